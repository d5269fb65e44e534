import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * A styled native <select>: the platform's own picker is the most accessible and, on phones,
 * the most usable choice for short lists. Looks like <Input>.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base sm:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
          // The empty choice is the placeholder: shown in the muted colour until something is picked.
          'has-[option[value=""]:checked]:text-muted-foreground [&_option]:text-foreground',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
