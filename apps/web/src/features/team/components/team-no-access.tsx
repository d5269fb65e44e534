import { teamMessages as t } from '@aula/shared';
import { NoAccess } from '@/components/ui/no-access';

/** What someone who supervises no unit sees on 'Mi equipo' (the server refuses them too: 'forbidden'). */
export function TeamNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.noAccessText}
      backLabel={t.backToDashboard}
      backTo="/dashboard"
    />
  );
}
