import { mfaMessages } from '@aula/shared';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { isExplainedRefusal } from '@/lib/api/api-error';
import { useStartMfaSetup } from '../api/start-mfa-setup';
import { MfaEnableForm } from './mfa-enable-form';
import { MfaSecretKey } from './mfa-secret-key';

const t = mfaMessages.setup;

/** The server's reason when it gave one (already on, too many attempts); ours for a lost connection or a failure. */
function setupErrorMessage(error: unknown): string {
  return isExplainedRefusal(error) ? error.message : t.generateError;
}

interface MfaSetupFlowProps {
  /** the key is in force: here are the recovery codes, to show this once */
  onEnabled: (recoveryCodes: string[]) => void;
  /** 'Cancelar'; left out where the role requires the second factor */
  onCancel?: () => void;
  /** move the focus to the first step once the key shows: the button that opened the flow is gone */
  takeFocus?: boolean;
}

/**
 * Turning the second factor on, as 'Configuración' and the enrolment a role requires both offer
 * it: a new key is asked for as the flow opens, shown as a QR code and as text, then confirmed
 * with the app's first code.
 */
export function MfaSetupFlow({ onEnabled, onCancel, takeFocus = false }: MfaSetupFlowProps) {
  const setup = useStartMfaSetup();
  const { mutate } = setup;
  // Once per opening: another call would replace the key the user may already have scanned
  // (StrictMode runs effects twice in development; the ref keeps it to one request).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (setup.isError) {
    return (
      <div className="flex flex-col gap-3">
        <LoadError message={setupErrorMessage(setup.error)} retryLabel={t.retry} onRetry={() => mutate()} />
        {onCancel && (
          <Button variant="outline" className="self-start" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    );
  }
  if (!setup.data) {
    return (
      <div role="status" aria-label={t.generating} className="flex flex-col gap-3">
        <Skeleton className="size-48" />
        <Skeleton className="h-10 w-full max-w-xs" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <MfaSecretKey setup={setup.data} takeFocus={takeFocus} />
      <MfaEnableForm onEnabled={onEnabled} onCancel={onCancel} />
    </div>
  );
}
