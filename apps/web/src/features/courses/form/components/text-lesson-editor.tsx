import {
  courseFormMessages,
  LESSON_IMAGE_SCHEMES,
  LESSON_TEXT_MAX_LENGTH,
  lessonImageAddress,
  messages,
  UPLOAD_RULES,
} from '@aula/shared';
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import {
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { FormattedText } from '@/components/formatted-text/formatted-text';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { FieldControlProps } from '@/components/ui/form-field';
import { useUploadedImages } from './course-form-images';
import { applyMarkdownEdit, insertImage, type MarkdownEdit, type TextSelection } from '../lib/markdown-edits';
import { checkChosenFile } from '../lib/upload-helpers';
import { useResumableUpload } from '../hooks/use-resumable-upload';

const t = courseFormMessages.textEditor;

const TOOLS: { edit: MarkdownEdit; label: string; Icon: LucideIcon }[] = [
  { edit: 'heading', label: t.heading, Icon: Heading2 },
  { edit: 'bold', label: t.bold, Icon: Bold },
  { edit: 'italic', label: t.italic, Icon: Italic },
  { edit: 'bulletList', label: t.bulletList, Icon: List },
  { edit: 'numberedList', label: t.numberedList, Icon: ListOrdered },
  { edit: 'link', label: t.link, Icon: Link2 },
];

/** Ctrl (or ⌘) with these keys, as in every word processor. */
const SHORTCUTS: Record<string, MarkdownEdit> = { b: 'bold', i: 'italic' };

interface TextLessonEditorProps {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A text lesson written in Markdown with a toolbar for its marks, beside a live preview
 * rendered exactly as the student's player renders it (FormattedText).
 */
export function TextLessonEditor({ control, value, onChange, onBlur }: TextLessonEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The selection to restore once the edited text is on screen.
  const [pendingSelection, setPendingSelection] = useState<TextSelection | null>(null);
  const preview = useDeferredValue(value);
  const imageInput = useRef<HTMLInputElement>(null);
  const image = useImageInsertion(textareaRef, value, onChange, setPendingSelection);

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!pendingSelection || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(pendingSelection.start, pendingSelection.end);
    setPendingSelection(null);
  }, [pendingSelection]);

  const apply = (edit: MarkdownEdit) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = applyMarkdownEdit(
      { value, start: textarea.selectionStart, end: textarea.selectionEnd },
      edit,
      t.placeholders,
    );
    onChange(next.value);
    setPendingSelection(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const edit = SHORTCUTS[event.key.toLowerCase()];
    if (!edit || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    apply(edit);
  };

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col rounded-md border border-input bg-card focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring">
        <div
          role="toolbar"
          aria-label={t.toolbar}
          aria-controls={control.id}
          className="flex flex-wrap gap-1 border-b border-border p-1"
        >
          {TOOLS.map(({ edit, label, Icon }) => (
            <Button
              key={edit}
              type="button"
              variant="ghost"
              size="icon"
              aria-label={label}
              title={label}
              // Keeps the textarea's selection: a click would move the focus, and the selection with it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(edit)}
            >
              <Icon aria-hidden className="size-4" />
            </Button>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.image}
            title={t.image}
            disabled={image.uploading}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => imageInput.current?.click()}
          >
            <ImagePlus aria-hidden className="size-4" />
          </Button>
          <input
            ref={imageInput}
            type="file"
            hidden
            accept={UPLOAD_RULES.lessonImage.accept}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again (after a failure).
              event.target.value = '';
              if (file) void image.choose(file);
            }}
          />
        </div>
        <ImageUploadStatus status={image.status} problem={image.problem} cancel={image.cancel} />
        <Textarea
          {...control}
          ref={textareaRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          rows={12}
          maxLength={LESSON_TEXT_MAX_LENGTH}
          className="min-h-48 flex-1 rounded-none border-0 font-mono focus-visible:outline-none"
        />
      </div>
      <section
        aria-labelledby={`${control.id}-preview`}
        className="min-w-0 rounded-md border border-dashed border-border bg-background p-3 lg:max-h-[32rem] lg:overflow-y-auto"
      >
        <p
          id={`${control.id}-preview`}
          className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t.previewTitle}
        </p>
        {preview.trim() ? (
          <FormattedText text={preview} topHeadingLevel={5} className="text-sm leading-relaxed" />
        ) : (
          <p className="text-sm text-muted-foreground">{t.previewEmpty}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The toolbar's 'Imagen': the chosen file is checked as the server will check it, uploaded like
 * every course file (resumable), and once it is in, its mark goes where the cursor is then. The
 * save stores it as one of the course's images (docs/product/formatted-text.md).
 */
function useImageInsertion(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
  select: (selection: TextSelection) => void,
) {
  const upload = useResumableUpload('lessonImage');
  const uploadedImages = useUploadedImages();
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (file: File) => {
    setRefusal(null);
    upload.dismissFailure();
    const refused = await checkChosenFile('lessonImage', file);
    if (refused) {
      setRefusal(refused);
      return;
    }
    upload.start(file, {
      onSuccess(uploadId) {
        uploadedImages.add(uploadId, file);
        const textarea = textareaRef.current;
        // The text when the upload ends, not when it started: the author may go on writing meanwhile.
        const text = textarea?.value ?? value;
        const next = insertImage(
          {
            value: text,
            start: textarea?.selectionStart ?? text.length,
            end: textarea?.selectionEnd ?? text.length,
          },
          lessonImageAddress({ scheme: LESSON_IMAGE_SCHEMES.upload, id: uploadId }),
          t.placeholders.imageAlt,
        );
        onChange(next.value);
        select(next);
      },
      onFailure() {},
    });
  };

  const { status } = upload;
  return {
    choose,
    cancel: upload.cancel,
    uploading: status.phase === 'uploading',
    status,
    problem: refusal ?? (status.phase === 'failed' ? status.message : null),
  };
}

function ImageUploadStatus({
  status,
  problem,
  cancel,
}: Pick<ReturnType<typeof useImageInsertion>, 'status' | 'problem' | 'cancel'>) {
  if (problem) {
    return (
      <p role="alert" className="border-b border-border px-3 py-2 text-sm text-destructive">
        {problem}
      </p>
    );
  }
  if (status.phase !== 'uploading') return null;
  return (
    <div className="flex items-center gap-3 border-b border-border px-3 py-2 text-sm" role="status">
      <span className="min-w-0 flex-1">
        {status.paused ? t.imagePaused : t.imageUploading(status.percent)}
      </span>
      <Button type="button" variant="ghost" onClick={cancel}>
        {messages.common.cancel}
      </Button>
    </div>
  );
}
