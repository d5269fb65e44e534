import { ImagePlus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** The field's copy (the registration's photo rules, reused wherever a profile photo is chosen). */
export interface PhotoInputLabels {
  photoLabel: string;
  /** the rules of the file, under the buttons */
  photoHint: string;
  photoChoose: string;
  photoChange: string;
  photoRemove: string;
}

interface PhotoInputProps {
  id: string;
  labels: PhotoInputLabels;
  /** the picture beside the buttons: the chosen file's preview, the current photo or a placeholder */
  preview: ReactNode;
  /** there is a photo (chosen or kept): the button offers to change it rather than to choose one */
  hasPhoto: boolean;
  /** whether 'Quitar foto' shows */
  removable: boolean;
  /** the rule the chosen file breaks (checked in the browser, or the server's answer) */
  error: string | null;
  /** false shows the picture alone, with no way to change it (a profile being read) */
  editable?: boolean;
  /** the file types the picker offers */
  accept?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * A photo with its picker. The file input itself is visually hidden but stays focusable: its
 * visible stand-in is the label styled as a button, which shows the input's focus ring, so the
 * keyboard and the mouse open the same file picker.
 */
export function PhotoInput({
  id,
  labels,
  preview,
  hasPhoto,
  removable,
  error,
  editable = true,
  accept = 'image/png,image/jpeg',
  onChoose,
  onRemove,
}: PhotoInputProps) {
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={titleId} className="text-sm leading-none font-medium">
        {labels.photoLabel}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        {editable && (
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept={accept}
              className="peer sr-only"
              aria-labelledby={titleId}
              aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The caller keeps the file: clearing the input lets the same file be chosen again after removing it.
                event.target.value = '';
                if (file) onChoose(file);
              }}
            />
            <label
              htmlFor={id}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <ImagePlus aria-hidden className="size-4" />
              {hasPhoto ? labels.photoChange : labels.photoChoose}
            </label>
            {removable && (
              <Button variant="ghost" onClick={onRemove}>
                <Trash2 aria-hidden className="size-4" />
                {labels.photoRemove}
              </Button>
            )}
          </div>
        )}
      </div>
      {editable && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {labels.photoHint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
