import { staffImportMessages as m } from '@aula/shared';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { cn } from '@/lib/utils/cn';
import { STAFF_FILE_ACCEPT } from '../lib/staff-file';

interface FileDropZoneProps {
  id: string;
  /** a file is on its way: nothing else can be chosen meanwhile */
  busy: boolean;
  /** the id of the message saying why the last file was refused, when there is one */
  errorId: string | null;
  onFile: (file: File) => void;
}

/**
 * 'Elegir archivo', or a file dropped anywhere on the zone. The file input itself is visually
 * hidden but stays focusable: its visible stand-in is the label styled as a button, which shows the
 * input's focus ring, so the keyboard, the mouse and a drop all reach the same handler.
 */
export function FileDropZone({ id, busy, errorId, onFile }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const hintId = `${id}-hint`;

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <div
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        // Passing over the zone's own button or text is still over the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors sm:p-8',
        over ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      <FileSpreadsheet aria-hidden className="size-10 text-muted-foreground" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        <input
          id={id}
          type="file"
          accept={STAFF_FILE_ACCEPT}
          disabled={busy}
          className="peer sr-only"
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that the same file, fixed or not, can be chosen again.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <Upload aria-hidden className="size-4" />
          {m.upload.choose}
        </label>
        <span className="text-sm text-muted-foreground">{m.upload.drop}</span>
      </div>
      <p id={hintId} className="max-w-prose text-sm text-muted-foreground">
        {m.upload.hint}
      </p>
    </div>
  );
}
