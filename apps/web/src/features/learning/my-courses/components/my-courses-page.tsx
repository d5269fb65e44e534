import { MY_COURSE_SORTS, messages } from '@aula/shared';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import { useMyCourses } from '@/features/learning/api/list-my-courses';
import { readMyCoursesQuery, writeMyCoursesQuery } from '../lib/my-courses-query';
import { MyCourseCard } from './my-course-card';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.myCourses;
const list = messages.courses.list;

/**
 * /dashboard/my-courses (docs/product/learning.md#my-courses): the caller's enrollments. Search
 * (title and instructor), sort and paging run on the server; the search, order and page live in
 * the address (docs/product/interface.md#the-list-in-the-address).
 */
export function MyCoursesPage() {
  const cataloguePath = useCataloguePath();
  const [query, change] = useAddressListQuery(readMyCoursesQuery, writeMyCoursesQuery);
  const [search, setSearch] = useSearchBox(query.search ?? '', (next) =>
    change({ search: next || undefined }, { replace: true }),
  );
  const courses = useMyCourses(query);
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = courses.data ? pageCount(courses.data.total, query.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, courses.data !== undefined && !courses.isPlaceholderData, change);
  const page = query.page;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="my-courses-search">{t.searchLabel}</Label>
          <Input
            id="my-courses-search"
            type="search"
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ChoiceSelect
          id="my-courses-sort"
          label={t.sortLabel}
          value={query.sort}
          choices={MY_COURSE_SORTS}
          labelOf={(sort) => t.sort[sort]}
          onChange={(sort) => change({ sort })}
        />
      </div>

      {courses.isPending ? (
        <p role="status" className="text-muted-foreground">
          {messages.common.loading}
        </p>
      ) : courses.isError ? (
        <LoadError message={t.loadError} retryLabel={list.retry} onRetry={() => void courses.refetch()} />
      ) : courses.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold">{t.empty}</p>
          {query.search ? (
            <p className="text-muted-foreground">{t.emptySearch}</p>
          ) : (
            <>
              <p className="text-muted-foreground">{t.emptyNone}</p>
              <ButtonLink to={cataloguePath} className="mt-2">
                {t.explore}
              </ButtonLink>
            </>
          )}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={courses.isFetching}>
            {courses.data.items.map((item) => (
              <MyCourseCard key={item.course.id} item={item} />
            ))}
          </div>
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-3" aria-label={list.page(page, pages)}>
              <Button variant="outline" disabled={page <= 1} onClick={() => change({ page: page - 1 })}>
                {list.previous}
              </Button>
              <span className="text-sm text-muted-foreground">{list.page(page, pages)}</span>
              <Button variant="outline" disabled={page >= pages} onClick={() => change({ page: page + 1 })}>
                {list.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
