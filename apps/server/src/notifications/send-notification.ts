import { messages, type Notification, type SendNotificationData } from '@aula/shared';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { createNotification } from './create-notification';

/** An administrator's notice to one user: only a live account can receive it. */
export async function sendNotification(
  deps: Pick<AppDeps, 'db' | 'notificationBus' | 'logger'>,
  notice: SendNotificationData,
): Promise<Notification> {
  const recipient = await deps.db.kysely
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select('p.id_profile')
    .where('p.id_profile', '=', notice.profileId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!recipient) throw AppError.notFound(messages.notifications.recipientNotFound);
  return createNotification(deps, notice);
}
