/*
 * Object URLs keep their Blob alive until revoked. A download has read it long before a minute
 * is over (FileSaver.js waits 40 s for the same reason). A PDF shown in a tab is never revoked:
 * the browser's viewer reads the URL again to save or print it, and a certificate weighs little.
 */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Shows a PDF in a tab opened beforehand, during the click, where popup blockers allow it. */
export function showPdfInTab(tab: Window, blob: Blob) {
  tab.location.href = URL.createObjectURL(blob);
}

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
