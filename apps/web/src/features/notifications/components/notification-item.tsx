import { messages, type Notification } from '@aula/shared';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { formatRelativeTime } from '../lib/relative-time';
import { NotificationTypeIcon } from './notification-type-icon';

const m = messages.notifications;
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export interface NotificationItemProps {
  notification: Notification;
  /** the server's current time, for 'Hace N min' */
  now: number;
  onOpen(notification: Notification): void;
  onRemove(notification: Notification): void;
}

/** One row of the bell's panel: opening it marks it read (and follows its link); the cross removes it. */
export function NotificationItem({ notification, now, onOpen, onRemove }: NotificationItemProps) {
  const unread = !notification.read;
  return (
    <li className={cn('flex items-start gap-1 px-2 py-1', unread && 'bg-primary/5')}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-3 rounded-md p-2 text-left hover:bg-background',
          focusRing,
        )}
      >
        <NotificationTypeIcon type={notification.type} className="mt-0.5" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </span>
          <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
          <span className="text-xs text-muted-foreground">
            <time dateTime={notification.timestamp}>{formatRelativeTime(notification.timestamp, now)}</time>
            {notification.actionUrl && notification.actionLabel ? ` · ${notification.actionLabel}` : null}
          </span>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{m.unread}</span>
          </span>
        ) : null}
      </button>
      <button
        type="button"
        aria-label={m.remove(notification.title)}
        onClick={() => onRemove(notification)}
        className={cn(
          'mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground',
          focusRing,
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
