import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RESUME_SAVE_INTERVAL_MS, type SaveVideoPosition } from '../hooks/use-video-position';
import { VideoPlayer } from './video-player';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const SRC = '/api/files/videos/lavado.mp4?expires=1&signature=a';
let onSavePosition: Mock<SaveVideoPosition>;
let onEnded: Mock<() => void>;
let refreshSource: Mock<() => Promise<string | null>>;

beforeEach(() => {
  onSavePosition = vi.fn();
  onEnded = vi.fn();
  refreshSource = vi.fn(async () => '/api/files/videos/lavado.mp4?expires=2&signature=b');
});
afterEach(() => {
  vi.useRealTimers();
});

function renderVideo(startAt = 0) {
  const view = render(
    <div>
      <VideoPlayer
        src={SRC}
        title="Lavado de manos"
        startAt={startAt}
        autoHide
        onEnded={onEnded}
        onSavePosition={onSavePosition}
        refreshSource={refreshSource}
      />
      <label>
        Comentario
        <textarea />
      </label>
    </div>,
  );
  const video = screen
    .getByRole('region', { name: 'Reproductor de video: Lavado de manos' })
    .querySelector('video')!;
  return { ...view, video };
}

/** What the browser reports once it has read the file's header. */
function loadMetadata(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
}

