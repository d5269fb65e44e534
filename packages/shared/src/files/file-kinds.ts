/**
 * File types are recognised by their first bytes (magic numbers), never by name or by the client's
 * Content-Type (docs/product/courses.md#recognised-by-content). Shared so that the form refuses a
 * renamed file before uploading it, with the same rule the server applies after.
 */
export interface FileKind {
  id: 'jpeg' | 'png' | 'pdf' | 'mp4';
  contentType: string;
  extension: string;
  matches(head: Uint8Array): boolean;
}

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

export const FILE_KINDS = {
  jpeg: {
    id: 'jpeg',
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  png: {
    id: 'png',
    contentType: 'image/png',
    extension: 'png',
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  pdf: {
    id: 'pdf',
    contentType: 'application/pdf',
    extension: 'pdf',
    matches: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  },
  mp4: {
    id: 'mp4',
    contentType: 'video/mp4',
    extension: 'mp4',
    // ISO base media: a box size, then 'ftyp' and a brand that browsers play as MP4.
    matches: (h) =>
      startsWith(h, [0x66, 0x74, 0x79, 0x70], 4) && MP4_BRANDS.has(String.fromCharCode(...h.subarray(8, 12))),
  },
} as const satisfies Record<string, FileKind>;

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'MSNV',
]);

/** Bytes needed to recognise every kind above. */
export const SNIFF_BYTES = 16;

export function detectKind(head: Uint8Array, allowed: readonly FileKind[]): FileKind | undefined {
  return allowed.find((kind) => kind.matches(head));
}
