import {
  CARD_PAGE_SIZE,
  MY_COURSE_SORTS,
  messages,
  type MyCourseSort,
  type MyCoursesQuery,
} from '@aula/shared';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { pageCount } from '@/lib/list-query/list-query';
import { useMyCourses } from '@/features/learning/api/list-my-courses';
import { MyCourseCard } from './my-course-card';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.myCourses;
const list = messages.courses.list;

/**
 * /dashboard/my-courses (docs/product/learning.md#my-courses): the caller's enrollments. Search
 * (title and instructor), sort and paging run on the server.
 */
export function MyCoursesPage() {
  const cataloguePath = useCataloguePath();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MyCourseSort>('updated');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const query: MyCoursesQuery = { search: deferredSearch || undefined, sort, page, pageSize: CARD_PAGE_SIZE };
  const courses = useMyCourses(query);
  const pages = courses.data ? pageCount(courses.data.total, CARD_PAGE_SIZE) : 1;

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
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="my-courses-sort">{t.sortLabel}</Label>
          <NativeSelect
            id="my-courses-sort"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as MyCourseSort);
              setPage(1);
            }}
          >
            {MY_COURSE_SORTS.map((value) => (
              <option key={value} value={value}>
                {t.sort[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
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
          {deferredSearch ? (
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
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {list.previous}
              </Button>
              <span className="text-sm text-muted-foreground">{list.page(page, pages)}</span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {list.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
