import { formatDecimal, messages, type CurrentUser } from '@aula/shared';
import { BookOpen, ChartNoAxesColumn, CircleCheck, Clock, TrendingUp } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { ContinueLearningCard } from './continue-learning-card';
import { HomeLayout } from './home-layout';
import { RecentAchievements } from './recent-achievements';
import { RecommendedCourses } from './recommended-courses';
import { StatCard, StatGrid } from './stat-card';

const home = messages.shell.home;
const t = messages.dashboard;

/**
 * The student's home (docs/product/people.md#student-home), also the home of any role the app does
 * not know (docs/product/accounts.md#unknown-roles): the learning figures, where to pick up, recent
 * achievements and courses to take next.
 */
export function StudentHome({ user }: { user: CurrentUser }) {
  const dashboard = useStudentDashboard();
  return (
    <HomeLayout
      title={home.welcome(user.names)}
      subtitle={home.welcomeBack}
      actions={
        <ButtonLink to="/dashboard/progress" variant="outline">
          <ChartNoAxesColumn aria-hidden className="size-4" />
          {t.links.progress}
        </ButtonLink>
      }
      dashboard={dashboard}
    >
      {(data) => (
        <>
          <StatGrid>
            <StatCard label={t.student.enrolledCourses} icon={BookOpen}>
              {formatDecimal(data.enrolledCourses)}
            </StatCard>
            <StatCard label={t.student.studyHours} icon={Clock}>
              {messages.myCourses.hours(data.studyHours)}
            </StatCard>
            <StatCard label={t.student.completedCourses} icon={CircleCheck}>
              {formatDecimal(data.completedCourses)}
            </StatCard>
            <StatCard label={t.student.averageProgress} icon={TrendingUp}>
              {t.percent(data.averageProgress)}
            </StatCard>
          </StatGrid>
          <ContinueLearningCard course={data.continueLearning} />
          <RecentAchievements achievements={data.recentAchievements} />
          <RecommendedCourses courses={data.recommendedCourses} />
        </>
      )}
    </HomeLayout>
  );
}
