import { ProgressPage } from '@/features/learning/progress/progress-page';

/** /dashboard/progress (DECISIONS.md §1): the signed-in user's progress across their courses. */
export function Component() {
  return <ProgressPage />;
}
