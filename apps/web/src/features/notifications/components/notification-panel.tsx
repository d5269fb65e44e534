import { messages, type Notification } from '@aula/shared';
import { BellOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils/cn';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useRemoveNotification } from '../api/remove-notification';
import { useNow } from '../hooks/use-now';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

const m = messages.notifications;
const MINUTE_MS = 60_000;

export interface NotificationPanelProps {
  id: string;
  /** the user opened a notification: the panel closes */
  onOpened(): void;
}

/**
 * The bell's panel (docs/product/interface.md#bell-panel): 80 units wide, at most 96 high, its list
 * scrolling inside.
 */
export function NotificationPanel({ id, onOpened }: NotificationPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, refetch } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const clearAll = useClearNotifications();
  const remove = useRemoveNotification();
  const openNotification = useOpenNotification();
  const now = useNow(MINUTE_MS) + (data?.clockOffsetMs ?? 0);

  // Keyboard and screen-reader users land in the panel; Tab then walks its actions and items.
  useEffect(() => panelRef.current?.focus(), []);

  // The control that had focus may disappear with the change: focus stays in the panel.
  const keepFocus = () => panelRef.current?.focus();

  const onOpen = (notification: Notification) => {
    openNotification(notification);
    if (notification.actionUrl) onOpened();
  };
  const onRemove = (notification: Notification) => {
    remove.mutate(notification.id);
    keepFocus();
  };

  const notifications = data?.notifications ?? [];
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'absolute top-full right-0 z-50 mt-2 flex max-h-96 w-80 flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg outline-none',
        // On a phone, 80 units from the bell's right edge would run off the left of the screen.
        'max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:w-auto',
      )}
    >
      <div className="flex flex-col gap-2 border-b border-border p-4">
        <h2 id={titleId} className="text-base font-semibold">
          {m.panelTitle}
        </h2>
        {data && notifications.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {m.unreadSummary(data.unreadCount)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                className="h-8 px-3 text-xs"
                disabled={data.unreadCount === 0}
                onClick={() => {
                  markAllRead.mutate();
                  keepFocus();
                }}
              >
                {m.markAllRead}
              </Button>
              <Button
                variant="outline"
                className="h-8 px-3 text-xs"
                onClick={() => {
                  clearAll.mutate();
                  keepFocus();
                }}
              >
                {m.clearAll}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <p className="p-4 text-sm text-muted-foreground">{messages.common.loading}</p>
        ) : isError && !data ? (
          <div className="flex flex-col items-start gap-2 p-4">
            <p className="text-sm text-destructive">{m.loadFailed}</p>
            <Button variant="outline" className="h-8 px-3 text-xs" onClick={() => void refetch()}>
              {messages.common.retry}
            </Button>
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-muted-foreground">
            <BellOff aria-hidden="true" className="size-8" />
            <p className="text-sm">{m.empty}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={onOpen}
                onRemove={onRemove}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
