import { NoAccess } from './ui/no-access';

/** 'Configuración', where admins find the academy's settings screens; every role may open it. */
export const SETTINGS_PATH = '/dashboard/settings';

interface SettingsNoAccessCopy {
  noAccessTitle: string;
  noAccessText: string;
  backToSettings: string;
}

/** A settings screen the account may not use: says so, and leads back to 'Configuración'. */
export function SettingsNoAccess({ copy }: { copy: SettingsNoAccessCopy }) {
  return (
    <NoAccess
      title={copy.noAccessTitle}
      text={copy.noAccessText}
      backLabel={copy.backToSettings}
      backTo={SETTINGS_PATH}
    />
  );
}
