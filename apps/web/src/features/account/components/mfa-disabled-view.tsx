import { mfaMessages } from '@aula/shared';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFocusWhen } from '../hooks/use-focus-when';
import { MfaStatusBadge } from './mfa-status-badge';

const t = mfaMessages.settings;

interface MfaDisabledViewProps {
  /** take the focus: the view replaced the panel or dialog the focus was in */
  takeFocus: boolean;
  onEnable: () => void;
}

/** The second factor is off: say so, and offer to turn it on (the card's description says what it is). */
export function MfaDisabledView({ takeFocus, onEnable }: MfaDisabledViewProps) {
  const statusRef = useFocusWhen<HTMLParagraphElement>(takeFocus);
  return (
    <div className="flex flex-col items-start gap-4">
      <p ref={statusRef} tabIndex={-1} className="focus:outline-none">
        <MfaStatusBadge enabled={false} />
      </p>
      <Button onClick={onEnable}>
        <ShieldCheck aria-hidden className="size-4" />
        {t.enable}
      </Button>
    </div>
  );
}
