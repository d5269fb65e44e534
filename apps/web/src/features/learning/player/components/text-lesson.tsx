import { messages } from '@aula/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { FormattedText } from '@/components/formatted-text/formatted-text';
import type { LessonEvidenceReport } from '../lib/lesson-evidence';

/**
 * A text lesson, formatted as its instructor wrote it (headings, lists, emphasis, links), with
 * nothing of theirs run as HTML (FormattedText). Reports it opened, and read to its end once its
 * last line comes into view: the evidence that completes it.
 */
export function TextLesson({
  text,
  onEvidence,
}: {
  text: string | null;
  onEvidence?: (report: LessonEvidenceReport) => void;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((evidence: LessonEvidenceReport) => onEvidence?.(evidence));

  useEffect(() => {
    report({ opened: true });
    const end = endRef.current;
    // Nothing to scroll (no text), or no way to tell: there is no end to wait for.
    if (!end || typeof IntersectionObserver === 'undefined') {
      report({ reachedEnd: true });
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      report({ reachedEnd: true });
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  if (!text?.trim()) return <p className="text-muted-foreground">{messages.player.text.empty}</p>;
  return (
    <div className="rounded-xl border border-border bg-card p-4 leading-relaxed sm:p-6">
      <FormattedText text={text} />
      <div ref={endRef} aria-hidden className="h-px" />
    </div>
  );
}
