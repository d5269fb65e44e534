import { messages, type UploadKind } from '@aula/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { DetailedError } from 'tus-js-client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApiAuth } from '@/lib/api/client';
import { FakeUpload } from '@/test/fake-tus-upload';
import type { FileValue } from '../lib/course-form-values';
import { UploadField } from './upload-field';

vi.mock('tus-js-client', async () => ({
  Upload: (await import('@/test/fake-tus-upload')).FakeUpload,
}));

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0];

function fileOf(head: number[], size: number, name: string, type: string) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

let token = 'token-1';
const renew = vi.fn(async () => {
  token = 'token-2';
  return true;
});
const changes: FileValue[] = [];

function Field({ kind, initial = {} }: { kind: UploadKind; initial?: FileValue }) {
  const [value, setValue] = useState<FileValue>(initial);
  return (
    <UploadField
      kind={kind}
      label="Miniatura del curso"
      preview={kind === 'thumbnail' ? 'image' : 'video'}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Miniatura del curso'), { target: { files: [file] } });
}

async function startedUpload() {
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const upload = FakeUpload.instances[0]!;
  await waitFor(() => expect(upload.start).toHaveBeenCalled());
  return upload;
}

function httpError(status: number, body = ''): DetailedError {
  const error = new Error(`HTTP ${status}`) as DetailedError;
  error.originalRequest = {
    getHeader: () => `Bearer ${token}`,
  } as unknown as DetailedError['originalRequest'];
  error.originalResponse = {
    getStatus: () => status,
    getBody: () => body,
  } as DetailedError['originalResponse'];
  return error;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeAll(() => {
  connectApiAuth({ accessToken: () => token, renewAfterUnauthorized: renew });
});

beforeEach(() => {
  FakeUpload.reset();
  changes.length = 0;
  token = 'token-1';
  setOnline(true);
  localStorage.clear();
});

describe('UploadField: files refused before any upload', () => {
  it('refuses a 6 MB PNG thumbnail with its message (docs/product/courses.md#file-rules), without sending anything', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<Field kind="thumbnail" />);
    expect(screen.getByText(messages.uploads.thumbnailHint)).toBeTruthy();

    choose(fileOf(PNG_HEAD, 6 * 1024 * 1024, 'portada.png', 'image/png'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'El tamaño de la imagen principal no es válido (máximo 5MB).',
    );
    expect(FakeUpload.instances).toHaveLength(0);
    expect(changes).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Miniatura del curso').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a text file renamed .mp4 as a preview video, without sending anything', async () => {
    render(<Field kind="previewVideo" />);
    choose(new File(['esto no es un video'], 'avance.mp4', { type: 'video/mp4' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El formato del video de presentación no es válido.',
    );
    expect(FakeUpload.instances).toHaveLength(0);
    expect(changes).toEqual([]);
  });

  it('takes only what the server accepts, and says so', () => {
    render(<Field kind="lessonVideo" />);
    const input = screen.getByLabelText('Miniatura del curso') as HTMLInputElement;
    expect(input.accept).toBe('video/mp4');
    expect(screen.getByText('MP4, máximo 200MB.')).toBeTruthy();
  });
});

describe('UploadField: resumable upload', () => {
  it('uploads a valid file with real progress and keeps the upload id', async () => {
    render(<Field kind="thumbnail" />);
    const file = fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png');
    choose(file);
    const upload = await startedUpload();

    expect(upload.options).toMatchObject({
      endpoint: `${window.location.origin}/api/uploads`,
      metadata: { kind: 'thumbnail', filename: 'portada.png' },
      chunkSize: 5 * 1024 * 1024,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(upload.options.retryDelays?.length).toBeGreaterThan(3);
    expect(await upload.options.fingerprint!(file, upload.options)).toContain('thumbnail');
    expect(changes.at(-1)).toEqual({ uploading: true, fileName: 'portada.png' });

    act(() => upload.options.onProgress!(1024, 2048));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText(/Subiendo\.\.\. 50%/)).toBeTruthy();

    upload.url = `${window.location.origin}/api/uploads/0f8e2d1c-aaaa-4bbb-8ccc-1234567890ab`;
    act(() => upload.options.onSuccess!({} as never));
    expect(changes.at(-1)).toMatchObject({
      uploadId: '0f8e2d1c-aaaa-4bbb-8ccc-1234567890ab',
      fileName: 'portada.png',
      uploading: false,
    });
    expect(changes.at(-1)!.previewUrl).toMatch(/^blob:/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Vista previa: Miniatura del curso' })).toBeTruthy();
    expect(screen.getByText(messages.uploads.replace)).toBeTruthy();
  });

  it('continues an unfinished upload of the same file found in the browser', async () => {
    const previous = {
      uploadUrl: 'http://localhost/api/uploads/abc',
      creationTime: '2026-01-01T00:00:00.000Z',
      urlStorageKey: 'tus::key',
    };
    FakeUpload.stored = [previous];
    render(<Field kind="thumbnail" />);
    choose(fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png'));
    const upload = await startedUpload();
    expect(upload.resumeFromPreviousUpload).toHaveBeenCalledWith(previous);
    expect(upload.resumeFromPreviousUpload.mock.invocationCallOrder[0]).toBeLessThan(
      upload.start.mock.invocationCallOrder[0]!,
    );
  });

  it('sends the current token on each request and renews it once after a 401', async () => {
    render(<Field kind="thumbnail" />);
    choose(fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png'));
    const upload = await startedUpload();
    const headers = new Map<string, string>();
    const request = { setHeader: (name: string, value: string) => headers.set(name, value) };

    await upload.options.onBeforeRequest!(request as never);
    expect(headers.get('Authorization')).toBe('Bearer token-1');

    expect(upload.options.onShouldRetry!(httpError(401), 0, upload.options)).toBe(true);
    await upload.options.onBeforeRequest!(request as never);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(headers.get('Authorization')).toBe('Bearer token-2');
    // The fresh token refused as well: no second renewal, the upload fails.
    expect(upload.options.onShouldRetry!(httpError(401), 1, upload.options)).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and goes back to the previous file", async () => {
    const saved: FileValue = { previewUrl: 'https://aula.test/firmado/portada.png' };
    render(<Field kind="thumbnail" initial={saved} />);
    choose(fileOf(PNG_HEAD, 2048, 'otra.png', 'image/png'));
    const upload = await startedUpload();
    const body = JSON.stringify({
      message: 'El formato de la imagen principal no es válido.',
      code: 'unsupported_media_type',
    });

    expect(upload.options.onShouldRetry!(httpError(415, body), 0, upload.options)).toBe(false);
    act(() => upload.options.onError!(httpError(415, body)));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'El formato de la imagen principal no es válido.',
    );
    expect(changes.at(-1)).toEqual(saved);
    expect(screen.queryByRole('button', { name: messages.courseContent.upload.retry })).toBeNull();
  });

  it('offers a retry after a passing failure', async () => {
    render(<Field kind="thumbnail" />);
    const file = fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png');
    choose(file);
    const upload = await startedUpload();
    act(() => upload.options.onError!(httpError(503)));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.uploads.failed);
    expect(changes.at(-1)).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: messages.courseContent.upload.retry }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(2));
    expect(FakeUpload.instances[1]!.file).toBe(file);
    expect(changes.at(-1)).toEqual({ uploading: true, fileName: 'portada.png' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while the browser is offline and resumes when the network is back', async () => {
    render(<Field kind="thumbnail" />);
    choose(fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png'));
    const upload = await startedUpload();
    act(() => upload.options.onProgress!(512, 2048));

    setOnline(false);
    expect(upload.options.onShouldRetry!(httpError(0), 0, upload.options)).toBe(false);
    act(() => upload.options.onError!(new Error('network')));
    expect(screen.getByRole('status').textContent).toBe(messages.uploads.paused);
    expect(changes.at(-1)).toEqual({ uploading: true, fileName: 'portada.png' });

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(upload.start).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('cancels: stops, deletes the upload on the server and restores the field', async () => {
    render(<Field kind="thumbnail" />);
    choose(fileOf(PNG_HEAD, 2048, 'portada.png', 'image/png'));
    const upload = await startedUpload();
    fireEvent.click(screen.getByRole('button', { name: messages.uploads.cancel }));
    expect(upload.abort).toHaveBeenCalledWith(true);
    expect(changes.at(-1)).toEqual({});
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(messages.uploads.choose)).toBeTruthy();
  });

  it('stops sending when unmounted but keeps the upload resumable, and frees the preview', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const view = render(<Field kind="previewVideo" />);
    choose(fileOf(MP4_HEAD, 4096, 'avance.mp4', 'video/mp4'));
    const first = await startedUpload();
    first.url = 'http://localhost/api/uploads/11111111-1111-4111-8111-111111111111';
    act(() => first.options.onSuccess!({} as never));
    const previewUrl = changes.at(-1)!.previewUrl!;

    choose(fileOf(MP4_HEAD, 4096, 'otro.mp4', 'video/mp4'));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(2));
    const second = FakeUpload.instances[1]!;
    view.unmount();
    expect(second.abort).toHaveBeenCalledWith(false);
    expect(revoke).toHaveBeenCalledWith(previewUrl);
  });

  it('shows a saved file as the current one, with its preview', () => {
    render(<Field kind="thumbnail" initial={{ previewUrl: 'https://aula.test/firmado/portada.png' }} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://aula.test/firmado/portada.png');
    expect(screen.getByText(messages.courseContent.upload.currentFile)).toBeTruthy();
  });
});
