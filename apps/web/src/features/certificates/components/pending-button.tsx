import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ButtonProps } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils/cn';

/**
 * A button that shows a spinner while its request runs. It stays focusable (aria-disabled, not
 * disabled), so a keyboard user keeps their place, and ignores clicks until the request ends.
 */
export function PendingButton({
  pending,
  icon: Icon,
  onClick,
  className,
  children,
  ...props
}: Omit<ButtonProps, 'disabled'> & { pending: boolean; icon: LucideIcon }) {
  return (
    <Button
      {...props}
      aria-disabled={pending}
      aria-busy={pending}
      onClick={pending ? undefined : onClick}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
    >
      {pending ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Icon aria-hidden className="size-4" />
      )}
      {children}
    </Button>
  );
}
