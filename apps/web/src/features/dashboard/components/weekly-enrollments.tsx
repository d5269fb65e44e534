import { messages, type AdminDashboard } from '@aula/shared';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { weekLabels } from '../lib/week-label';
import { HomeSection } from './home-section';

const t = messages.dashboard.admin;
const WeeklyEnrollmentsBars = lazy(() => import('./weekly-enrollments-bars'));

/**
 * 'Inscripciones por semana': the last 12 weeks as bars, with the same figures in a table that
 * screen readers read (the bars themselves are hidden from them), and that shows while the
 * chart's code is still on its way.
 */
export function WeeklyEnrollments({ weeks }: { weeks: AdminDashboard['weeklyEnrollments'] }) {
  const rows = weeks.map((week) => {
    const labels = weekLabels(week.weekStart);
    return { key: week.weekStart, short: labels.short, title: t.weekOf(labels.day), count: week.count };
  });
  return (
    <HomeSection title={t.weeklyEnrollments} description={t.weeklyEnrollmentsDescription}>
      <div aria-hidden className="h-64 w-full">
        <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
          <WeeklyEnrollmentsBars weeks={rows} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{t.weeklyEnrollments}</caption>
        <thead>
          <tr>
            <th scope="col">{t.weekColumn}</th>
            <th scope="col">{t.enrollmentsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.title}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HomeSection>
  );
}
