import type { ResumePoint } from '@aula/shared';
import { api, unwrap } from '../../../../lib/api/client';

/**
 * PUT /api/courses/{id}/resume. `keepalive` lets the request outlive the page (closing the tab,
 * reloading): navigator.sendBeacon cannot carry the bearer token, a keepalive fetch can.
 */
export function saveResumePoint(
  courseId: string,
  point: ResumePoint,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  return unwrap(
    api.PUT('/api/courses/{id}/resume', { params: { path: { id: courseId } }, body: point, keepalive }),
  ).then(() => undefined);
}
