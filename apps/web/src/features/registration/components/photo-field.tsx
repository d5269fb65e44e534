import { messages } from '@aula/shared';
import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ProfilePhoto } from '../../../lib/profile-photo/use-profile-photo';

interface PhotoFieldProps {
  id: string;
  photo: ProfilePhoto | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

const r = messages.registration;

/**
 * The optional profile photo with its preview. The file input itself is visually hidden but
 * stays focusable: its visible stand-in is the label styled as a button, which shows the
 * input's focus ring, so the keyboard and the mouse open the same file picker.
 */
export function PhotoField({ id, photo, onChoose, onRemove }: PhotoFieldProps) {
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={titleId} className="text-sm leading-none font-medium">
        {r.photoLabel}
      </span>
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border border-border bg-background">
          {photo?.previewUrl ? (
            <img src={photo.previewUrl} alt={r.photoPreviewAlt} className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden className="size-10 text-muted-foreground" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="peer sr-only"
            aria-labelledby={titleId}
            aria-describedby={[photo?.error ? errorId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={photo?.error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The hook keeps the file: clearing the input lets the same file be chosen again after removing it.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
          <label
            htmlFor={id}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <ImagePlus aria-hidden className="size-4" />
            {photo ? r.photoChange : r.photoChoose}
          </label>
          {photo && (
            <Button variant="ghost" onClick={onRemove}>
              <Trash2 aria-hidden className="size-4" />
              {r.photoRemove}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {r.photoHint}
      </p>
      {photo?.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {photo.error}
        </p>
      )}
    </div>
  );
}
