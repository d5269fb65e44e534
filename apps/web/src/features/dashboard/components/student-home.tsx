import { formatDecimal, messages, type CurrentUser } from '@aula/shared';
import { BookOpen, ChartNoAxesColumn, CircleCheck, Clock, TrendingUp } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadError } from '../../../components/ui/load-error';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { ContinueLearningCard } from './continue-learning-card';
import { HomeHeading } from './home-heading';
import { HomeSkeleton } from './home-skeleton';
import { RecentAchievements } from './recent-achievements';
import { RecommendedCourses } from './recommended-courses';
import { StatCard, StatGrid } from './stat-card';

const home = messages.shell.home;
const t = messages.dashboard;

/**
 * The student's home (SPEC.md §2), also the home of any role the app does not know
 * (DECISIONS.md §4): the learning figures, where to pick up, recent achievements and
 * courses to take next.
 */
export function StudentHome({ user }: { user: CurrentUser }) {
  const dashboard = useStudentDashboard();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
        <ButtonLink to="/dashboard/progress" variant="outline">
          <ChartNoAxesColumn aria-hidden className="size-4" />
          {t.links.progress}
        </ButtonLink>
      </div>
      {dashboard.isPending ? (
        <HomeSkeleton />
      ) : dashboard.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t.student.enrolledCourses} icon={BookOpen}>
              {formatDecimal(dashboard.data.enrolledCourses)}
            </StatCard>
            <StatCard label={t.student.studyHours} icon={Clock}>
              {messages.myCourses.hours(dashboard.data.studyHours)}
            </StatCard>
            <StatCard label={t.student.completedCourses} icon={CircleCheck}>
              {formatDecimal(dashboard.data.completedCourses)}
            </StatCard>
            <StatCard label={t.student.averageProgress} icon={TrendingUp}>
              {t.percent(dashboard.data.averageProgress)}
            </StatCard>
          </StatGrid>
          <ContinueLearningCard course={dashboard.data.continueLearning} />
          <RecentAchievements achievements={dashboard.data.recentAchievements} />
          <RecommendedCourses courses={dashboard.data.recommendedCourses} />
        </>
      )}
    </div>
  );
}
