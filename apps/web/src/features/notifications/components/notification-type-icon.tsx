import { messages, type NotificationType } from '@aula/shared';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

const ICONS: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  info: { Icon: Info, className: 'text-sky-600' },
  success: { Icon: CircleCheck, className: 'text-emerald-600' },
  warning: { Icon: TriangleAlert, className: 'text-amber-600' },
  error: { Icon: CircleX, className: 'text-destructive' },
};

/** The type's icon, with its name for screen readers (colour alone says nothing to them). */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { Icon, className: colour } = ICONS[type];
  return (
    <span className={cn('shrink-0', colour, className)}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{messages.notifications.typeNames[type]}: </span>
    </span>
  );
}
