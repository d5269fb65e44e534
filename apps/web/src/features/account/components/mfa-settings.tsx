import { mfaMessages } from '@aula/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMfaStatus } from '../api/get-mfa-status';
import { setSessionMfaEnabled } from '../lib/session-mfa';
import { MfaDisabledView } from './mfa-disabled-view';
import { MfaEnabledView } from './mfa-enabled-view';
import { MfaSetupFlow } from './mfa-setup-flow';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const t = mfaMessages;

/** What the card shows besides the status: turning it on, or new recovery codes to keep. */
type Panel = { name: 'status' } | { name: 'setup' } | { name: 'codes'; codes: string[] };

/**
 * 'Verificación en dos pasos' in /dashboard/settings, for every role: its status, turning it on
 * (key, code, recovery codes), new recovery codes, and turning it off where the role allows.
 */
export function MfaSettings({ email }: { email: string }) {
  const status = useMfaStatus();
  const [panel, setPanel] = useState<Panel>({ name: 'status' });
  // Once a panel or dialog closes, the view that replaces it takes the focus.
  const [returned, setReturned] = useState(false);
  const showStatus = () => {
    setPanel({ name: 'status' });
    setReturned(true);
  };

  // The codes stay until 'Ya los guardé', whatever the status reads meanwhile: they are never shown again.
  if (panel.name === 'codes') {
    return <RecoveryCodesPanel codes={panel.codes} email={email} onDone={showStatus} />;
  }
  if (status.isPending) {
    return (
      <div role="status" aria-label={t.settings.loading} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-10 w-64 max-w-full" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <LoadError
        message={t.settings.loadError}
        retryLabel={t.settings.retry}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (panel.name === 'setup') {
    return (
      <MfaSetupFlow
        onEnabled={(codes) => {
          setSessionMfaEnabled(true);
          toast.success(t.setup.enabledToast, { description: t.setup.enabledToastDescription });
          setPanel({ name: 'codes', codes });
        }}
        onCancel={showStatus}
        takeFocus
      />
    );
  }
  if (!status.data.enabled) {
    return <MfaDisabledView takeFocus={returned} onEnable={() => setPanel({ name: 'setup' })} />;
  }
  return (
    <MfaEnabledView
      status={status.data}
      takeFocus={returned}
      onRecoveryCodes={(codes) => setPanel({ name: 'codes', codes })}
      onDisabled={() => setReturned(true)}
    />
  );
}
