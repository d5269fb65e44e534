import { formatDecimal, messages, type CurrentUser, courseFormMessages } from '@aula/shared';
import { BookOpen, CircleCheck, ClipboardList, Plus, Users, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { MoneyLines } from '@/components/ui/money-lines';
import { useInstructorDashboard } from '../api/get-instructor-dashboard';
import { HomeLayout } from './home-layout';
import { RecentActivity } from './recent-activity';
import { RecentCourses } from './recent-courses';
import { StatCard, StatGrid } from './stat-card';

const home = messages.shell.home;
const t = messages.dashboard;

/**
 * The instructor's home (docs/product/people.md#instructor-home): the welcome with
 * 'Crear Nuevo Curso', then their courses' live figures.
 */
export function InstructorHome({ user }: { user: CurrentUser }) {
  const dashboard = useInstructorDashboard();
  return (
    <HomeLayout
      title={home.welcome(user.names)}
      subtitle={home.welcomeBack}
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/students" variant="outline">
            <ClipboardList aria-hidden className="size-4" />
            {t.links.students}
          </ButtonLink>
          <ButtonLink to="/dashboard/courses/create">
            <Plus aria-hidden className="size-4" />
            {courseFormMessages.createTitle}
          </ButtonLink>
        </div>
      }
      dashboard={dashboard}
    >
      {(data) => (
        <>
          <StatGrid>
            <StatCard label={t.instructor.activeCourses} icon={BookOpen}>
              {formatDecimal(data.activeCourses)}
            </StatCard>
            <StatCard label={t.instructor.totalStudents} icon={Users}>
              {formatDecimal(data.totalStudents)}
            </StatCard>
            <StatCard label={t.instructor.completionRate} icon={CircleCheck}>
              {t.percent(data.completionRate)}
            </StatCard>
            <StatCard label={t.instructor.monthlyRevenue} icon={Wallet}>
              <MoneyLines amounts={data.monthlyRevenue} />
            </StatCard>
          </StatGrid>
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentCourses courses={data.recentCourses} />
            <RecentActivity activity={data.recentActivity} />
          </div>
        </>
      )}
    </HomeLayout>
  );
}
