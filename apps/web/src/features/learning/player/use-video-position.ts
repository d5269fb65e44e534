import { useCallback, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { SaveResumeOptions } from './use-resume';

/** While playing, the position is saved this often, besides on pause and on leaving. */
export const RESUME_SAVE_INTERVAL_MS = 10_000;

/**
 * Saves where the student is in the video (issue 5, 'Resume'): every 10 s while playing, on
 * pause, when the page is hidden or closed, and on leaving the lesson. Nothing is saved until the
 * student plays or moves the video, so that opening a lesson and leaving it never overwrites the
 * position saved before; the same second is not saved twice.
 */
export function useVideoPosition(
  videoRef: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  onSavePosition: (seconds: number, options?: SaveResumeOptions) => void,
) {
  const moved = useRef(false);
  const lastSaved = useRef<number | null>(null);

  const saveFrom = useCallback(
    (video: HTMLVideoElement | null, options?: SaveResumeOptions) => {
      if (!video || !moved.current) return;
      const seconds = video.ended ? 0 : Math.floor(video.currentTime);
      if (seconds === lastSaved.current) return;
      lastSaved.current = seconds;
      onSavePosition(seconds, options);
    },
    [onSavePosition],
  );
  const saveFromEffect = useEffectEvent(saveFrom);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => saveFromEffect(videoRef.current), RESUME_SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, videoRef]);

  useEffect(() => {
    // The element itself: by the time the last cleanup runs, the ref no longer points to it.
    const video = videoRef.current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveFromEffect(video, { pageHidden: true });
    };
    const onPageHide = () => saveFromEffect(video, { pageHidden: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the lesson (another lesson, another page) records where the student stopped.
      saveFromEffect(video);
    };
  }, [videoRef]);

  return {
    /** the student played or sought: from now on there is a position worth saving */
    markMoved: useCallback(() => {
      moved.current = true;
    }, []),
    save: useCallback(() => saveFrom(videoRef.current), [saveFrom, videoRef]),
  };
}
