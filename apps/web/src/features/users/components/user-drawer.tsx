import type { ComponentProps } from 'react';
import { SheetContent } from '@/components/ui/sheet';
import { cn } from '@/lib/utils/cn';

/** The screen's drawers slide in from the right, over the table, full width on a phone. */
export function UserDrawer({ className, ...props }: ComponentProps<typeof SheetContent>) {
  return (
    <SheetContent
      className={cn('right-0 left-auto w-full max-w-md overflow-y-auto border-r-0 border-l p-6', className)}
      {...props}
    />
  );
}
