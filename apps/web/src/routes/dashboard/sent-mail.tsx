import { SentMailPage } from '@/features/sent-mail/components/sent-mail-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/settings/mail: 'Correo enviado', where admins read the emails Aula sent and preview its templates. */
export function Component() {
  return <SentMailPage viewer={useDashboardUser()} />;
}
