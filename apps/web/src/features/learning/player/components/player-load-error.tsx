import { messages } from '@aula/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { hasErrorCode } from '@/lib/api/api-error';

const t = messages.player.load;

/** Why the course did not open: not enrolled (enroll from its page), not found, or a failure to retry. */
export function PlayerLoadError({
  error,
  courseId,
  onRetry,
  retrying,
}: {
  error: Error;
  courseId: string;
  onRetry(): void;
  retrying: boolean;
}) {
  if (hasErrorCode(error, 'forbidden')) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
      >
        <h1 className="text-xl font-semibold">{t.notEnrolledTitle}</h1>
        <p className="text-muted-foreground">{messages.learning.notEnrolled}</p>
        <ButtonLink to={`/dashboard/courses/details/${courseId}`}>{t.goToDetails}</ButtonLink>
      </div>
    );
  }
  if (hasErrorCode(error, 'not_found')) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
      >
        <h1 className="text-xl font-semibold">{t.notFoundTitle}</h1>
        <p className="text-muted-foreground">{messages.courses.notFound}</p>
        <ButtonLink to="/dashboard" variant="outline">
          {messages.player.back}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6">
      <p>{t.failed}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className="size-4" />
        {messages.common.retry}
      </Button>
    </div>
  );
}

/** Not being enrolled, or a course that does not exist, are answers to show, not failures to toast. */
export function isLoadFailure(error: Error) {
  return !hasErrorCode(error, 'forbidden', 'not_found');
}
