import { messages } from '@aula/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadError } from '../../../components/ui/load-error';
import { useMyCourses } from '../api/list-my-courses';
import { MyCourseCard } from './my-course-card';

const t = messages.myCourses;
/** The three courses touched last: enough to pick up where one left off without a scroll. */
const RECENT = 3;

/** The student's home (SPEC.md §2 'continue-learning'): the latest enrollments with their progress. */
export function ContinueLearning() {
  const courses = useMyCourses({ sort: 'updated', page: 1, pageSize: RECENT });
  const total = courses.data?.total ?? 0;

  return (
    <section aria-labelledby="continue-learning" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="continue-learning" className="text-xl font-semibold">
          {t.continueLearning}
        </h2>
        {total > 0 && (
          <ButtonLink to="/dashboard/my-courses" variant="outline">
            {t.seeAll}
          </ButtonLink>
        )}
      </div>
      {courses.isPending ? (
        <p role="status" className="text-muted-foreground">
          {messages.common.loading}
        </p>
      ) : courses.isError ? (
        <LoadError
          message={t.loadError}
          retryLabel={messages.courses.list.retry}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
          <p className="text-muted-foreground">{t.emptyNone}</p>
          <ButtonLink to="/dashboard/courses">{t.explore}</ButtonLink>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {courses.data.items.map((item) => (
            <MyCourseCard key={item.course.id} item={item} headingLevel="h3" />
          ))}
        </div>
      )}
    </section>
  );
}
