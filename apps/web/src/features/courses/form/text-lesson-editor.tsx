import { courseFormMessages, LESSON_TEXT_MAX_LENGTH } from '@aula/shared';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedText } from '../../../components/formatted-text/formatted-text';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { applyMarkdownEdit, type MarkdownEdit, type TextSelection } from './markdown-edits';

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
        </div>
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
