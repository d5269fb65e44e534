import { SettingsPage } from '../../features/settings/components/settings-page';

/** /dashboard/settings (DECISIONS.md §1): every role's account settings. */
export function Component() {
  return <SettingsPage />;
}
