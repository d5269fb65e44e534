import { messages } from '@aula/shared';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { unreadBadgeText } from '../lib/unread-badge';
import { NotificationPanel } from './notification-panel';

/**
 * The header's bell (docs/product/interface.md#bell-panel): the unread badge, and a panel that
 * opens and closes with the button, closes with Escape (focus back on the bell), a click or focus
 * outside, or on following a notification's link.
 */
export function NotificationBell() {
  useLiveNotifications();
  const { data } = useNotifications();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unread);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={messages.notifications.bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs leading-none font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {open ? <NotificationPanel id={panelId} onOpened={() => close(false)} /> : null}
    </div>
  );
}
