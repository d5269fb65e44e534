import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from './button-link';

interface NoAccessProps {
  title: string;
  text: string;
  /** the link out, to a page the person may see */
  backLabel: string;
  backTo: string;
}

/** What someone sees on a screen their role may not open: why, and a way back. */
export function NoAccess({ title, text, backLabel, backTo }: NoAccessProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
    >
      <ShieldAlert aria-hidden className="size-10 text-muted-foreground" />
      <h1 id={titleId} className="text-xl font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground">{text}</p>
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
    </section>
  );
}
