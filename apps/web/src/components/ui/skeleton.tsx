import { cn } from '@/lib/utils/cn';

/** A grey block where content will appear once it loads; still for those who ask for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)} />
  );
}
