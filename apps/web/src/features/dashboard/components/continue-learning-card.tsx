import { messages, type StudentDashboard } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseThumbnail } from '@/components/ui/course-thumbnail';
import { ProgressBar } from '@/components/ui/progress-bar';
import { EmptyNote, HomeSection } from './home-section';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.dashboard.student;
const my = messages.myCourses;

type ContinueLearning = NonNullable<StudentDashboard['continueLearning']>;

/** The player's address: at the lesson to pick up (the player falls back to its own choice without one). */
function playerPath({ courseId, lessonId }: ContinueLearning) {
  const path = `/dashboard/courses/watch/${courseId}`;
  return lessonId ? `${path}?lesson=${lessonId}` : path;
}

/**
 * 'Continuar aprendiendo' (docs/product/people.md#continue-learning): the unfinished course touched
 * last, the lesson to open and the way straight back to it.
 */
export function ContinueLearningCard({ course }: { course: StudentDashboard['continueLearning'] }) {
  const cataloguePath = useCataloguePath();
  return (
    <HomeSection title={t.continueLearning}>
      {course === null ? (
        <EmptyNote>
          <p>{t.continueLearningEmpty}</p>
          <ButtonLink to={cataloguePath}>{my.explore}</ButtonLink>
        </EmptyNote>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <CourseThumbnail
            src={course.thumbnailUrl}
            alt={my.thumbnailAlt(course.courseTitle)}
            className="shrink-0 rounded-lg sm:w-48"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3 className="text-base font-semibold break-words">{course.courseTitle}</h3>
            {course.lessonTitle && (
              <p className="text-sm break-words text-muted-foreground">{t.nextLesson(course.lessonTitle)}</p>
            )}
            <ProgressBar value={course.progress} label={my.progressLabel(course.courseTitle)} />
            <p className="text-sm text-muted-foreground">{my.progress(course.progress)}</p>
            <ButtonLink to={playerPath(course)} className="self-start">
              {messages.learning.resumeAction(course.progress)}
            </ButtonLink>
          </div>
        </div>
      )}
    </HomeSection>
  );
}
