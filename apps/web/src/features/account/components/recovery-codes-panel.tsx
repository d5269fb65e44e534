import { mfaMessages } from '@aula/shared';
import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download/save-blob';

const t = mfaMessages.recoveryCodes;

/** The codes as the downloaded file holds them: whose they are on the first line, then one code a line. */
function recoveryCodesFile(email: string, codes: readonly string[]): Blob {
  return new Blob([`${t.fileHeader(email)}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
}

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** the account's email, named at the top of the downloaded file */
  email: string;
  /** 'Ya los guardé': the codes are never shown again after this */
  onDone: () => void;
  /** the panel's heading level where it sits: under the page's h1 or a card's h2 */
  headingLevel?: 2 | 3;
}

/**
 * 'Guarda tus códigos de recuperación': the new codes, shown this once, with ways to keep them
 * (copy, download as a text file). The focus moves to the panel's heading, since the form that
 * led here is gone.
 */
export function RecoveryCodesPanel({ codes, email, onDone, headingLevel = 3 }: RecoveryCodesPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the codes are still on screen.
      toast.error(t.copyError);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Heading id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold focus:outline-none">
          {t.title}
        </Heading>
        <p className="text-sm text-muted-foreground">{t.text}</p>
      </div>
      <ol
        aria-label={t.title}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-border bg-background p-4 font-mono text-sm select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t.copy}
        </Button>
        <Button variant="outline" onClick={() => saveBlob(recoveryCodesFile(email, codes), t.fileName)}>
          <Download aria-hidden className="size-4" />
          {t.download}
        </Button>
        <Button onClick={onDone}>{t.done}</Button>
      </div>
    </section>
  );
}
