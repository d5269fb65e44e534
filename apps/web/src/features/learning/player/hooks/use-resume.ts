import type { CompletionReadiness, ResumePoint } from '@aula/shared';
import { useCallback, useMemo, useRef } from 'react';
import { saveResumePoint, trackResumeSave } from '../api/save-resume-point';

export interface SaveResumeOptions {
  /** the page is being hidden or closed: the save cannot wait its turn */
  pageHidden?: boolean;
}

export type SaveResume = (point: ResumePoint, options?: SaveResumeOptions) => void;

export interface ResumeSaver {
  save: SaveResume;
  /** Resolves once every save asked for so far has been answered. */
  settled(): Promise<void>;
}

/**
 * Remembers where the student is, so that the course continues there on any device (issue 5,
 * 'Resume'), and reports what the player saw of the lesson, the evidence a completion needs.
 * Saves go out one after the other, so that the server stores them in the order they happened:
 * leaving a video records its position (and that lesson) before the next lesson is recorded as
 * the one opened last, and a video's last watched range arrives before its completion is asked
 * for. Each point is told to `onSaving` as it is sent, and each answer says whether the lesson
 * may be completed now (`onReadiness`). When the page is
 * going away there is no time to wait: the save leaves at once as a keepalive request. Review
 * mode records nothing. A failed save does not interrupt the lesson: the next one carries a newer
 * position anyway.
 */
export function useResumeSaver(
  courseId: string,
  enabled: boolean,
  onReadiness?: (lessonId: string, readiness: CompletionReadiness) => void,
  onSaving?: (point: ResumePoint) => void,
): ResumeSaver {
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback<SaveResume>(
    (point, { pageHidden = false } = {}) => {
      if (!enabled) return;
      // Told before the request leaves: a student who opens the course again before the answer
      // comes must find it where they left it.
      onSaving?.(point);
      const send = () =>
        saveResumePoint(courseId, point, { keepalive: pageHidden }).then(
          (readiness) => onReadiness?.(point.lessonId, readiness),
          () => undefined,
        );
      if (pageHidden) {
        void send();
        return;
      }
      queue.current = queue.current.then(send);
      trackResumeSave(courseId, queue.current);
    },
    [courseId, enabled, onReadiness, onSaving],
  );
  const settled = useCallback(() => queue.current, []);
  return useMemo(() => ({ save, settled }), [save, settled]);
}