const key = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('VideoPlayer', () => {
  it('continues where the student left the video', () => {
    const { video } = renderVideo(125);
    loadMetadata(video, 600);
    expect(video.currentTime).toBe(125);
  });

  it('starts a finished video over', () => {
    const { video } = renderVideo(599);
    loadMetadata(video, 600);
    expect(video.currentTime).toBe(0);
  });

  it('answers the keyboard shortcuts', async () => {
    const { video } = renderVideo();
    loadMetadata(video, 600);
    await act(async () => key(' '));
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
    key('ArrowRight');
    key('ArrowRight');
    expect(video.currentTime).toBe(20);
    key('ArrowLeft');
    expect(video.currentTime).toBe(10);
    key('ArrowDown');
    key('ArrowDown');
    expect(video.volume).toBe(0.8);
    key('ArrowUp');
    expect(video.volume).toBe(0.9);
    key('m');
    expect(video.muted).toBe(true);
    key('M');
    expect(video.muted).toBe(false);
    await act(async () => key(' '));
    expect(video.paused).toBe(true);
  });

  it('keeps the volume between 0 and 1 in steps of 0.1', () => {
    const { video } = renderVideo();
    for (let i = 0; i < 3; i += 1) key('ArrowUp');
    expect(video.volume).toBe(1);
    for (let i = 0; i < 12; i += 1) key('ArrowDown');
    expect(video.volume).toBe(0);
    expect(video.muted).toBe(true);
    fireEvent.change(screen.getByRole('slider', { name: 'Volumen' }), { target: { value: '0.3' } });
    expect(video.volume).toBe(0.3);
    expect(video.muted).toBe(false);
  });

  it('does not take keys typed in a field', async () => {
    const { video } = renderVideo();
    const field = screen.getByLabelText('Comentario');
    await act(async () => key(' ', field));
    key('ArrowRight', field);
    key('m', field);
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(0);
    expect(video.muted).toBe(false);
  });

  it('offers every speed from 0.5x to 2x', () => {
    const { video } = renderVideo();
    const speed = screen.getByRole('combobox', { name: 'Velocidad de reproducción' });
    const options = Array.from((speed as HTMLSelectElement).options).map((option) => option.value);
    expect(options).toEqual(['0.5', '0.75', '1', '1.25', '1.5', '2']);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(video.playbackRate).toBe(1.5);
  });

  it('skips 10 s back and forth with its buttons, never before the start', () => {
    const { video } = renderVideo();
    loadMetadata(video, 600);
    fireEvent.click(screen.getByRole('button', { name: 'Adelantar 10 segundos' }));
    expect(video.currentTime).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    expect(video.currentTime).toBe(0);
  });

  it('saves the position and the range played every 10 s while playing, on pause and on leaving', async () => {
    vi.useFakeTimers();
    const { video, unmount } = renderVideo();
    loadMetadata(video, 600);
    await act(async () => key(' '));
    // Starting to play tells the server when the first range starts.
    expect(onSavePosition).toHaveBeenLastCalledWith(0, undefined, { fromSeconds: 0, toSeconds: 0 });
    video.currentTime = 12.7;
    act(() => vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS));
    expect(onSavePosition).toHaveBeenLastCalledWith(12, undefined, { fromSeconds: 0, toSeconds: 12.7 });
    video.currentTime = 31;
    await act(async () => key(' '));
    expect(onSavePosition).toHaveBeenLastCalledWith(31, undefined, { fromSeconds: 12.7, toSeconds: 31 });
    // Paused: no more timed saves.
    act(() => vi.advanceTimersByTime(3 * RESUME_SAVE_INTERVAL_MS));
    expect(onSavePosition).toHaveBeenCalledTimes(3);
    // Moved while paused: a position, nothing played.
    video.currentTime = 40;
    unmount();
    expect(onSavePosition).toHaveBeenLastCalledWith(40, undefined, undefined);
  });

  it('ends the range at a jump, so that skipping ahead is never reported as watched', async () => {
    vi.useFakeTimers();
    const { video } = renderVideo();
    loadMetadata(video, 600);
    await act(async () => key(' '));
    video.currentTime = 8;
    fireEvent.timeUpdate(video);
    video.currentTime = 300;
    fireEvent.seeking(video);
    expect(onSavePosition).toHaveBeenLastCalledWith(300, undefined, { fromSeconds: 0, toSeconds: 8 });
    fireEvent.seeked(video);
    video.currentTime = 310;
    act(() => vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS));
    expect(onSavePosition).toHaveBeenLastCalledWith(310, undefined, { fromSeconds: 300, toSeconds: 310 });
  });

  it('saves at once, as the page goes away', async () => {
    const { video } = renderVideo();
    await act(async () => key(' '));
    video.currentTime = 50;
    window.dispatchEvent(new Event('pagehide'));
    expect(onSavePosition).toHaveBeenLastCalledWith(
      50,
      { pageHidden: true },
      { fromSeconds: 0, toSeconds: 50 },
    );
  });

  it('does not overwrite the saved position when the student leaves without playing', () => {
    const { unmount } = renderVideo(300);
    unmount();
    expect(onSavePosition).not.toHaveBeenCalled();
  });

  it('hides the controls 3 s after playback starts, and shows them on pointer activity', async () => {
    vi.useFakeTimers();
    const { video } = renderVideo();
    const region = screen.getByRole('region');
    const controls = screen.getByRole('slider', { name: 'Posición del video' }).closest('.absolute')!;
    await act(async () => key(' '));
    expect(controls.className).toContain('opacity-100');
    act(() => vi.advanceTimersByTime(3000));
    expect(controls.className).toContain('opacity-0');
    fireEvent.pointerMove(region);
    expect(controls.className).toContain('opacity-100');
    expect(video.paused).toBe(false);
  });

  it('reports a video it cannot play', async () => {
    const { video } = renderVideo();
    video.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    await act(async () => key(' '));
    expect(fakeToast.error).toHaveBeenCalledWith('Error al reproducir el video', { position: 'top-center' });
  });

  it('reports a video that does not load', async () => {
    const { video } = renderVideo();
    await act(async () => fireEvent.error(video));
    expect(fakeToast.error).toHaveBeenCalledWith('No se pudo cargar el video. Verifica la URL.', {
      position: 'top-center',
    });
    expect(refreshSource).not.toHaveBeenCalled();
  });

  it('continues with a fresh link when the one in use expires during a long pause', async () => {
    const { video } = renderVideo();
    loadMetadata(video, 600);
    video.currentTime = 200;
    await act(async () => fireEvent.error(video));
    expect(refreshSource).toHaveBeenCalledTimes(1);
    expect(video.getAttribute('src')).toBe('/api/files/videos/lavado.mp4?expires=2&signature=b');
    expect(fakeToast.error).not.toHaveBeenCalled();
    video.currentTime = 0;
    loadMetadata(video, 600);
    expect(video.currentTime).toBe(200);
  });

  it('reports a failure to switch to fullscreen', async () => {
    renderVideo();
    const region = screen.getByRole('region');
    region.requestFullscreen = () => Promise.reject(new Error('denied'));
    await act(async () => key('f'));
    expect(fakeToast.error).toHaveBeenCalledWith('Error al cambiar el modo de pantalla completa', {
      position: 'top-center',
    });
  });

  it('offers picture-in-picture where the browser has it, and reports a failure to start it', async () => {
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    try {
      const { video } = renderVideo();
      video.requestPictureInPicture = () => Promise.reject(new DOMException('no', 'InvalidStateError'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Imagen en imagen' })));
      expect(fakeToast.error).toHaveBeenCalledWith('Error al activar el modo imagen en imagen', {
        position: 'top-center',
      });
    } finally {
      delete (document as { pictureInPictureEnabled?: boolean }).pictureInPictureEnabled;
    }
  });

  it('offers no picture-in-picture button where the browser has none', () => {
    renderVideo();
    expect(screen.queryByRole('button', { name: 'Imagen en imagen' })).toBeNull();
  });
});
