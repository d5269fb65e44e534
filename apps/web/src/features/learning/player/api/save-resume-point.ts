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

/** The last save queued for each course: what a fresh read of the course must wait for. */
const lastSaves = new Map<string, Promise<void>>();

/**
 * Records the save that leaves last for a course. The player page queues its saves and may be
 * gone before they are answered (the student went to 'Mis Cursos'); the course read when they come
 * back waits for them (`resumeSavesSettled`), so that the server never answers with a position
 * older than the one the student left at.
 */
export function trackResumeSave(courseId: string, save: Promise<void>) {
  lastSaves.set(courseId, save);
  void save.finally(() => {
    if (lastSaves.get(courseId) === save) lastSaves.delete(courseId);
  });
}

/** Resolves once every save queued so far for the course has been answered, or has failed. */
export function resumeSavesSettled(courseId: string): Promise<void> {
  return lastSaves.get(courseId) ?? Promise.resolve();
}
