import type { ResumePoint } from '@aula/shared';
import { useCallback, useRef } from 'react';
import { saveResumePoint } from './api/save-resume-point';

export interface SaveResumeOptions {
  /** the page is being hidden or closed: the save cannot wait its turn */
  pageHidden?: boolean;
}

export type SaveResume = (point: ResumePoint, options?: SaveResumeOptions) => void;

/**
 * Remembers where the student is, so that the course continues there on any device (issue 5,
 * 'Resume'). Saves go out one after the other, so that the server stores them in the order they
 * happened: leaving a video records its position (and that lesson) before the next lesson is
 * recorded as the one opened last. When the page is going away there is no time to wait: the save
 * leaves at once as a keepalive request. Review mode records nothing. A failed save does not
 * interrupt the lesson: the next one carries a newer position anyway.
 */
export function useResumeSaver(courseId: string, enabled: boolean): SaveResume {
  const queue = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (point, { pageHidden = false } = {}) => {
      if (!enabled) return;
      const send = () => saveResumePoint(courseId, point, { keepalive: pageHidden }).catch(() => undefined);
      if (pageHidden) {
        void send();
        return;
      }
      queue.current = queue.current.then(send);
    },
    [courseId, enabled],
  );
}
