import type { Notification } from '@aula/shared';

export type NotificationListener = (notification: Notification) => void;

/**
 * Carries a just-created notification to the live streams of its recipient. One process can
 * do that in memory; several behind a load balancer need a shared channel (Redis), because
 * the stream may be open on another process than the one that created the notification.
 */
export interface NotificationBus {
  /** Delivers to every listener of the profile, wherever it is connected. */
  publish(profileId: string, notification: Notification): Promise<void>;
  /** Listens for the profile's new notifications until the returned function is called. */
  subscribe(profileId: string, listener: NotificationListener): () => void;
}
