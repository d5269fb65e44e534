import { orderMessages } from '@aula/shared';
import { NoAccess } from '@/components/ui/no-access';

const t = orderMessages.admin;

/** What someone who is not an admin sees on the order screens (the server refuses them too: 'forbidden'). */
export function OrdersNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.noAccessText}
      backLabel={t.backToDashboard}
      backTo="/dashboard"
    />
  );
}
