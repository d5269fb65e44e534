import { teamMessages } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** The person's page while it loads; screen readers hear the status instead. */
export function TeamMemberSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {teamMessages.member.loading}
      </p>
      <div aria-hidden className="flex flex-col gap-6">
        <Skeleton className="h-4 w-36" />
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </>
  );
}
