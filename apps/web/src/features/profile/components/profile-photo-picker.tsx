import { messages } from '@aula/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';

const r = messages.registration;

interface ProfilePhotoPickerProps {
  id: string;
  /** what the photo will be once saved: the chosen file's preview, the current photo, or none */
  imageUrl: string | null;
  initials: string;
  editing: boolean;
  /** the rule the chosen file breaks (checked in the browser, or the server's answer) */
  error: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * The profile photo with the registration's rules (JPG or PNG, 200KB at most). As in the
 * registration form, the file input is visually hidden but focusable, and its label is the
 * visible button, so the keyboard and the mouse open the same picker.
 */
export function ProfilePhotoPicker({
  id,
  imageUrl,
  initials,
  editing,
  error,
  onChoose,
  onRemove,
}: ProfilePhotoPickerProps) {
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={titleId} className="text-sm leading-none font-medium">
        {r.photoLabel}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar className="size-20">
          {imageUrl && <AvatarImage src={imageUrl} alt={messages.profile.personalInfo.photoAlt} />}
          <AvatarFallback className="text-2xl">{initials}</AvatarFallback>
        </Avatar>
        {editing && (
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              className="peer sr-only"
              aria-labelledby={titleId}
              aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The hook keeps the file: clearing the input lets the same file be chosen again.
                event.target.value = '';
                if (file) onChoose(file);
              }}
            />
            <label
              htmlFor={id}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <ImagePlus aria-hidden className="size-4" />
              {imageUrl ? r.photoChange : r.photoChoose}
            </label>
            {(imageUrl || error) && (
              <Button variant="ghost" onClick={onRemove}>
                <Trash2 aria-hidden className="size-4" />
                {r.photoRemove}
              </Button>
            )}
          </div>
        )}
      </div>
      {editing && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {r.photoHint}
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
