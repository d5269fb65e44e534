import {
  LESSON_CONTENT_CODES,
  LESSON_DESCRIPTION_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  messages,
  type LessonContentCode,
} from '@aula/shared';
import { Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils/cn';
import type { CourseFormValues, LessonFormValue, LessonPath } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';
import { LessonContentField } from './lesson-content-field';
import { LessonMinutesField } from './lesson-minutes-field';
import { LessonMoveToModule } from './lesson-move-to-module';
import { MoveButtons } from './move-buttons';
import { ItemErrorMark, ItemToggle } from './item-toggle';
import { DragHandle } from './sortable';
import { TextCounter } from './text-counter';

const c = messages.courseContent;
const l = c.lesson;

const CONTENT_TYPES = Object.values(LESSON_CONTENT_CODES) as LessonContentCode[];

interface LessonEditorProps {
  moduleIndex: number;
  moduleCount: number;
  lessonIndex: number;
  lessonCount: number;
  lessonKey: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One lesson: a header (always shown) and its editor, collapsible. The editor is mounted the
 * first time it is opened and then only hidden, so that a running upload survives collapsing.
 */
export const LessonEditor = memo(function LessonEditor(props: LessonEditorProps) {
  const { moduleIndex, lessonIndex, lessonKey } = props;
  const path: LessonPath = `modules.${moduleIndex}.lessons.${lessonIndex}`;
  const { control, getValues } = useFormContext<CourseFormValues>();
  const { errors } = useFormState({ control, name: path });
  const lessonErrors = get(errors, path) as FieldErrors<LessonFormValue> | undefined;
  const hasErrors = lessonErrors !== undefined;

  // New lessons open, saved ones start closed (a long course stays readable).
  const [open, setOpen] = useState(() => !getValues(`${path}.id`));
  const [mounted, setMounted] = useState(open);
  // A lesson that gets errors (validation asked for the whole tab) opens to show them.
  const [hadErrors, setHadErrors] = useState(hasErrors);
  if (hasErrors !== hadErrors) {
    setHadErrors(hasErrors);
    if (hasErrors) {
      setOpen(true);
      setMounted(true);
    }
  }

  const bodyId = `${lessonKey}-body`;
  return (
    <article
      aria-labelledby={`${lessonKey}-heading`}
      className={cn(
        'rounded-lg border bg-background/60',
        hasErrors ? 'border-destructive/40' : 'border-border',
      )}
    >
      <LessonHeader
        {...props}
        path={path}
        open={open}
        bodyId={bodyId}
        hasErrors={hasErrors}
        onToggle={() => {
          setOpen((value) => !value);
          setMounted(true);
        }}
      />
      {mounted && (
        <div id={bodyId} hidden={!open} className="border-t border-border p-3">
          <LessonBody {...props} path={path} errors={lessonErrors} />
        </div>
      )}
    </article>
  );
});

interface LessonHeaderProps extends LessonEditorProps {
  path: LessonPath;
  open: boolean;
  bodyId: string;
  hasErrors: boolean;
  onToggle: () => void;
}

function LessonHeader({
  path,
  lessonIndex,
  lessonCount,
  lessonKey,
  open,
  bodyId,
  hasErrors,
  onToggle,
  onMove,
  onRemove,
}: LessonHeaderProps) {
  const { control, getValues } = useFormContext<CourseFormValues>();
  const [title = '', minutes, contentType] = useWatch({
    control,
    name: [`${path}.title`, `${path}.estimatedDurationMinutes`, `${path}.contentType`],
  });
  const [confirming, setConfirming] = useState(false);
  const name = title.trim() || l.heading(lessonIndex + 1);

  function remove() {
    const lesson = getValues(path);
    const hasContent =
      lesson.id ||
      lesson.description.trim() ||
      lesson.contentText.trim() ||
      lesson.contentUrl.trim() ||
      lesson.file.uploadId ||
      lesson.file.uploading;
    if (hasContent) setConfirming(true);
    else onRemove(lessonIndex);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5">
      <DragHandle label={l.drag(name)} />
      <ItemToggle
        itemKey={lessonKey}
        level="h4"
        open={open}
        bodyId={bodyId}
        onToggle={onToggle}
        number={l.heading(lessonIndex + 1)}
        title={title}
        className="text-sm hover:bg-card"
      />
      <span className="text-xs text-muted-foreground">
        {[
          contentType ? l.contentTypes[contentType] : null,
          Number.isFinite(minutes) ? c.minutes(minutes) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {hasErrors && <ItemErrorMark />}
      <div className="flex items-center">
        <MoveButtons
          idPrefix={lessonKey}
          upLabel={l.moveUp(name)}
          downLabel={l.moveDown(name)}
          index={lessonIndex}
          count={lessonCount}
          onMove={onMove}
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          aria-label={l.removeLabel(name)}
          title={l.remove}
          onClick={remove}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title={l.confirmRemoveTitle}
          description={l.confirmRemove(name)}
          confirmLabel={c.remove}
          cancelLabel={messages.common.cancel}
          destructive
          onOpenChange={setConfirming}
          onConfirm={() => {
            setConfirming(false);
            onRemove(lessonIndex);
          }}
        />
      )}
    </div>
  );
}

interface LessonBodyProps extends LessonEditorProps {
  path: LessonPath;
  errors: FieldErrors<LessonFormValue> | undefined;
}

function LessonBody({ path, lessonKey, moduleIndex, moduleCount, lessonIndex, errors }: LessonBodyProps) {
  const { register, setValue } = useFormContext<CourseFormValues>();

  /**
   * A lesson holds one kind of content (docs/product/courses.md#lesson-kinds): another type's
   * content is dropped.
   */
  function keepOnlyContentOf(type: string) {
    if (type !== LESSON_CONTENT_CODES.text) setValue(`${path}.contentText`, '');
    if (type !== LESSON_CONTENT_CODES.externalLink) setValue(`${path}.contentUrl`, '');
    setValue(`${path}.file`, {});
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <FormField
        id={`${lessonKey}-title`}
        label={l.titleLabel}
        hint={<TextCounter name={`${path}.title`} max={LESSON_TITLE_MAX_LENGTH} />}
        errors={[errors?.title?.message]}
      >
        {(field) => <Input {...field} {...register(`${path}.title`)} />}
      </FormField>
      <LessonMinutesField
        path={path}
        lessonKey={lessonKey}
        error={errors?.estimatedDurationMinutes?.message}
      />
      <FormField
        id={`${lessonKey}-description`}
        label={l.descriptionLabel}
        hint={<TextCounter name={`${path}.description`} max={LESSON_DESCRIPTION_MAX_LENGTH} />}
        errors={[errors?.description?.message]}
        className="lg:col-span-2"
      >
        {(field) => (
          <Textarea {...field} rows={3} className="min-h-20" {...register(`${path}.description`)} />
        )}
      </FormField>
      <FormField
        id={`${lessonKey}-content-type`}
        label={l.contentTypeLabel}
        errors={[errors?.contentType?.message]}
      >
        {(field) => (
          <NativeSelect
            {...field}
            {...register(`${path}.contentType`, {
              onChange: (event) => keepOnlyContentOf(event.target.value),
            })}
          >
            <option value="">{l.contentTypePlaceholder}</option>
            {CONTENT_TYPES.map((code) => (
              <option key={code} value={code}>
                {l.contentTypes[code]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <LessonMoveToModule
        path={path}
        lessonKey={lessonKey}
        moduleIndex={moduleIndex}
        moduleCount={moduleCount}
        lessonIndex={lessonIndex}
      />
      <div className="lg:col-span-2">
        <LessonContentField path={path} lessonKey={lessonKey} errors={errors} />
      </div>
    </div>
  );
}
