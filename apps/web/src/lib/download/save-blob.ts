/*
 * Object URLs keep their Blob alive until revoked. A download has read it long before a minute
 * is over (FileSaver.js waits 40 s for the same reason).
 */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves a Blob under the given name, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
