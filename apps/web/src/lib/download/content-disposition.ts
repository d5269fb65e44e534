/**
 * The file name a Content-Disposition header suggests, or null when it suggests none.
 * RFC 6266: the UTF-8 `filename*` wins over the plain `filename`. Path parts are dropped,
 * because the name ends up on the user's disk.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= plain?.[1] ?? plain?.[2]?.trim();
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
