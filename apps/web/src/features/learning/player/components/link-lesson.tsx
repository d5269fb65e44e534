import { messages } from '@aula/shared';
import { ExternalLink, Globe } from 'lucide-react';
import { buttonLinkClassName } from '@/components/ui/button-link';

const t = messages.player.link;

/** Only web addresses open: a javascript: or data: link would run in the academy's page. */
export function webAddress(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * An external-link lesson: a card naming the site, and a button that opens it in a new tab.
 * Opening it is the evidence that completes the lesson (`onOpened`).
 */
export function LinkLesson({ url: raw, onOpened }: { url: string | null; onOpened?: () => void }) {
  const url = webAddress(raw);
  if (!url) return <p className="text-muted-foreground">{t.missing}</p>;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:p-6">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-primary">
        <Globe aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t.title}</p>
        <p className="truncate text-lg font-medium text-primary">{url.host}</p>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <a
        href={url.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.openLabel(url.host)}
        onClick={onOpened}
        className={buttonLinkClassName()}
      >
        {t.open}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </div>
  );
}
