import { ProgressPage } from '@/features/learning/progress/components/progress-page';

/** /dashboard/progress (docs/product/learning.md#my-progress-page): the signed-in user's progress across their courses. */
export function Component() {
  return <ProgressPage />;
}
