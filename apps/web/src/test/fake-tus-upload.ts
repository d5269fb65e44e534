import type { UploadOptions } from 'tus-js-client';
import { vi } from 'vitest';

/**
 * The tus client for component tests: it stands in for the network, and each test plays the
 * server's part through the options the component gave it. Mocked in with
 * `vi.mock('tus-js-client', async () => ({ Upload: (await import('../../../test/fake-tus-upload')).FakeUpload }))`.
 * The real protocol is covered end to end against the real server.
 */
export class FakeUpload {
  static instances: FakeUpload[] = [];
  /** What the browser's storage holds for the next upload's fingerprint. */
  static stored: unknown[] = [];
  url: string | null = null;
  findPreviousUploads = vi.fn(async () => FakeUpload.stored);
  resumeFromPreviousUpload = vi.fn();
  start = vi.fn();
  abort = vi.fn(async () => undefined);
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeUpload.instances.push(this);
  }

  static reset() {
    FakeUpload.instances = [];
    FakeUpload.stored = [];
  }
}
