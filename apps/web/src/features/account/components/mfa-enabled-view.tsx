import { mfaMessages, type MfaStatus } from '@aula/shared';
import { TriangleAlert } from 'lucide-react';
import { formatDate } from '@/lib/format-date';
import { useFocusWhen } from '../hooks/use-focus-when';
import { DisableMfaDialog } from './disable-mfa-dialog';
import { MfaStatusBadge } from './mfa-status-badge';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';

const t = mfaMessages.settings;

/** At or under this many recovery codes left, the card says to generate new ones. */
const FEW_RECOVERY_CODES = 3;

interface MfaEnabledViewProps {
  status: MfaStatus;
  /** take the focus: the view replaced the panel or dialog the focus was in */
  takeFocus: boolean;
  /** new recovery codes were generated: to be shown this once */
  onRecoveryCodes: (codes: string[]) => void;
  /** it was turned off; the status is already read again */
  onDisabled: () => void;
}

/**
 * The second factor is on: since when, how many recovery codes are left (with a warning when few
 * are), new codes, and turning it off, which a role that requires it does not allow.
 */
export function MfaEnabledView({ status, takeFocus, onRecoveryCodes, onDisabled }: MfaEnabledViewProps) {
  const statusRef = useFocusWhen<HTMLParagraphElement>(takeFocus);
  const few = status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  return (
    <div className="flex flex-col gap-4">
      <p
        ref={statusRef}
        tabIndex={-1}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground focus:outline-none"
      >
        <MfaStatusBadge enabled />
        {status.enabledAt && <span>{t.enabledSince(formatDate(status.enabledAt))}</span>}
      </p>
      <p className="text-sm">{t.recoveryCodesLeft(status.recoveryCodesLeft)}</p>
      {few && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.recoveryCodesLow}
        </p>
      )}
      {status.required && <p className="text-sm text-muted-foreground">{t.requiredNote}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <RegenerateCodesDialog onRegenerated={onRecoveryCodes} />
        {!status.required && <DisableMfaDialog onDisabled={onDisabled} />}
      </div>
    </div>
  );
}
