import { messages } from '@aula/shared';

const block = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none';

/** The page's shape while the course loads, so that nothing jumps when it arrives. */
export function CourseDetailSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{messages.courseDetail.loading}</span>
      <div aria-hidden className={`${block} aspect-video max-h-96 w-full rounded-xl`} />
      <div aria-hidden className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-3">
          <div className={`${block} h-8 w-3/4`} />
          <div className={`${block} h-4 w-full`} />
          <div className={`${block} h-4 w-2/3`} />
          <div className={`${block} mt-4 h-10 w-full`} />
          <div className={`${block} h-32 w-full`} />
        </div>
        <div className={`${block} h-64 w-full rounded-xl`} />
      </div>
    </div>
  );
}
