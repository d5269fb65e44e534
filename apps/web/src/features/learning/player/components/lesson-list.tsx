import { messages, type PlayerLesson } from '@aula/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { LESSON_KIND_ICONS, lessonKind, lessonKindLabel } from '../lib/lesson-kind';
import type { PlayerModule } from '../lib/lesson-order';

const t = messages.player.lessons;

function LessonItem({
  lesson,
  number,
  current,
  onSelect,
}: {
  lesson: PlayerLesson;
  number: number;
  current: boolean;
  onSelect(id: string): void;
}) {
  const kind = lessonKind(lesson.contentType);
  const Icon = LESSON_KIND_ICONS[kind];
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(lesson.id)}
        className={cn(
          'flex w-full items-start gap-3 rounded-md px-3 py-2 text-left text-sm transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          current ? 'bg-teal-50 font-medium text-primary ring-1 ring-primary/40' : 'hover:bg-background',
        )}
      >
        {lesson.completed ? (
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
        ) : (
          <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block break-words">
            {number}. {lesson.title}
          </span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Icon aria-hidden className="size-3.5" />
            {lessonKindLabel(kind)} · {t.minutes(lesson.estimatedDurationMinutes)}
          </span>
          {lesson.completed && <span className="sr-only">, {t.completed}</span>}
          {current && <span className="sr-only">, {t.current}</span>}
        </span>
      </button>
    </li>
  );
}

/** The course outline beside the lesson: modules, their lessons, what is done and where the student is. */
export function LessonList({
  modules,
  currentLessonId,
  onSelect,
}: {
  modules: readonly PlayerModule[];
  currentLessonId: string | null;
  onSelect(id: string): void;
}) {
  // Lessons are numbered through the whole course, as the 'N de M' counter counts them.
  const firstNumbers = modules.map((_, index) =>
    modules.slice(0, index).reduce((count, module) => count + module.lessons.length, 1),
  );
  return (
    <nav aria-label={t.title}>
      <ol className="flex flex-col gap-4">
        {modules.map((module, moduleIndex) => (
          <li key={module.id}>
            <h3 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {module.title}
            </h3>
            <ol className="flex flex-col gap-0.5">
              {module.lessons.map((lesson, lessonIndex) => (
                <LessonItem
                  key={lesson.id}
                  lesson={lesson}
                  number={firstNumbers[moduleIndex] + lessonIndex}
                  current={lesson.id === currentLessonId}
                  onSelect={onSelect}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
