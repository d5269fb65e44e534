import { type CurrentUser, mfaMessages } from '@aula/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MfaSetupFlow } from '@/features/account/components/mfa-setup-flow';
import { RecoveryCodesPanel } from '@/features/account/components/recovery-codes-panel';
import { setSessionMfaEnabled } from '@/features/account/lib/session-mfa';
import { GateStep } from './gate-step';

const t = mfaMessages.setup;

/**
 * While an account's role requires a second factor and it has none, the server refuses every call
 * but setting one up (403 mfa_enrollment_required), so nothing of the dashboard is mounted: no
 * page, no notification stream. The step sets it up; its recovery codes then show until
 * 'Ya los guardé', and only then does the session learn that the factor is on, which lets the
 * page the user asked for render in the step's place.
 */
export function MfaEnrollmentGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <GateStep title={t.requiredTitle} text={t.requiredText} signOutLabel={t.signOut}>
        <RecoveryCodesPanel
          codes={recoveryCodes}
          email={user.email}
          headingLevel={2}
          onDone={() => {
            setRecoveryCodes(null);
            setSessionMfaEnabled(true);
          }}
        />
      </GateStep>
    );
  }
  if (!user.mfaRequired || user.mfaEnabled) return children;
  return (
    <GateStep title={t.requiredTitle} text={t.requiredText} signOutLabel={t.signOut}>
      <MfaSetupFlow
        onEnabled={(codes) => {
          toast.success(t.enabledToast, { description: t.enabledToastDescription });
          setRecoveryCodes(codes);
        }}
      />
    </GateStep>
  );
}
