import {
  completionBlockedMessage,
  messages,
  type CompletionReadiness,
  type PlayerLesson,
} from '@aula/shared';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lessonKind } from '../lib/lesson-kind';

const t = messages.player.completion;

/**
 * The seconds of reading still to go, counted down from the server's answer: the button waits
 * with the student instead of asking the server every second. The server decides again when the
 * completion is asked for.
 */
function useSecondsLeft(readiness: CompletionReadiness): number {
  const from = readiness.secondsLeft ?? 0;
  // Whole seconds gone since this answer arrived; a new answer starts from its own figure.
  const [elapsed, setElapsed] = useState({ readiness, seconds: 0 });
  useEffect(() => {
    if (from <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const seconds = Math.floor((Date.now() - started) / 1000);
      setElapsed({ readiness, seconds });
      if (seconds >= from) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [readiness, from]);
  return Math.max(0, from - (elapsed.readiness === readiness ? elapsed.seconds : 0));
}

/**
 * 'Completar Lección', available once the server has seen the lesson consumed (the evidence rule
 * in the shared package); until then it is disabled and says what is missing. A video completes
 * by playing to its end: it shows how much of it the server counted as watched, and
 * offers the button only once enough was watched but the end was not reached. A completed lesson
 * says so. Review mode records nothing, so it offers nothing.
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
  const reasonId = useId();
  const readiness = lesson.completion;
  const secondsLeft = useSecondsLeft(readiness);
  if (lesson.completed) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        <CheckCircle2 aria-hidden className="size-4" />
        {t.completed}
      </p>
    );
  }
  if (review) return null;
  const readingDone = readiness.blocker === 'keepReading' && secondsLeft === 0;
  const allowed = readiness.allowed || readingDone;
  const reason = allowed ? null : completionBlockedMessage({ ...readiness, secondsLeft });
  const video = lessonKind(lesson.contentType) === 'video';
  const watched = readiness.watchedPercent ?? 0;

  return (
    <div className="flex max-w-xs flex-col items-stretch gap-2 sm:items-end">
      {video && (
        <div className="flex flex-col gap-1 text-sm sm:items-end">
          <p>{t.watched(watched)}</p>
          <div
            role="progressbar"
            aria-label={t.watchedLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={watched}
            className="h-1.5 w-40 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${watched}%` }} />
          </div>
        </div>
      )}
      {(!video || allowed) && (
        <Button
          onClick={onComplete}
          disabled={pending || !allowed}
          aria-describedby={reason ? reasonId : undefined}
        >
          <CheckCircle2 aria-hidden className="size-4" />
          {pending ? messages.common.saving : t.complete}
        </Button>
      )}
      {reason && (
        <p id={reasonId} className="text-sm text-muted-foreground sm:text-right">
          {reason}
        </p>
      )}
    </div>
  );
}
