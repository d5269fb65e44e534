import {
  COURSE_FILTER_KEYS,
  COURSE_SORTS,
  COURSE_STATUSES,
  STUDENT_COURSE_SORTS,
  messages,
  type CourseSort,
  courseFormMessages,
  formatOneDecimal,
  reviewMessages,
} from '@aula/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button-link';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { SearchInput } from '@/components/ui/search-input';
import { useCourseFacets } from '../api/course-facets';
import { useCourseList } from '../api/list-courses';
import { formatAmount } from '@/lib/format-price';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import {
  activeFilterCount,
  facetsQueryOf,
  readCourseListQuery,
  writeCourseListQuery,
} from '../lib/course-list-query';
import { CourseCard } from './course-card';
import { CourseFilters } from './course-filters';

const t = messages.courses.list;

/** Every filter unset, for 'Limpiar filtros'. */
const NO_FILTERS = Object.fromEntries(COURSE_FILTER_KEYS.map((key) => [key, undefined]));

/**
 * /dashboard/courses: 'Explorar Cursos' for students (published courses), 'Gestión de Cursos'
 * for instructors (their courses) and admins (all), with the status filter and actions.
 * Search, filters, order and page live in the address; the server does the work.
 */
export function CourseListPage({ manage }: { manage: boolean }) {
  const [query, change] = useAddressListQuery(readCourseListQuery, writeCourseListQuery);
  const [search, setSearch] = useSearchBox(query.search ?? '', (next) =>
    change({ search: next || undefined }, { replace: true }),
  );
  const courses = useCourseList(query);
  const facets = useCourseFacets(facetsQueryOf(query));
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = courses.data ? pageCount(courses.data.total, query.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, courses.data !== undefined && !courses.isPlaceholderData, change);
  const filters = activeFilterCount(query);
  const filtered = Boolean(query.search) || query.status !== 'all' || filters > 0;
  const totals = courses.data?.totals;
  const page = query.page;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {manage ? t.manageTitle : t.exploreTitle}
          </h1>
          <p className="text-muted-foreground">{manage ? t.manageSubtitle : t.exploreSubtitle}</p>
        </div>
        {manage && (
          <ButtonLink to="/dashboard/courses/create">
            <Plus aria-hidden className="size-4" />
            {courseFormMessages.createTitle}
          </ButtonLink>
        )}
      </header>

      {manage && totals && (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            [t.summary.courses, totals.courses],
            [t.summary.enrollments, totals.enrollments],
            // One line per currency: amounts in different currencies are never added up.
            [
              t.summary.revenue,
              totals.revenue.length === 0
                ? formatAmount(0)
                : totals.revenue.map(({ currency, amount }) => (
                    <span key={currency} className="block">
                      {currency} {formatAmount(amount)}
                    </span>
                  )),
            ],
            // Over every rating of the listed courses; none yet reads as such, never as '0.0'.
            [
              t.summary.rating,
              totals.averageRating === null
                ? reviewMessages.summaryNone
                : formatOneDecimal(totals.averageRating),
            ],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-xl border border-border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="course-search">{t.searchLabel}</Label>
          <SearchInput
            id="course-search"
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {manage && (
          <ChoiceSelect
            id="course-status"
            label={t.statusLabel}
            value={query.status}
            choices={COURSE_STATUSES}
            labelOf={(status) => t.status[status]}
            onChange={(status) => change({ status })}
          />
        )}
        <ChoiceSelect<CourseSort>
          id="course-sort"
          label={t.sortLabel}
          value={query.sort}
          choices={manage ? COURSE_SORTS : STUDENT_COURSE_SORTS}
          labelOf={(sort) => t.sort[sort]}
          onChange={(sort) => change({ sort })}
        />
      </div>

      <CourseFilters
        filters={query}
        facets={facets.data}
        facetsFailed={facets.isError}
        onRetry={() => void facets.refetch()}
        onChange={(filterChange) => change(filterChange)}
        onClear={filters > 0 ? () => change(NO_FILTERS) : null}
      />

      {courses.isPending ? (
        <p role="status" className="text-muted-foreground">
          {messages.common.loading}
        </p>
      ) : courses.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void courses.refetch()} />
      ) : courses.data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold">{t.empty}</p>
          <p className="text-muted-foreground">{filtered ? t.emptyFiltered : t.emptyNone}</p>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={courses.isFetching}>
            {courses.data.items.map((course) => (
              <CourseCard key={course.id} course={course} manage={manage} />
            ))}
          </div>
          <nav className="flex items-center justify-between gap-3" aria-label={t.page(page, pages)}>
            <Button variant="outline" disabled={page <= 1} onClick={() => change({ page: page - 1 })}>
              {t.previous}
            </Button>
            <span className="text-sm text-muted-foreground">{t.page(page, pages)}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => change({ page: page + 1 })}>
              {t.next}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
