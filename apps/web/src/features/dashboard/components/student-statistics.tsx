import { formatDecimal, messages } from '@aula/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useStudentDashboard } from '../api/get-student-dashboard';

const t = messages.dashboard;

/**
 * The profile's statistics card (docs/product/people.md#profile-statistics): the caller's real
 * learning figures, the same the student's home shows.
 */
export function StudentStatistics() {
  const dashboard = useStudentDashboard();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{messages.profile.statistics}</CardTitle>
      </CardHeader>
      <CardContent>
        {dashboard.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <span className="sr-only">{t.loading}</span>
            {[0, 1, 2, 3].map((item) => (
              <div key={item} aria-hidden>
                <Skeleton className="h-14" />
              </div>
            ))}
          </div>
        ) : dashboard.isError ? (
          <LoadError
            message={messages.profile.statisticsLoadError}
            retryLabel={messages.common.retry}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {[
              [t.student.enrolledCourses, formatDecimal(dashboard.data.enrolledCourses)],
              [t.student.completedCourses, formatDecimal(dashboard.data.completedCourses)],
              [messages.certificates.tab, formatDecimal(dashboard.data.certificates)],
              [t.student.studyHours, messages.myCourses.hours(dashboard.data.studyHours)],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col gap-1 rounded-lg bg-background p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
