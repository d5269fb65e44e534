import { LESSON_DESCRIPTION_MAX_LENGTH, LESSON_TITLE_MAX_LENGTH, messages } from '@aula/shared';
import { Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useContentTab, type LessonListActions } from '../lib/content-tab-context';
import { newLesson, type CourseFormValues } from '../lib/course-form-values';
import { moduleMinutes } from '../lib/course-stats';
import { FormField } from '@/components/ui/form-field';
import { ItemErrorMark, ItemToggle } from './item-toggle';
import { LessonEditor } from './lesson-editor';
import { MoveButtons } from './move-buttons';
import { TextCounter } from './text-counter';
import { DragHandle, focusFirst, SortableItem, SortableList } from './sortable';

const c = messages.courseContent;

interface ModuleCardProps {
  index: number;
  total: number;
  /** The module's stable client key (ids, drag and drop). */
  moduleKey: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One module: a collapsible card with its title, description and lessons. */
export const ModuleCard = memo(function ModuleCard({
  index,
  total,
  moduleKey,
  onMove,
  onRemove,
}: ModuleCardProps) {
  const [open, setOpen] = useState(true);
  const bodyId = `${moduleKey}-body`;
  return (
    <section
      aria-labelledby={`${moduleKey}-heading`}
      className="rounded-xl border border-border bg-card shadow-xs"
    >
      <ModuleHeader
        index={index}
        total={total}
        moduleKey={moduleKey}
        open={open}
        bodyId={bodyId}
        onToggle={() => setOpen((value) => !value)}
        onMove={onMove}
        onRemove={onRemove}
      />
      <div id={bodyId} hidden={!open} className="flex flex-col gap-4 border-t border-border p-4">
        <ModuleFields index={index} moduleKey={moduleKey} />
        <ModuleLessons moduleIndex={index} moduleCount={total} moduleKey={moduleKey} />
      </div>
    </section>
  );
});

interface ModuleHeaderProps extends ModuleCardProps {
  open: boolean;
  bodyId: string;
  onToggle: () => void;
}

function ModuleHeader({
  index,
  total,
  moduleKey,
  open,
  bodyId,
  onToggle,
  onMove,
  onRemove,
}: ModuleHeaderProps) {
  const { control } = useFormContext<CourseFormValues>();
  const path = `modules.${index}` as const;
  const title = useWatch({ control, name: `${path}.title` }) ?? '';
  const summary = useWatch({
    control,
    name: `${path}.lessons`,
    compute: (lessons) => ({
      count: lessons?.length ?? 0,
      minutes: moduleMinutes({ lessons: lessons ?? [] }),
    }),
  });
  const { errors } = useFormState({ control, name: path });
  const hasErrors = get(errors, path) !== undefined;
  const [confirming, setConfirming] = useState(false);
  const name = title.trim() || c.module.heading(index + 1);

  function remove() {
    if (summary.count > 0) setConfirming(true);
    else onRemove(index);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 p-3">
      <DragHandle label={c.module.drag(name)} />
      <ItemToggle
        itemKey={moduleKey}
        level="h3"
        open={open}
        bodyId={bodyId}
        onToggle={onToggle}
        number={c.module.heading(index + 1)}
        title={title}
        className="hover:bg-background"
      />
      <span className="text-sm text-muted-foreground">
        {c.lessonCount(summary.count)} · {c.minutes(summary.minutes)}
      </span>
      {hasErrors && <ItemErrorMark />}
      <div className="flex items-center">
        <MoveButtons
          idPrefix={moduleKey}
          upLabel={c.module.moveUp(name)}
          downLabel={c.module.moveDown(name)}
          index={index}
          count={total}
          onMove={onMove}
        />
        <Button
          variant="ghost"
          className="h-8 px-2 text-destructive hover:text-destructive"
          aria-label={c.module.removeLabel(name)}
          onClick={remove}
        >
          <Trash2 aria-hidden className="size-4" />
          <span className="hidden sm:inline">{c.module.remove}</span>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title={c.module.confirmRemoveTitle}
          description={c.module.confirmRemove(name, summary.count)}
          confirmLabel={c.remove}
          cancelLabel={messages.common.cancel}
          destructive
          onOpenChange={setConfirming}
          onConfirm={() => {
            setConfirming(false);
            onRemove(index);
          }}
        />
      )}
    </div>
  );
}

