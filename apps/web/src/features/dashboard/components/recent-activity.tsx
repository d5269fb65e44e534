import { messages, type ActivityKind, type InstructorDashboard } from '@aula/shared';
import { CircleCheck, MessageSquare, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard.instructor;

const ICONS: Record<ActivityKind, LucideIcon> = {
  enrollment: UserPlus,
  completion: CircleCheck,
  comment: MessageSquare,
};

/** 'Actividad Reciente': enrollments, completions and comments in the instructor's courses, newest first. */
export function RecentActivity({ activity }: { activity: InstructorDashboard['recentActivity'] }) {
  return (
    <HomeSection title={t.recentActivity}>
      {activity.length === 0 ? (
        <EmptyNote>{t.recentActivityEmpty}</EmptyNote>
      ) : (
        <ol className="flex flex-col divide-y divide-border">
          {activity.map((event, index) => {
            const Icon = ICONS[event.kind];
            return (
              <li key={`${index}-${event.kind}-${event.at}`} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link
                    to={`/dashboard/courses/details/${event.courseId}`}
                    className="text-sm break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {t.activity[event.kind](event.studentNames, event.courseTitle)}
                  </Link>
                  <time dateTime={event.at} className="text-xs text-muted-foreground">
                    {formatDate(event.at)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </HomeSection>
  );
}
