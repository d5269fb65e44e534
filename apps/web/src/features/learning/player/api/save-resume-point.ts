import type { CompletionReadiness, ResumePoint } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';

/**
 * PUT /api/courses/{id}/resume: where the student is and what the player saw of the lesson.
 * Answers whether the lesson may be completed now. `keepalive` lets the request outlive the page
 * (closing the tab, reloading): navigator.sendBeacon cannot carry the bearer token, a keepalive
 * fetch can.
 */
export function saveResumePoint(
  courseId: string,
  point: ResumePoint,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<CompletionReadiness> {
  return unwrap(
    api.PUT('/api/courses/{id}/resume', { params: { path: { id: courseId } }, body: point, keepalive }),
  ).then((saved) => saved.completion);
}
