import { messages, type PlayerLesson } from '@aula/shared';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { lessonKind } from './lesson-kind';

const t = messages.player.completion;

/**
 * 'Completar Lección' for PDF, text and link lessons; a video completes by playing to its end
 * (SPEC.md §4). A completed lesson says so. Review mode records nothing, so it offers nothing.
 */
export function CompletionControl({
  lesson,
  review,
  pending,
  onComplete,
}: {
  lesson: PlayerLesson;
  review: boolean;
  pending: boolean;
  onComplete(): void;
}) {
  if (lesson.completed) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        <CheckCircle2 aria-hidden className="size-4" />
        {t.completed}
      </p>
    );
  }
  if (review || lessonKind(lesson.contentType) === 'video') return null;
  return (
    <Button onClick={onComplete} disabled={pending}>
      <CheckCircle2 aria-hidden className="size-4" />
      {pending ? t.completing : t.complete}
    </Button>
  );
}
