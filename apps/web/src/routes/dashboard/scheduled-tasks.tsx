import { ScheduledTasksPage } from '@/features/scheduled-tasks/components/scheduled-tasks-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/settings/tasks: 'Tareas programadas', where admins watch the background jobs and retry a failed one. */
export function Component() {
  return <ScheduledTasksPage viewer={useDashboardUser()} />;
}
