import { SCHEDULED_TASKS_PATH, scheduledTaskMessages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionCard } from '@/components/ui/section-card';

const t = scheduledTaskMessages.screen;

/**
 * 'Tareas programadas' on /dashboard/settings, for admins: the way to the queue's own screen,
 * which is not in the sidebar since it is looked at seldom, when something seems stuck.
 */
export function ScheduledTasksCard() {
  return (
    <SectionCard id="settings-tasks" title={t.title} description={t.settingsLinkText}>
      <ButtonLink to={SCHEDULED_TASKS_PATH} variant="outline" className="self-start">
        {t.open}
      </ButtonLink>
    </SectionCard>
  );
}
