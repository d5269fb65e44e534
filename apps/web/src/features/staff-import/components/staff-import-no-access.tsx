import { messages, staffImportMessages as m } from '@aula/shared';
import { NoAccess } from '@/components/ui/no-access';

/** What anyone but an admin sees on 'Importar personal' (the server refuses them too: 'forbidden'). */
export function StaffImportNoAccess() {
  return (
    <NoAccess
      title={m.noAccessTitle}
      text={m.noAccessText}
      backLabel={messages.common.backToDashboard}
      backTo="/dashboard"
    />
  );
}