function ModuleFields({ index, moduleKey }: { index: number; moduleKey: string }) {
  const { control, register } = useFormContext<CourseFormValues>();
  const path = `modules.${index}` as const;
  const { errors } = useFormState({ control, name: [`${path}.title`, `${path}.description`] });
  const moduleErrors = errors.modules?.[index];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <FormField
        id={`${moduleKey}-title`}
        label={c.module.titleLabel}
        hint={<TextCounter name={`${path}.title`} max={LESSON_TITLE_MAX_LENGTH} />}
        errors={[moduleErrors?.title?.message]}
      >
        {(field) => <Input {...field} {...register(`${path}.title`)} />}
      </FormField>
      <FormField
        id={`${moduleKey}-description`}
        label={c.module.descriptionLabel}
        hint={<TextCounter name={`${path}.description`} max={LESSON_DESCRIPTION_MAX_LENGTH} />}
        errors={[moduleErrors?.description?.message]}
      >
        {(field) => (
          <Textarea {...field} rows={2} className="min-h-10" {...register(`${path}.description`)} />
        )}
      </FormField>
    </div>
  );
}

function ModuleLessons({
  moduleIndex,
  moduleCount,
  moduleKey,
}: {
  moduleIndex: number;
  moduleCount: number;
  moduleKey: string;
}) {
  const { control, getValues } = useFormContext<CourseFormValues>();
  const path = `modules.${moduleIndex}.lessons` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name: path });
  const { announce, lessonLists } = useContentTab();
  const addLessonId = `${moduleKey}-add-lesson`;

  // Memoized lessons get callbacks that never change; these read the latest actions and index.
  const latest = useRef({ append, remove, move, path });
  const listActions = useRef<LessonListActions>({ append, remove });
  useLayoutEffect(() => {
    latest.current = { append, remove, move, path };
    listActions.current = { append, remove };
  });
  useLayoutEffect(() => {
    lessonLists.set(moduleKey, listActions);
    return () => {
      lessonLists.delete(moduleKey);
    };
  }, [lessonLists, moduleKey]);

  const lessonName = useCallback(
    (index: number) =>
      getValues(`${latest.current.path}.${index}.title`)?.trim() || c.lesson.heading(index + 1),
    [getValues],
  );

  const moveLesson = useCallback(
    (from: number, to: number) => {
      const key = getValues(`${latest.current.path}.${from}.key`);
      latest.current.move(from, to);
      announce(c.lesson.moved(lessonName(to), to + 1, getValues(latest.current.path).length));
      focusFirst(
        `${key}-${from < to ? 'down' : 'up'}`,
        `${key}-${from < to ? 'up' : 'down'}`,
        `${key}-toggle`,
      );
    },
    [announce, getValues, lessonName],
  );

  const removeLesson = useCallback(
    (index: number) => {
      const name = lessonName(index);
      latest.current.remove(index);
      announce(c.lesson.removed(name));
      focusFirst(addLessonId);
    },
    [addLessonId, announce, lessonName],
  );

  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const describeLesson = useCallback(
    (key: string) => lessonName(getValues(latest.current.path).findIndex((lesson) => lesson.key === key)),
    [getValues, lessonName],
  );

  return (
    <div className="flex flex-col gap-3">
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{c.module.noLessons}</p>
      ) : (
        <SortableList ids={keys} describe={describeLesson} onMove={moveLesson}>
          <ol className="flex flex-col gap-2">
            {fields.map((field, index) => (
              <SortableItem key={field.key} id={field.key} className="rounded-lg">
                <LessonEditor
                  moduleIndex={moduleIndex}
                  moduleCount={moduleCount}
                  lessonIndex={index}
                  lessonCount={fields.length}
                  lessonKey={field.key}
                  onMove={moveLesson}
                  onRemove={removeLesson}
                />
              </SortableItem>
            ))}
          </ol>
        </SortableList>
      )}
      <Button id={addLessonId} variant="outline" className="self-start" onClick={() => append(newLesson())}>
        <Plus aria-hidden className="size-4" />
        {c.addLesson}
      </Button>
    </div>
  );
}
