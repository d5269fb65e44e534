import { scheduledTaskMessages } from '@aula/shared';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRetryJob } from '../api/retry-job';

const t = scheduledTaskMessages.screen;

/**
 * 'Reintentar' on a failed job's row. No confirmation: putting a job back in the queue is what its
 * own retries already do, and jobs are safe to run again (docs/architecture.md#idempotent-jobs).
 */
export function RetryJobButton({ jobId }: { jobId: string }) {
  const retry = useRetryJob();
  return (
    <Button variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(jobId)}>
      <RotateCw aria-hidden className="size-4" />
      {retry.isPending ? t.retrying : t.retry}
    </Button>
  );
}
