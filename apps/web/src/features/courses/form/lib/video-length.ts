/** How long to wait for a browser that never reads a file's metadata (a codec it lacks). */
const METADATA_TIMEOUT_MS = 10_000;

/**
 * A chosen video's length in seconds, as the browser reads it from the file's metadata; null if
 * it cannot. The form starts the lesson's minutes from it; the server reads the stored file again
 * and holds the minutes to it (docs/product/lesson-durations.md).
 */
export function readVideoSeconds(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const timer = setTimeout(() => done(null), METADATA_TIMEOUT_MS);
    function done(seconds: number | null) {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    }
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
