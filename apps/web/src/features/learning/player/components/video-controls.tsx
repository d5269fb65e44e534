import { messages, PLAYER_SKIP_SECONDS, PLAYER_SPEEDS, PLAYER_VOLUME_STEP } from '@aula/shared';
import {
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  RotateCw,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';
import { formatTime } from '../lib/format-time';

const t = messages.player.video;

export interface VideoControlsState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: number;
  fullscreen: boolean;
  pictureInPicture: boolean;
}

export interface VideoControlsActions {
  togglePlay(): void;
  skip(seconds: number): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setSpeed(speed: number): void;
  toggleFullscreen(): void;
  togglePictureInPicture(): void;
}

function ControlButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/20 sm:size-10',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
      {...props}
    />
  );
}

const sliderClass = 'h-2 cursor-pointer accent-teal-400 focus-visible:outline-2 focus-visible:outline-white';

/** The bar over the bottom of the video: seek bar and time, then the buttons. */
export function VideoControls({
  state,
  actions,
  canPictureInPicture,
}: {
  state: VideoControlsState;
  actions: VideoControlsActions;
  canPictureInPicture: boolean;
}) {
  const current = formatTime(state.currentTime);
  const total = formatTime(state.duration);
  const silent = state.muted || state.volume === 0;
  // The seek bar's aria-valuetext already says the time; this is for the eyes only.
  const time = (className: string) => (
    <span className={cn('text-xs tabular-nums sm:text-sm', className)} aria-hidden>
      {current} / {total}
    </span>
  );
  return (
    <div className="flex flex-col gap-1 bg-gradient-to-t from-black/85 to-black/0 px-2 pt-6 pb-1 text-white sm:px-3">
      {/* On phones the time sits beside the seek bar, so that the buttons fit in one row at 375 px. */}
      <div className="flex items-center gap-2">
        <input
          type="range"
          aria-label={t.seek}
          aria-valuetext={t.time(current, total)}
          min={0}
          max={state.duration || 0}
          step="any"
          value={Math.min(state.currentTime, state.duration || 0)}
          onChange={(event) => actions.seek(Number(event.target.value))}
          className={cn(sliderClass, 'min-w-0 flex-1')}
        />
        {time('sm:hidden')}
      </div>
      <div className="flex flex-wrap items-center gap-x-1">
        <ControlButton aria-label={state.playing ? t.pause : t.play} onClick={actions.togglePlay}>
          {state.playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </ControlButton>
        <ControlButton
          aria-label={t.back(PLAYER_SKIP_SECONDS)}
          onClick={() => actions.skip(-PLAYER_SKIP_SECONDS)}
        >
          <RotateCcw aria-hidden className="size-5" />
        </ControlButton>
        <ControlButton
          aria-label={t.forward(PLAYER_SKIP_SECONDS)}
          onClick={() => actions.skip(PLAYER_SKIP_SECONDS)}
        >
          <RotateCw aria-hidden className="size-5" />
        </ControlButton>
        <ControlButton aria-label={silent ? t.unmute : t.mute} onClick={actions.toggleMute}>
          {silent ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
        </ControlButton>
        {/* Phones set the volume with their own buttons (iOS ignores a page's volume): the slider shows from sm up. */}
        <input
          type="range"
          aria-label={t.volume}
          aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)} %`}
          min={0}
          max={1}
          step={PLAYER_VOLUME_STEP}
          value={state.muted ? 0 : state.volume}
          onChange={(event) => actions.setVolume(Number(event.target.value))}
          className={cn(sliderClass, 'hidden w-24 sm:block')}
        />
        {time('ml-2 hidden sm:inline')}
        <span className="flex-1" />
        <select
          aria-label={t.speed}
          value={state.speed}
          onChange={(event) => actions.setSpeed(Number(event.target.value))}
          className={cn(
            'h-8 rounded-md border border-white/40 bg-black/60 px-1 text-sm text-white',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          )}
        >
          {PLAYER_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {t.speedOption(speed)}
            </option>
          ))}
        </select>
        {canPictureInPicture && (
          <ControlButton
            aria-label={state.pictureInPicture ? t.exitPictureInPicture : t.pictureInPicture}
            aria-pressed={state.pictureInPicture}
            onClick={actions.togglePictureInPicture}
          >
            <PictureInPicture2 aria-hidden className="size-5" />
          </ControlButton>
        )}
        <ControlButton
          aria-label={state.fullscreen ? t.exitFullscreen : t.fullscreen}
          onClick={actions.toggleFullscreen}
        >
          {state.fullscreen ? (
            <Minimize aria-hidden className="size-5" />
          ) : (
            <Maximize aria-hidden className="size-5" />
          )}
        </ControlButton>
      </div>
    </div>
  );
}
