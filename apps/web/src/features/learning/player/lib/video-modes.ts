type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Fullscreen on or off for the player (the video with its controls). Rejects when the browser refuses. */
export async function toggleFullscreen(container: HTMLElement | null, video: HTMLVideoElement | null) {
  if (document.fullscreenElement) return document.exitFullscreen();
  if (typeof container?.requestFullscreen === 'function') return container.requestFullscreen();
  // iPhone Safari has no element fullscreen, only the video's own (with its own controls).
  const iosVideo = video as IosVideo | null;
  if (typeof iosVideo?.webkitEnterFullscreen === 'function') return iosVideo.webkitEnterFullscreen();
  throw new Error('Fullscreen is not supported');
}

/** Picture-in-picture on or off. Rejects when the browser refuses. */
export async function togglePictureInPicture(video: HTMLVideoElement | null) {
  if (document.pictureInPictureElement) return document.exitPictureInPicture();
  if (!video) return;
  await video.requestPictureInPicture();
}
