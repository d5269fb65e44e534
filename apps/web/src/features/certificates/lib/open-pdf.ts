/*
 * A PDF shown in a tab keeps its object URL for good, unlike a download's: the browser's viewer
 * reads the URL again to save or print it, and a certificate weighs little.
 */

/** Shows a PDF in a tab opened beforehand, during the click, where popup blockers allow it. */
export function showPdfInTab(tab: Window, blob: Blob) {
  tab.location.href = URL.createObjectURL(blob);
}
