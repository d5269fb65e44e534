import { mfaMessages, type MfaSetup } from '@aula/shared';
import { groupKey } from '../lib/group-key';
import { useFocusWhen } from '../hooks/use-focus-when';

const t = mfaMessages.setup;

/**
 * Step 1 of turning the second factor on: the new key as a QR code to scan, and as text for an
 * app (or a person) that cannot scan. The text is selected in one go, and shown in blocks of four.
 */
export function MfaSecretKey({ setup, takeFocus }: { setup: MfaSetup; takeFocus: boolean }) {
  const firstStepRef = useFocusWhen<HTMLParagraphElement>(takeFocus);
  return (
    <div className="flex flex-col gap-3">
      <p ref={firstStepRef} tabIndex={-1} className="text-sm font-medium focus:outline-none">
        {t.stepScan}
      </p>
      {/* A white margin around the code: scanners need it, whatever the page's colours. */}
      <img
        src={setup.qrCode}
        alt={t.qrAlt}
        width={192}
        height={192}
        className="size-48 self-center rounded-md border border-border bg-white p-2 sm:self-start"
      />
      <p className="text-sm text-muted-foreground">{t.manualKey}</p>
      <code className="self-start rounded-md border border-border bg-background px-3 py-2 font-mono text-sm break-words select-all">
        {groupKey(setup.secret)}
      </code>
    </div>
  );
}
