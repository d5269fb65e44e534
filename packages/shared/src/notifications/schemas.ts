import { z } from 'zod';
import { messages } from '../messages';
import { isInternalPath } from './action-url';
import {
  NOTIFICATION_ACTION_LABEL_MAX_LENGTH,
  NOTIFICATION_ACTION_URL_MAX_LENGTH,
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_TYPES,
} from './constants';

const m = messages.notifications;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: m.typeInvalid });

/** A notification as the bell shows it (docs/product/learning.md#bell-and-panel). */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** ISO 8601, when it was created */
  timestamp: z.iso.datetime(),
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  actionLabel: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  /** newest first, at most NOTIFICATION_LIST_LIMIT */
  notifications: z.array(notificationSchema),
  /** all the unread ones, not only those listed */
  unreadCount: z.number().int().min(0),
  /** the server's clock (ISO 8601): "created within the last 5 s" is measured on it, not on the browser's */
  serverTime: z.iso.datetime(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: m.idInvalid }) });

/** An administrator's notice to one user ("aviso del administrador"). */
export const sendNotificationSchema = z
  .object({
    profileId: z.uuid({ error: m.recipientInvalid }),
    type: notificationTypeSchema.default('info'),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, m.titleRequired)
      .max(NOTIFICATION_TITLE_MAX_LENGTH, m.titleTooLong),
    message: z
      .string({ error: m.messageRequired })
      .trim()
      .min(1, m.messageRequired)
      .max(NOTIFICATION_MESSAGE_MAX_LENGTH, m.messageTooLong),
    actionUrl: z
      .string({ error: m.actionUrlInvalid })
      .trim()
      .max(NOTIFICATION_ACTION_URL_MAX_LENGTH, m.actionUrlInvalid)
      .refine(isInternalPath, m.actionUrlInvalid)
      .optional(),
    actionLabel: z
      .string({ error: m.actionLabelEmpty })
      .trim()
      .min(1, m.actionLabelEmpty)
      .max(NOTIFICATION_ACTION_LABEL_MAX_LENGTH, m.actionLabelTooLong)
      .optional(),
  })
  .refine((notice) => notice.actionLabel === undefined || notice.actionUrl !== undefined, {
    message: m.actionLabelWithoutUrl,
    path: ['actionLabel'],
  });
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;
export type SendNotificationData = z.output<typeof sendNotificationSchema>;
