import { formatDecimal, messages, type CurrentUser } from '@aula/shared';
import { BookOpen, ClipboardList, Users, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { MoneyLines } from '@/components/ui/money-lines';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { HomeLayout } from './home-layout';
import { PopularCourses } from './popular-courses';
import { RecentUsers } from './recent-users';
import { StatCard, StatGrid } from './stat-card';
import { WeeklyEnrollments } from './weekly-enrollments';

const home = messages.shell.home;
const t = messages.dashboard;

/**
 * The administrator's home, 'Panel de Administración' (docs/product/people.md#admin-home), with the
 * academy's live figures.
 */
export function AdminHome({ user }: { user: CurrentUser }) {
  const dashboard = useAdminDashboard();
  return (
    <HomeLayout
      title={home.adminTitle}
      subtitle={`${home.welcome(user.names)} ${home.welcomeBack}`}
      actions={
        <ButtonLink to="/dashboard/students" variant="outline">
          <ClipboardList aria-hidden className="size-4" />
          {t.links.enrollments}
        </ButtonLink>
      }
      dashboard={dashboard}
    >
      {(data) => (
        <>
          <StatGrid>
            <StatCard label={t.admin.totalUsers} icon={Users}>
              {formatDecimal(data.totalUsers)}
            </StatCard>
            <StatCard label={t.admin.activeCourses} icon={BookOpen}>
              {formatDecimal(data.activeCourses)}
            </StatCard>
            <StatCard label={t.admin.enrollments} icon={ClipboardList}>
              {formatDecimal(data.enrollments)}
            </StatCard>
            <StatCard label={t.admin.revenue} icon={Wallet}>
              <MoneyLines amounts={data.revenue} />
            </StatCard>
          </StatGrid>
          <WeeklyEnrollments weeks={data.weeklyEnrollments} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentUsers users={data.recentUsers} />
            <PopularCourses courses={data.popularCourses} />
          </div>
        </>
      )}
    </HomeLayout>
  );
}
