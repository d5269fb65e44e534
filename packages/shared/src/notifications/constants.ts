/**
 * Notification rules (docs/product/learning.md#notifications), and the limits the server enforces
 * on them.
 */

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The bell's badge shows the count up to this number, then '9+'. */
export const NOTIFICATION_BADGE_MAX = 9;

/** Toast pop-ups: unread notifications created within the last 5 s, at most 3 at once, each for 5 s. */
export const NOTIFICATION_TOAST_MAX = 3;
export const NOTIFICATION_TOAST_WINDOW_MS = 5000;
export const NOTIFICATION_TOAST_DURATION_MS = 5000;

/** The bell lists the newest ones; the unread count covers them all. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The live stream sends a comment this often, so proxies keep it open and clients notice a dead one. */
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;

/**
 * The last event of a stream the server closed because its account opened more streams than it
 * may hold: the tab waits until the person turns to it before it opens another.
 */
export const NOTIFICATION_STREAM_SUPERSEDED_EVENT = 'superseded';

export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 500;
export const NOTIFICATION_ACTION_URL_MAX_LENGTH = 300;
export const NOTIFICATION_ACTION_LABEL_MAX_LENGTH = 40;
