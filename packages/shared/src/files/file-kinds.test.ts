import { describe, expect, it } from 'vitest';
import { detectKind, FILE_KINDS, SNIFF_BYTES } from './file-kinds';

const ALL = Object.values(FILE_KINDS);
const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [0x01, 0x01, 0x00, 0x00, 0x01]),
  png: bytes([0x89], 'PNG\r\n\x1a\n', [0x00, 0x00, 0x00, 0x0d], 'IHDR'),
  pdf: bytes('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'),
  mp4: bytes([0x00, 0x00, 0x00, 0x20], 'ftypisom', [0x00, 0x00, 0x02, 0x00]),
};

describe('detectKind', () => {
  it.each(Object.entries(SAMPLES))('recognises a %s by its first bytes', (id, head) => {
    expect(head.length).toBeLessThanOrEqual(SNIFF_BYTES);
    expect(detectKind(head, ALL)?.id).toBe(id);
  });

  it.each(['mp42', 'avc1', 'M4V ', 'iso5'])('recognises an MP4 with the %s brand', (brand) => {
    expect(detectKind(bytes([0x00, 0x00, 0x00, 0x18], 'ftyp', brand), ALL)?.id).toBe('mp4');
  });

  it('refuses an ISO media file whose brand browsers do not play as MP4', () => {
    expect(detectKind(bytes([0x00, 0x00, 0x00, 0x18], 'ftypqt  '), ALL)).toBeUndefined();
    expect(detectKind(bytes([0x00, 0x00, 0x00, 0x18], 'ftyp3gp4'), ALL)).toBeUndefined();
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><html>')],
    ['a script', bytes('<script>alert(1)</script>')],
    ['plain text', bytes('hola, esto es texto')],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a GIF image', bytes('GIF89a', [0x01, 0x00, 0x01, 0x00])],
    ['a ZIP archive', bytes('PK', [0x03, 0x04, 0x14, 0x00])],
    ['nothing at all', Buffer.alloc(0)],
  ])('recognises nothing in %s', (_name, head) => {
    expect(detectKind(head, ALL)).toBeUndefined();
  });

  it('recognises only the kinds a rule allows', () => {
    const images = [FILE_KINDS.jpeg, FILE_KINDS.png];
    expect(detectKind(SAMPLES.png, images)?.id).toBe('png');
    expect(detectKind(SAMPLES.pdf, images)).toBeUndefined();
    expect(detectKind(SAMPLES.mp4, images)).toBeUndefined();
  });

  it('needs the whole signature: a cut-off PNG or PDF header is not enough', () => {
    expect(detectKind(SAMPLES.png.subarray(0, 7), ALL)).toBeUndefined();
    expect(detectKind(bytes('%PDF'), ALL)).toBeUndefined();
    expect(detectKind(SAMPLES.mp4.subarray(0, 10), ALL)).toBeUndefined();
  });

  it('looks at the bytes only, so a PNG stays a PNG whatever follows', () => {
    expect(detectKind(Buffer.concat([SAMPLES.png, bytes('<html>')]), ALL)?.id).toBe('png');
  });
});
