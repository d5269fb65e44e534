import { messages, UPLOAD_RULES, type UploadKind } from '@aula/shared';
import { CircleCheck, FileText, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { FileValue } from '../lib/course-form-values';
import { checkChosenFile } from '../lib/upload-helpers';
import { readVideoSeconds } from '../lib/video-length';
import { useResumableUpload } from '../hooks/use-resumable-upload';

export interface UploadFieldProps {
  kind: UploadKind;
  label: string;
  value: FileValue;
  onChange(value: FileValue): void;
  /** The form's message for this field (required, refused on Save...). */
  error?: string;
  preview?: 'image' | 'video' | 'pdf' | 'none';
  /** The file input's id. */
  id?: string;
}

const m = messages.uploads;
const c = messages.courseContent.upload;

/** The value without an upload in progress: what the field goes back to when one stops. */
function settled(value: FileValue): FileValue {
  return value.uploading
    ? {
        uploadId: value.uploadId,
        previewUrl: value.previewUrl,
        videoSeconds: value.videoSeconds,
        uploading: false,
      }
    : value;
}

/**
 * A course file: checked in the browser by size and content with the server's own rule
 * (docs/product/courses.md#recognised-by-content), then sent by a resumable upload with real
 * progress (docs/product/courses.md#resumable-uploads). The form keeps only what the upload
 * answered (FileValue); Save attaches the finished upload by its id.
 *
 * The upload lives as long as the field is mounted: a form that hides this field (a tab, a
 * collapsed section) should keep it mounted, or the upload stops and must be chosen again.
 */
export function UploadField({ kind, label, value, onChange, error, preview = 'none', id }: UploadFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-file`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const rule = UPLOAD_RULES[kind];
  const upload = useResumableUpload(kind);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Answers arrive after renders: they must reach the latest value and onChange (the field may
  // have moved in the form meanwhile, and its onChange with it).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  // The value before the running upload (restored if it stops) and the file's name (for a retry).
  const pending = useRef<{ before: FileValue; fileName: string } | null>(null);
  // A slow check of a file the user has since replaced must not win over the newer choice.
  const choice = useRef(0);

  // Object URLs of chosen files hold the file until revoked: release the ones no longer shown.
  const created = useRef(new Set<string>());
  useEffect(() => {
    for (const url of created.current) {
      if (url !== value.previewUrl) {
        URL.revokeObjectURL(url);
        created.current.delete(url);
      }
    }
  }, [value.previewUrl]);
  useEffect(() => {
    const urls = created.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const { status } = upload;
  const running = status.phase === 'uploading';
  // The value says "uploading" but no upload runs here: the field was unmounted meanwhile.
  const interrupted = Boolean(value.uploading) && status.phase === 'idle';

  async function choose(file: File) {
    const ticket = ++choice.current;
    upload.dismissFailure();
    setRefusal(null);
    const refused = await checkChosenFile(kind, file);
    const videoSeconds = !refused && kind === 'lessonVideo' ? await readVideoSeconds(file) : null;
    if (ticket !== choice.current) return;
    if (refused) {
      setRefusal(refused);
      return;
    }
    const before = settled(latest.current.value);
    pending.current = { before, fileName: file.name };
    upload.start(file, {
      onSuccess(uploadId) {
        pending.current = null;
        const previewUrl = URL.createObjectURL(file);
        created.current.add(previewUrl);
        latest.current.onChange({
          uploadId,
          fileName: file.name,
          previewUrl,
          videoSeconds: videoSeconds ?? undefined,
          uploading: false,
        });
      },
      onFailure() {
        latest.current.onChange(before);
      },
    });
    latest.current.onChange({ ...before, uploading: true, fileName: file.name });
  }

  function cancel() {
    choice.current++;
    upload.cancel();
    const before = pending.current?.before ?? settled(latest.current.value);
    pending.current = null;
    latest.current.onChange(before);
  }

  function retry() {
    if (!pending.current) return;
    latest.current.onChange({
      ...pending.current.before,
      uploading: true,
      fileName: pending.current.fileName,
    });
    upload.retry();
  }

  const ownError =
    refusal ?? (status.phase === 'failed' ? status.message : null) ?? (interrupted ? c.interrupted : null);
  const shownError = ownError ?? error ?? null;
  const hasFile = Boolean(value.uploadId || value.previewUrl);
  const showPreview = !running && preview !== 'none' && value.previewUrl;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>

      {showPreview && <FilePreview kind={preview} url={value.previewUrl!} label={label} />}

      {!running && hasFile && !value.uploading && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="truncate">{value.fileName ?? c.currentFile}</span>
          {value.uploadId && <span className="shrink-0">· {m.done}</span>}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept={rule.accept}
          className="peer sr-only"
          disabled={running}
          aria-labelledby={labelId}
          aria-describedby={[shownError ? errorId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again (to resume it) fires a change.
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        {!running && (
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          >
            <Upload aria-hidden className="size-4" />
            {hasFile || interrupted ? m.replace : m.choose}
          </label>
        )}
        {(running || interrupted) && (
          <Button variant="outline" onClick={cancel}>
            <X aria-hidden className="size-4" />
            {m.cancel}
          </Button>
        )}
        {status.phase === 'failed' && status.canRetry && (
          <Button variant="outline" onClick={retry}>
            <RotateCcw aria-hidden className="size-4" />
            {c.retry}
          </Button>
        )}
      </div>

      {running && (
        <div className="flex flex-col gap-1">
          <ProgressBar
            value={status.percent}
            label={c.uploadingLabel(label)}
            className="bg-border"
            barClassName={status.paused ? 'bg-muted-foreground' : 'bg-primary'}
          />
          <p className="text-xs text-muted-foreground">
            <span className="truncate">{value.fileName}</span> {m.uploading(status.percent)}
          </p>
          {status.paused && (
            <p role="status" className="text-sm text-amber-700">
              {m.paused}
            </p>
          )}
        </div>
      )}

      <p id={hintId} className="text-xs text-muted-foreground">
        {rule.hint}
      </p>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}

function FilePreview({ kind, url, label }: { kind: 'image' | 'video' | 'pdf'; url: string; label: string }) {
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={c.previewAlt(label)}
        className="max-h-40 w-fit max-w-full rounded-md border border-border object-contain"
      />
    );
  }
  if (kind === 'video') {
    return (
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={c.previewAlt(label)}
        className="max-h-56 w-full max-w-md rounded-md bg-black"
      />
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      <FileText aria-hidden className="size-4" />
      {c.openPdf}
    </a>
  );
}
