/**
 * Headers of a file to download, named as the admin's own file may be named ('Personal Peña.xlsx'):
 * an ASCII fallback for old clients and the exact name in RFC 5987 form, never cached, never sniffed.
 */
export function attachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
