import { formatDecimal, messages, type CurrentUser } from '@aula/shared';
import { BookOpen, CircleCheck, ClipboardList, Plus, Users, Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadError } from '../../../components/ui/load-error';
import { useInstructorDashboard } from '../api/get-instructor-dashboard';
import { HomeHeading } from './home-heading';
import { HomeSkeleton } from './home-skeleton';
import { MoneyLines } from './money-lines';
import { RecentActivity } from './recent-activity';
import { RecentCourses } from './recent-courses';
import { StatCard, StatGrid } from './stat-card';

const home = messages.shell.home;
const t = messages.dashboard;

/** The instructor's home (SPEC.md §2): the welcome with 'Crear Nuevo Curso', then their courses' live figures. */
export function InstructorHome({ user }: { user: CurrentUser }) {
  const dashboard = useInstructorDashboard();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/students" variant="outline">
            <ClipboardList aria-hidden className="size-4" />
            {t.links.students}
          </ButtonLink>
          <ButtonLink to="/dashboard/courses/create">
            <Plus aria-hidden className="size-4" />
            {messages.courseForm.createTitle}
          </ButtonLink>
        </div>
      </div>
      {dashboard.isPending ? (
        <HomeSkeleton />
      ) : dashboard.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t.instructor.activeCourses} icon={BookOpen}>
              {formatDecimal(dashboard.data.activeCourses)}
            </StatCard>
            <StatCard label={t.instructor.totalStudents} icon={Users}>
              {formatDecimal(dashboard.data.totalStudents)}
            </StatCard>
            <StatCard label={t.instructor.completionRate} icon={CircleCheck}>
              {t.percent(dashboard.data.completionRate)}
            </StatCard>
            <StatCard label={t.instructor.monthlyRevenue} icon={Wallet}>
              <MoneyLines amounts={dashboard.data.monthlyRevenue} />
            </StatCard>
          </StatGrid>
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentCourses courses={dashboard.data.recentCourses} />
            <RecentActivity activity={dashboard.data.recentActivity} />
          </div>
        </>
      )}
    </div>
  );
}
