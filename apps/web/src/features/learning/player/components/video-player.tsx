import { messages, PLAYER_SKIP_SECONDS, PLAYER_VOLUME_STEP } from '@aula/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/utils/cn';
import { useAutoHide } from '../hooks/use-auto-hide';
import { useVideoPosition, type SaveVideoPosition } from '../hooks/use-video-position';
import { useVideoShortcuts, type VideoShortcut } from '../hooks/use-video-shortcuts';
import { VideoControls, type VideoControlsActions, type VideoControlsState } from './video-controls';
import { toggleFullscreen, togglePictureInPicture } from '../lib/video-modes';

const t = messages.player.video;
const TOAST = { position: 'top-center' } as const;

/** A saved position this close to the end means the video was finished: it starts over. */
const FINISHED_MARGIN_SECONDS = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundVolume = (volume: number) => clamp(Math.round(volume * 10) / 10, 0, 1);

interface VideoPlayerProps {
  /** the signed link the lesson opened with; the player keeps it (see refreshSource) */
  src: string;
  title: string;
  /** where the student left the video, in seconds */
  startAt: number;
  /** whether the controls may fade while playing: not on phones, not in the small layout */
  autoHide: boolean;
  onEnded(): void;
  /** the position, and the range played since the previous save: the evidence that completes the lesson */
  onSavePosition: SaveVideoPosition;
  /** a fresh signed link, for when the one in use expired during a long pause */
  refreshSource(): Promise<string | null>;
}

const INITIAL_STATE: VideoControlsState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  speed: 1,
  fullscreen: false,
  pictureInPicture: false,
};

/**
 * A video lesson (docs/product/learning.md#video-lessons): our own controls around <video>,
 * shortcuts and the resume point.
 */
