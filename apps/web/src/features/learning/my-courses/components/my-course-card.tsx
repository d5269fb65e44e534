import { messages, type MyCourse } from '@aula/shared';
import { BookOpen, Clock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseThumbnail } from '@/components/ui/course-thumbnail';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPrice } from '@/lib/format-price';
import { PROGRESS_TONES, progressState } from '@/features/learning/lib/progress-state';

const t = messages.myCourses;

/**
 * One enrolled course in 'Mis Cursos' (docs/product/learning.md#course-cards): what it is, the
 * progress made, and the way back in.
 */
export function MyCourseCard({
  item,
  headingLevel: Heading = 'h2',
}: {
  item: MyCourse;
  headingLevel?: 'h2' | 'h3';
}) {
  const { course, progress } = item;
  const tone = PROGRESS_TONES[progressState(progress)];
  return (
    <article
      aria-label={course.title}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <CourseThumbnail
        src={course.thumbnailUrl}
        alt={t.thumbnailAlt(course.title)}
        loading="lazy"
        iconClassName="size-12"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
          {course.specialty.name}
        </span>
        <Heading className="text-base leading-snug font-semibold break-words">{course.title}</Heading>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{course.shortDescription}</p>
        <p className="text-sm">{t.instructor(course.instructor.names, course.instructor.lastNames)}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {t.hours(course.estimatedDurationHours)}
          </span>
          <span className="inline-flex items-center gap-1">
            <BookOpen aria-hidden className="size-4" /> {t.modules(course.totalModules)}
          </span>
          <span className="font-semibold text-foreground">{formatPrice(course.price, course.coin.code)}</span>
        </div>
        <div className="mt-auto flex flex-col gap-1.5 pt-2">
          <ProgressBar value={progress} label={t.progressLabel(course.title)} barClassName={tone.bar} />
          <p className="text-sm text-muted-foreground">{t.progress(progress)}</p>
        </div>
        <ButtonLink to={`/dashboard/courses/watch/${course.id}`} className={tone.button}>
          {messages.learning.resumeAction(progress)}
        </ButtonLink>
      </div>
    </article>
  );
}
