import { messages, UPLOAD_METADATA, UPLOADS_PATH, type UploadKind } from '@aula/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { apiAuth } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';
import {
  failureMessage,
  retryDecision,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS,
  uploadFingerprint,
  uploadIdFromUrl,
  uploadPercent,
} from '../lib/upload-helpers';

export type UploadStatus =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      percent: number;
      /** the browser is offline: it continues when the network is back */ paused: boolean;
    }
  | { phase: 'failed'; message: string; /** a passing failure: sending again may work */ canRetry: boolean };

export interface UploadHandlers {
  /** Every byte arrived and the server accepted the file. */
  onSuccess(uploadId: string): void;
  /** It stopped for good without a file (the status says why). */
  onFailure(): void;
}

interface RunCallbacks {
  onProgress(percent: number): void;
  onPaused(): void;
  onSuccess(uploadId: string): void;
  onFailure(message: string, canRetry: boolean): void;
}

interface Run {
  /** Stops sending; `terminate` also deletes what the server holds, so the upload cannot be resumed. */
  dispose(terminate: boolean): void;
}

interface CurrentUpload {
  run: Run;
  file: File;
  handlers: UploadHandlers;
}

const IDLE: UploadStatus = { phase: 'idle' };

function signedInUserId(): string | null {
  const state = sessionStore.get();
  return state.status === 'signed-in' ? state.user.id : null;
}

const isOnline = () => navigator.onLine !== false;

const newestFirst = (a: PreviousUpload, b: PreviousUpload) => b.creationTime.localeCompare(a.creationTime);

/**
 * One tus upload of one file. It resumes an unfinished upload of the same file found in the
 * browser's storage, sends the current access token with every request (renewing it once
 * after a 401), retries passing failures, and waits for the network when the browser is offline.
 */
function runUpload(kind: UploadKind, file: File, callbacks: RunCallbacks): Run {
  // tus resolves the Location answer against the endpoint, so the endpoint must be absolute.
  const endpoint = new URL(UPLOADS_PATH, window.location.origin).href;
  let disposed = false;
  let waitingForNetwork = false;
  let percent = 0;
  // One renewal per 401; progress since then makes another one legitimate (tokens are short-lived).
  let renewedSinceProgress = false;
  let renewal: Promise<unknown> | null = null;

  const upload = new Upload(file, {
    endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    metadata: { [UPLOAD_METADATA.kind]: kind, [UPLOAD_METADATA.filename]: file.name },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async () => uploadFingerprint({ kind, userId: signedInUserId(), endpoint, file }),
    async onBeforeRequest(request) {
      if (renewal) await renewal;
      const token = apiAuth.accessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error: DetailedError) {
      const decision = retryDecision(error.originalResponse?.getStatus() ?? 0, isOnline());
      if (decision !== 'renew') return decision === 'retry';
      if (renewedSinceProgress) return false;
      renewedSinceProgress = true;
      // Another request may have renewed the session meanwhile: then its token is enough.
      const sent = error.originalRequest?.getHeader('Authorization');
      const current = apiAuth.accessToken();
      renewal =
        current && sent !== `Bearer ${current}`
          ? Promise.resolve(true)
          : apiAuth.renewAfterUnauthorized().catch(() => false);
      return true;
    },
    onProgress(bytesSent, bytesTotal) {
      percent = uploadPercent(bytesSent, bytesTotal);
      if (!disposed) callbacks.onProgress(percent);
    },
    onChunkComplete() {
      renewedSinceProgress = false;
    },
    onSuccess() {
      detach();
      if (disposed) return;
      const uploadId = uploadIdFromUrl(upload.url);
      if (uploadId) callbacks.onSuccess(uploadId);
      else callbacks.onFailure(messages.uploads.failed, true);
    },
    onError(error) {
      if (disposed) return;
      if (!isOnline()) {
        waitingForNetwork = true;
        callbacks.onPaused();
        return;
      }
      detach();
      const response = (error as Partial<DetailedError>).originalResponse ?? null;
      const status = response?.getStatus() ?? 0;
      const refused = status >= 400 && status < 500;
      callbacks.onFailure(failureMessage(status, response?.getBody(), messages.uploads.failed), !refused);
    },
  });

  function onOnline() {
    if (disposed) return;
    callbacks.onProgress(percent);
    if (waitingForNetwork) {
      waitingForNetwork = false;
      upload.start();
    }
  }
  function onOffline() {
    if (!disposed) callbacks.onPaused();
  }
  function detach() {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  }
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  void upload
    .findPreviousUploads()
    .then((previous) => {
      if (disposed) return;
      const latest = [...previous].sort(newestFirst)[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      if (isOnline()) upload.start();
      else {
        waitingForNetwork = true;
        callbacks.onPaused();
      }
    })
    .catch(() => {
      detach();
      if (!disposed) callbacks.onFailure(messages.uploads.failed, true);
    });

  return {
    dispose(terminate) {
      disposed = true;
      detach();
      // Nothing to do when the server never created it or already dropped it; it also expires abandoned uploads.
      upload.abort(terminate).catch(() => undefined);
    },
  };
}

/**
 * The resumable upload of one file field, with real progress
 * (docs/product/courses.md#resumable-uploads). Unmounting stops sending but keeps the upload
 * resumable: choosing the same file again continues it.
 */
export function useResumableUpload(kind: UploadKind) {
  const [status, setStatus] = useState<UploadStatus>(IDLE);
  // The upload in progress, or the last one that failed (kept to retry it).
  const current = useRef<CurrentUpload | null>(null);

  useEffect(
    () => () => {
      current.current?.run.dispose(false);
      current.current = null;
    },
    [],
  );

  const start = useCallback(
    (file: File, handlers: UploadHandlers) => {
      current.current?.run.dispose(false);
      // Answers of a run that was replaced or stopped are ignored.
      const entry = { file, handlers } as CurrentUpload;
      const isCurrent = () => current.current === entry;
      current.current = entry;
      entry.run = runUpload(kind, file, {
        onProgress: (percent) => {
          if (isCurrent()) setStatus({ phase: 'uploading', percent, paused: false });
        },
        onPaused: () => {
          if (!isCurrent()) return;
          setStatus((previous) => ({
            phase: 'uploading',
            percent: previous.phase === 'uploading' ? previous.percent : 0,
            paused: true,
          }));
        },
        onSuccess: (uploadId) => {
          if (!isCurrent()) return;
          current.current = null;
          setStatus(IDLE);
          handlers.onSuccess(uploadId);
        },
        onFailure: (message, canRetry) => {
          if (!isCurrent()) return;
          setStatus({ phase: 'failed', message, canRetry });
          handlers.onFailure();
        },
      });
      setStatus({ phase: 'uploading', percent: 0, paused: !isOnline() });
    },
    [kind],
  );

  /** Stops the upload and deletes what the server holds of it. */
  const cancel = useCallback(() => {
    current.current?.run.dispose(true);
    current.current = null;
    setStatus(IDLE);
  }, []);

  /** Sends the last file again after a passing failure, from where the server stopped receiving it. */
  const retry = useCallback(() => {
    const last = current.current;
    if (last) start(last.file, last.handlers);
  }, [start]);

  /** Forgets a failure (another file is being chosen); a running upload is left alone. */
  const dismissFailure = useCallback(() => {
    setStatus((previous) => (previous.phase === 'failed' ? IDLE : previous));
  }, []);

  return { status, start, cancel, retry, dismissFailure };
}
