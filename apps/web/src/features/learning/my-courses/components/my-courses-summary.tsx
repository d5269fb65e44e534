import { messages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { useMyCourses } from '@/features/learning/api/list-my-courses';
import { MyCourseCard } from './my-course-card';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.myCourses;
/** The courses touched last: two rows of cards, the rest one link away in 'Mis Cursos'. */
const RECENT = 6;

/**
 * The profile's 'Mis Cursos' tab (docs/product/learning.md#profile-courses-tab): the latest
 * enrollments with their progress and the way back into each, then the whole list with its search
 * in /dashboard/my-courses.
 */
export function MyCoursesSummary() {
  const cataloguePath = useCataloguePath();
  const courses = useMyCourses({ sort: 'updated', page: 1, pageSize: RECENT });

  if (courses.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {messages.common.loading}
      </p>
    );
  }
  if (courses.isError) {
    return (
      <LoadError
        message={t.loadError}
        retryLabel={messages.courses.list.retry}
        onRetry={() => void courses.refetch()}
      />
    );
  }
  if (courses.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{t.emptyNone}</p>
        <ButtonLink to={cataloguePath}>{t.explore}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {courses.data.items.map((item) => (
          <MyCourseCard key={item.course.id} item={item} headingLevel="h3" />
        ))}
      </div>
      <ButtonLink to="/dashboard/my-courses" variant="outline" className="self-start">
        {t.seeAll}
      </ButtonLink>
    </div>
  );
}
