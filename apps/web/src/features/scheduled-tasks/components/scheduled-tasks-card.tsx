import { SCHEDULED_TASKS_PATH, scheduledTaskMessages } from '@aula/shared';
import { SettingsLinkCard } from '@/components/settings-link-card';

const t = scheduledTaskMessages.screen;

/**
 * 'Tareas programadas' on /dashboard/settings, for admins: the way to the queue's own screen,
 * which is not in the sidebar since it is looked at seldom, when something seems stuck.
 */
export function ScheduledTasksCard() {
  return <SettingsLinkCard id="settings-tasks" to={SCHEDULED_TASKS_PATH} copy={t} />;
}
