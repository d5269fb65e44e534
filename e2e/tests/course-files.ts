import { openSync, closeSync, writeSync, ftruncateSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real files for the course form: the 10-s test pattern MP4 (test-support/media), a PDF and two PNG covers. */
export const FILES = {
  video: fileURLToPath(new URL('../../test-support/media/test-pattern.mp4', import.meta.url)),
  pdf: fileURLToPath(new URL('../fixtures/lesson-reading.pdf', import.meta.url)),
  cover: fileURLToPath(new URL('../fixtures/profile-photo.png', import.meta.url)),
  otherCover: fileURLToPath(new URL('../fixtures/course-cover-2.png', import.meta.url)),
};

const MB = 1024 * 1024;

/**
 * A file of `size` bytes that starts like the MP4 fixture: its kind passes the content check,
 * the rest is filler. Written sparse, so a 201 MB file costs no disk.
 */
export function mp4OfSize(name: string, size: number): string {
  const path = join(tmpdir(), `aula-e2e-${process.pid}-${name}`);
  const head = readFileSync(FILES.video).subarray(0, 64 * 1024);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, head, 0, Math.min(head.length, size), 0);
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** A PNG of `size` bytes: the signature and then filler (the form refuses it by size first). */
export function pngOfSize(size: number) {
  const buffer = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: 'portada-grande.png', mimeType: 'image/png', buffer };
}

export { MB };
