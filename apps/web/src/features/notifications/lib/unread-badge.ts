import { NOTIFICATION_BADGE_MAX } from '@aula/shared';

/**
 * The bell's badge: nothing when all is read, the count up to 9, then '9+'
 * (docs/product/learning.md#bell-and-panel).
 */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unreadCount);
}
