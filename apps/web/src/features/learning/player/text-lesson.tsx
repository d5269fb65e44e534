import { messages } from '@aula/shared';

/**
 * A text lesson as its instructor wrote it: line breaks kept, and rendered as text, so that
 * markup in it shows as written and never runs.
 */
export function TextLesson({ text }: { text: string | null }) {
  if (!text?.trim()) return <p className="text-muted-foreground">{messages.player.text.empty}</p>;
  return (
    <div className="rounded-xl border border-border bg-card p-4 leading-relaxed whitespace-pre-wrap break-words sm:p-6">
      {text}
    </div>
  );
}
