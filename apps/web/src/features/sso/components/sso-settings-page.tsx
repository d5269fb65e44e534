import { can, type CurrentUser, ssoMessages } from '@aula/shared';
import { SettingsNoAccess, SETTINGS_PATH } from '@/components/settings-no-access';
import { BackLink } from '@/components/ui/back-link';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { hasErrorCode } from '@/lib/api/api-error';
import { viewerOf } from '@/lib/session/use-can';
import { useSsoSettings } from '../api/get-sso-settings';
import { SsoSettingsForm } from './sso-settings-form';

const t = ssoMessages;

/** The single sign-on's settings (docs/product/single-sign-on.md#settings), once they have loaded. */
function SsoSettingsScreen() {
  const settings = useSsoSettings();

  if (hasErrorCode(settings.error, 'forbidden')) return <SettingsNoAccess copy={t} />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink to={SETTINGS_PATH}>{t.backToSettings}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      {settings.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t.loading}
          </p>
          <Skeleton className="h-96 w-full rounded-xl" />
        </>
      ) : settings.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void settings.refetch()} />
      ) : (
        <SsoSettingsForm settings={settings.data} />
      )}
    </div>
  );
}

/** SSO_SETTINGS_PATH: admins only; anyone else gets a clear 'no access' without asking the server. */
export function SsoSettingsPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'academySettings.manage')) return <SettingsNoAccess copy={t} />;
  return <SsoSettingsScreen />;
}