export function VideoPlayer({
  src: initialSrc,
  title,
  startAt,
  autoHide,
  onEnded,
  onSavePosition,
  refreshSource,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState(initialSrc);
  const [state, setState] = useState(INITIAL_STATE);
  const [canPictureInPicture] = useState(() => document.pictureInPictureEnabled === true);
  const { visible, poke } = useAutoHide(autoHide && state.playing);
  const hintId = useId();
  /** where to put the video once its metadata is in: the saved position, or where it was before a new link */
  const seekOnLoad = useRef(startAt);
  const playOnLoad = useRef(false);
  const loadedOnce = useRef(false);
  const renewing = useRef(false);
  const position = useVideoPosition(videoRef, state.playing, onSavePosition);

  const update = useCallback(
    (patch: Partial<VideoControlsState>) => setState((previous) => ({ ...previous, ...patch })),
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    const container = containerRef.current;
    const onFullscreenChange = () =>
      update({ fullscreen: container !== null && document.fullscreenElement === container });
    const onEnterPictureInPicture = () => update({ pictureInPicture: true });
    const onLeavePictureInPicture = () => update({ pictureInPicture: false });
    document.addEventListener('fullscreenchange', onFullscreenChange);
    video?.addEventListener('enterpictureinpicture', onEnterPictureInPicture);
    video?.addEventListener('leavepictureinpicture', onLeavePictureInPicture);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      video?.removeEventListener('enterpictureinpicture', onEnterPictureInPicture);
      video?.removeEventListener('leavepictureinpicture', onLeavePictureInPicture);
    };
  }, [update]);

  function play(video: HTMLVideoElement) {
    video.play().catch((error: unknown) => {
      // A play cut short by a pause or a new source is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t.playFailed, TOAST);
    });
  }

  function setVolume(video: HTMLVideoElement, volume: number) {
    const value = roundVolume(volume);
    video.volume = value;
    video.muted = value === 0;
  }

  const actions: VideoControlsActions = {
    togglePlay() {
      const video = videoRef.current;
      if (!video) return;
      if (video.paused || video.ended) play(video);
      else video.pause();
    },
    skip(seconds) {
      const video = videoRef.current;
      if (!video) return;
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = clamp(video.currentTime + seconds, 0, end);
    },
    seek(seconds) {
      if (videoRef.current) videoRef.current.currentTime = seconds;
    },
    setVolume(volume) {
      if (videoRef.current) setVolume(videoRef.current, volume);
    },
    toggleMute() {
      const video = videoRef.current;
      if (!video) return;
      if (video.muted || video.volume === 0) setVolume(video, video.volume || 1);
      else video.muted = true;
    },
    setSpeed(speed) {
      if (videoRef.current) videoRef.current.playbackRate = speed;
    },
    toggleFullscreen() {
      toggleFullscreen(containerRef.current, videoRef.current).catch(() =>
        toast.error(t.fullscreenFailed, TOAST),
      );
    },
    togglePictureInPicture() {
      togglePictureInPicture(videoRef.current).catch(() => toast.error(t.pictureInPictureFailed, TOAST));
    },
  };

  useVideoShortcuts((shortcut: VideoShortcut) => {
    const video = videoRef.current;
    if (!video) return;
    poke();
    const volume = video.muted ? 0 : video.volume;
    if (shortcut === 'togglePlay') actions.togglePlay();
    else if (shortcut === 'back') actions.skip(-PLAYER_SKIP_SECONDS);
    else if (shortcut === 'forward') actions.skip(PLAYER_SKIP_SECONDS);
    else if (shortcut === 'volumeUp') setVolume(video, volume + PLAYER_VOLUME_STEP);
    else if (shortcut === 'volumeDown') setVolume(video, volume - PLAYER_VOLUME_STEP);
    else if (shortcut === 'mute') actions.toggleMute();
    else actions.toggleFullscreen();
  });

  async function handleError() {
    const video = videoRef.current;
    // A signed link lasts an hour: after a long pause the next range request is refused.
    // Once per link, ask for a fresh one and continue where the video was.
    if (video && loadedOnce.current && !renewing.current) {
      renewing.current = true;
      seekOnLoad.current = video.currentTime;
      playOnLoad.current = !video.paused;
      const fresh = await refreshSource().catch(() => null);
      if (fresh && fresh !== src) {
        setSrc(fresh);
        return;
      }
    }
    toast.error(t.loadFailed, TOAST);
  }

  function handleLoadedMetadata() {
    const video = videoRef.current;
    if (!video) return;
    loadedOnce.current = true;
    renewing.current = false;
    // A new source starts at the default rate; keep the one the student chose.
    video.playbackRate = state.speed;
    update({ duration: video.duration });
    const start = seekOnLoad.current;
    if (start > 0 && start < video.duration - FINISHED_MARGIN_SECONDS) video.currentTime = start;
    if (playOnLoad.current) {
      playOnLoad.current = false;
      play(video);
    }
  }

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={`${t.region}: ${title}`}
      aria-describedby={hintId}
      tabIndex={0}
      onPointerMove={poke}
      onPointerDown={poke}
      onKeyDown={poke}
      onFocus={poke}
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-black',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        !visible && 'cursor-none',
      )}
    >
      <p id={hintId} className="sr-only">
        {t.shortcuts}
      </p>
      <video
        ref={videoRef}
        src={src}
        playsInline
        preload="metadata"
        className="size-full object-contain"
        onClick={actions.togglePlay}
        onLoadedMetadata={handleLoadedMetadata}
        onDurationChange={(event) => update({ duration: event.currentTarget.duration })}
        onTimeUpdate={(event) => {
          position.timeUpdated();
          update({ currentTime: event.currentTarget.currentTime });
        }}
        onSeeking={position.seeking}
        onSeeked={(event) => {
          position.seeked();
          update({ currentTime: event.currentTarget.currentTime });
        }}
        onPlay={() => {
          position.started();
          update({ playing: true });
        }}
        onPause={(event) => {
          update({ playing: false });
          // The pause that comes with the end is not a place to come back to.
          if (!event.currentTarget.ended) position.save();
        }}
        onEnded={() => {
          update({ playing: false });
          // Saved as 0: a finished video opens from its start next time.
          position.save();
          onEnded();
        }}
        onVolumeChange={(event) =>
          update({ volume: event.currentTarget.volume, muted: event.currentTarget.muted })
        }
        onRateChange={(event) => update({ speed: event.currentTarget.playbackRate })}
        onError={() => void handleError()}
      >
        {t.unsupported}
      </video>
      <div
        className={cn(
          'absolute inset-x-0 bottom-0 transition-opacity duration-300 motion-reduce:transition-none',
          visible ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      >
        <VideoControls state={state} actions={actions} canPictureInPicture={canPictureInPicture} />
      </div>
    </div>
  );
}
