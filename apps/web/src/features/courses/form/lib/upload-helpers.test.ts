import { messages, THUMBNAIL_MAX_BYTES } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import {
  checkChosenFile,
  failureMessage,
  retryDecision,
  serverMessage,
  uploadFingerprint,
  uploadIdFromUrl,
  uploadPercent,
} from './upload-helpers';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

function file(head: number[], size: number, name = 'archivo', type = '') {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('checking a chosen file before uploading it', () => {
  it('accepts a file of the right kind within the size', async () => {
    expect(await checkChosenFile('thumbnail', file(PNG_HEAD, 1024, 'portada.png'))).toBeNull();
    expect(await checkChosenFile('lessonVideo', file(MP4_HEAD, 2048, 'clase.mp4'))).toBeNull();
    expect(await checkChosenFile('lessonPdf', file(PDF_HEAD, 2048, 'guia.pdf'))).toBeNull();
  });

  it('refuses a thumbnail over 5MB with its message (docs/product/courses.md#file-rules)', async () => {
    const big = file(PNG_HEAD, 6 * 1024 * 1024, 'portada.png', 'image/png');
    expect(big.size).toBeGreaterThan(THUMBNAIL_MAX_BYTES);
    expect(await checkChosenFile('thumbnail', big)).toBe(
      'El tamaño de la imagen principal no es válido (máximo 5MB).',
    );
  });

  it('judges the type by the content, not by the name or the browser-given type', async () => {
    const renamed = new File(['esto es texto, no un video'], 'clase.mp4', { type: 'video/mp4' });
    expect(await checkChosenFile('previewVideo', renamed)).toBe(
      'El formato del video de presentación no es válido.',
    );
    expect(await checkChosenFile('lessonPdf', file(PNG_HEAD, 100, 'guia.pdf'))).toBe(
      messages.uploads.lessonPdfWrongType,
    );
    expect(await checkChosenFile('lessonVideo', new File([], 'vacio.mp4'))).toBe(
      messages.uploads.lessonVideoWrongType,
    );
  });
});

describe('upload fingerprint', () => {
  const parts = {
    kind: 'lessonVideo' as const,
    userId: 'user-1',
    endpoint: 'http://localhost/api/uploads',
    file: { name: 'clase.mp4', type: 'video/mp4', size: 10, lastModified: 1 },
  };

  it('is the same for the same file, kind and user (so a reload resumes it)', () => {
    expect(uploadFingerprint(parts)).toBe(uploadFingerprint({ ...parts, file: { ...parts.file } }));
  });

  it('differs by kind and by user, so they never share an upload', () => {
    const fingerprint = uploadFingerprint(parts);
    expect(uploadFingerprint({ ...parts, kind: 'previewVideo' })).not.toBe(fingerprint);
    expect(uploadFingerprint({ ...parts, userId: 'user-2' })).not.toBe(fingerprint);
    expect(uploadFingerprint({ ...parts, file: { ...parts.file, lastModified: 2 } })).not.toBe(fingerprint);
  });
});

describe('upload id from the upload URL', () => {
  it('is the last path segment', () => {
    expect(uploadIdFromUrl('http://localhost:3000/api/uploads/9b2f6a1e-4c1d-4f7a-9c3e-2d1b0a9f8e7d')).toBe(
      '9b2f6a1e-4c1d-4f7a-9c3e-2d1b0a9f8e7d',
    );
    expect(uploadIdFromUrl('/api/uploads/abc/')).toBe('abc');
    expect(uploadIdFromUrl('https://aula.test/api/uploads/abc?x=1')).toBe('abc');
  });

  it('is null without a URL', () => {
    expect(uploadIdFromUrl(null)).toBeNull();
    expect(uploadIdFromUrl('')).toBeNull();
  });
});

describe('upload percent', () => {
  it('is a whole number from 0 to 100', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('server answers', () => {
  it("reads the server's message from the API's error body", () => {
    const body = JSON.stringify({
      message: 'El video de la lección debe ser un archivo MP4.',
      code: 'unsupported_media_type',
    });
    expect(serverMessage(body)).toBe('El video de la lección debe ser un archivo MP4.');
    expect(serverMessage('<html>Bad gateway</html>')).toBeNull();
    expect(serverMessage('')).toBeNull();
    expect(serverMessage(JSON.stringify({ error: 'x' }))).toBeNull();
  });

  it("shows the server's words for a refusal and the generic failure otherwise", () => {
    const refusal = JSON.stringify({
      message: 'El tamaño de la imagen principal no es válido (máximo 5MB).',
      code: 'payload_too_large',
    });
    expect(failureMessage(413, refusal, messages.uploads.failed)).toBe(
      'El tamaño de la imagen principal no es válido (máximo 5MB).',
    );
    expect(failureMessage(413, 'Request Entity Too Large', messages.uploads.failed)).toBe(
      messages.uploads.failed,
    );
    expect(failureMessage(500, refusal, messages.uploads.failed)).toBe(messages.uploads.failed);
    expect(failureMessage(0, undefined, messages.uploads.failed)).toBe(messages.uploads.failed);
  });

  it('retries passing failures, renews on 401, waits offline and stops on refusals', () => {
    expect(retryDecision(0, true)).toBe('retry');
    expect(retryDecision(503, true)).toBe('retry');
    expect(retryDecision(409, true)).toBe('retry');
    expect(retryDecision(401, true)).toBe('renew');
    expect(retryDecision(413, true)).toBe('stop');
    expect(retryDecision(415, true)).toBe('stop');
    expect(retryDecision(422, true)).toBe('stop');
    expect(retryDecision(404, true)).toBe('stop');
    expect(retryDecision(0, false)).toBe('wait');
  });
});
