import { formatDay, messages, type CourseProgress } from '@aula/shared';
import { CalendarCheck, Clock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseThumbnail } from '@/components/ui/course-thumbnail';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PROGRESS_TONES, progressState } from '@/features/learning/lib/progress-state';

const t = messages.myProgress;

/** One enrolled course: how far the student is, when they last studied it, and each module's share. */
export function CourseProgressCard({ item }: { item: CourseProgress }) {
  const { course, progress, modules } = item;
  const tone = PROGRESS_TONES[progressState(progress)];
  const modulesTitleId = `progress-modules-${course.id}`;
  return (
    <article
      aria-label={course.title}
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <CourseThumbnail
          src={course.thumbnailUrl}
          alt={t.thumbnailAlt(course.title)}
          loading="lazy"
          className="rounded-lg sm:w-48"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 className="text-lg leading-snug font-semibold break-words">{course.title}</h2>
          <p className="text-sm text-muted-foreground">
            {t.instructor(course.instructor.names, course.instructor.lastNames)}
          </p>
          <div className="flex flex-col gap-1.5">
            <ProgressBar value={progress} label={t.progressLabel(course.title)} barClassName={tone.bar} />
            <p className="text-sm font-medium">{t.progress(progress)}</p>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {t.lastActivity(formatDay(new Date(item.lastActivityAt)))}
            </span>
            {item.completedAt && (
              <span className="inline-flex items-center gap-1">
                <CalendarCheck aria-hidden className="size-4" />
                {t.completedOn(formatDay(new Date(item.completedAt)))}
              </span>
            )}
          </div>
          <ButtonLink
            to={`/dashboard/courses/watch/${course.id}`}
            className={`mt-1 self-start ${tone.button}`}
          >
            {messages.learning.resumeAction(progress)}
          </ButtonLink>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <h3 id={modulesTitleId} className="text-sm font-semibold">
          {t.modulesTitle}
        </h3>
        {modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noModules}</p>
        ) : (
          <ul aria-labelledby={modulesTitleId} className="flex flex-col gap-3">
            {modules.map((module) => {
              const done = module.totalLessons > 0 && module.completedLessons >= module.totalLessons;
              const percent =
                module.totalLessons === 0 ? 0 : (module.completedLessons / module.totalLessons) * 100;
              return (
                <li key={module.id} className="flex flex-col gap-1.5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="min-w-0 break-words">{module.title}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {t.moduleLessons(module.completedLessons, module.totalLessons)}
                    </span>
                  </div>
                  <ProgressBar
                    value={percent}
                    label={t.moduleProgressLabel(module.title)}
                    className="h-1.5"
                    barClassName={done ? PROGRESS_TONES.completed.bar : PROGRESS_TONES['in-progress'].bar}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}
