import { useCallback, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { SaveResumeOptions } from './use-resume';

/** While playing, the position and the range played are saved this often, besides on pause and on leaving. */
export const RESUME_SAVE_INTERVAL_MS = 10_000;

/** A stretch of the video played without a jump, in seconds. */
export interface WatchedRange {
  fromSeconds: number;
  toSeconds: number;
}

export type SaveVideoPosition = (
  seconds: number,
  options?: SaveResumeOptions,
  watched?: WatchedRange,
) => void;

/**
 * Saves where the student is in the video (issue 5, 'Resume') and what they played, the evidence
 * that completes the lesson: every 10 s while playing, on pause, on a jump, at the end, when the
 * page is hidden or closed, and on leaving the lesson. Each save carries the range played since
 * the previous one; a jump ends a range and starts another where playback lands, so that skipping
 * ahead never counts as watched. Starting to play reports an empty range, so that the server
 * measures the next one against the real time that passed. Nothing is saved until the student
 * plays or moves the video, so that opening a lesson and leaving it never overwrites the position
 * saved before; the same second is not saved twice without a range to report.
 */
export function useVideoPosition(
  videoRef: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  onSavePosition: SaveVideoPosition,
) {
  const moved = useRef(false);
  const lastSaved = useRef<number | null>(null);
  /** where the range being played started; null while paused */
  const rangeStart = useRef<number | null>(null);
  /** the last position seen while playing: where a jump left from */
  const lastTime = useRef(0);

  const saveFrom = useCallback(
    (video: HTMLVideoElement | null, options?: SaveResumeOptions, rangeEnd?: number) => {
      if (!video || !moved.current) return;
      const seconds = video.ended ? 0 : Math.floor(video.currentTime);
      const end =
        rangeEnd ?? (video.ended && Number.isFinite(video.duration) ? video.duration : video.currentTime);
      const start = rangeStart.current;
      const watched = start !== null && end > start ? { fromSeconds: start, toSeconds: end } : undefined;
      rangeStart.current = video.paused || video.ended ? null : end;
      if (seconds === lastSaved.current && !watched) return;
      lastSaved.current = seconds;
      onSavePosition(seconds, options, watched);
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
    /** playback started: a range starts here, and the server is told when */
    started: useCallback(() => {
      const video = videoRef.current;
      if (!video) return;
      moved.current = true;
      const at = video.currentTime;
      rangeStart.current = at;
      lastTime.current = at;
      lastSaved.current = Math.floor(at);
      onSavePosition(Math.floor(at), undefined, { fromSeconds: at, toSeconds: at });
    }, [onSavePosition, videoRef]),
    /** the position moved while playing */
    timeUpdated: useCallback(() => {
      const video = videoRef.current;
      if (video && !video.seeking) lastTime.current = video.currentTime;
    }, [videoRef]),
    /** a jump began: the range played so far ends where it left from */
    seeking: useCallback(() => {
      if (rangeStart.current !== null) saveFrom(videoRef.current, undefined, lastTime.current);
    }, [saveFrom, videoRef]),
    /** the jump landed (paused or playing, there is now a position worth saving); playing on starts a new range there */
    seeked: useCallback(() => {
      const video = videoRef.current;
      if (!video) return;
      moved.current = true;
      lastTime.current = video.currentTime;
      if (!video.paused) rangeStart.current = video.currentTime;
    }, [videoRef]),
    save: useCallback(() => saveFrom(videoRef.current), [saveFrom, videoRef]),
  };
}
