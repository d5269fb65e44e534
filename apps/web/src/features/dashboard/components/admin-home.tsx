import { formatDecimal, messages, type CurrentUser } from '@aula/shared';
import { BookOpen, ClipboardList, Users, Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadError } from '../../../components/ui/load-error';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { HomeHeading } from './home-heading';
import { HomeSkeleton } from './home-skeleton';
import { MoneyLines } from './money-lines';
import { PopularCourses } from './popular-courses';
import { RecentUsers } from './recent-users';
import { StatCard, StatGrid } from './stat-card';
import { WeeklyEnrollments } from './weekly-enrollments';

const home = messages.shell.home;
const t = messages.dashboard;

/** The administrator's home, 'Panel de Administración' (SPEC.md §2), with the academy's live figures. */
export function AdminHome({ user }: { user: CurrentUser }) {
  const dashboard = useAdminDashboard();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <HomeHeading title={home.adminTitle}>
          {home.welcome(user.names)} {home.welcomeBack}
        </HomeHeading>
        <ButtonLink to="/dashboard/students" variant="outline">
          <ClipboardList aria-hidden className="size-4" />
          {t.links.enrollments}
        </ButtonLink>
      </div>
      {dashboard.isPending ? (
        <HomeSkeleton />
      ) : dashboard.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t.admin.totalUsers} icon={Users}>
              {formatDecimal(dashboard.data.totalUsers)}
            </StatCard>
            <StatCard label={t.admin.activeCourses} icon={BookOpen}>
              {formatDecimal(dashboard.data.activeCourses)}
            </StatCard>
            <StatCard label={t.admin.enrollments} icon={ClipboardList}>
              {formatDecimal(dashboard.data.enrollments)}
            </StatCard>
            <StatCard label={t.admin.revenue} icon={Wallet}>
              <MoneyLines amounts={dashboard.data.revenue} />
            </StatCard>
          </StatGrid>
          <WeeklyEnrollments weeks={dashboard.data.weeklyEnrollments} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentUsers users={dashboard.data.recentUsers} />
            <PopularCourses courses={dashboard.data.popularCourses} />
          </div>
        </>
      )}
    </div>
  );
}
