import { mfaMessages } from '@aula/shared';
import { ShieldCheck, ShieldOff } from 'lucide-react';

const t = mfaMessages.settings;

/** 'Activada' or 'Desactivada', with an icon and a colour; the word is always there, colour is never the only cue. */
export function MfaStatusBadge({ enabled }: { enabled: boolean }) {
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        enabled
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-border bg-background text-muted-foreground'
      }`}
    >
      <Icon aria-hidden className="size-3.5" />
      {enabled ? t.enabled : t.disabled}
    </span>
  );
}
