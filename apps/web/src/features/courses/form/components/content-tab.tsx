import { messages } from '@aula/shared';
import { AlertCircle, Layers, Plus } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  ContentTabContext,
  type ContentTabActions,
  type LessonListActions,
} from '../lib/content-tab-context';
import { newModule, type CourseFormValues } from '../lib/course-form-values';
import { hasLessons } from '../lib/course-stats';
import { ModuleCard } from './module-card';
import { focusFirst, SortableItem, SortableList } from './sortable';

const c = messages.courseContent;

/**
 * Contenido (docs/product/courses.md#modules-and-lessons): the course's modules and their lessons,
 * added, edited, removed and reordered (by drag and drop or by buttons), and lessons moved between
 * modules.
 *
 * Built for long courses: text fields are uncontrolled (register) and each part watches only
 * what it shows, so typing in one lesson re-renders that lesson, not the course.
 */
export function ContentTab() {
  const id = useId();
  const addModuleId = `${id}-add-module`;
  const { control, getValues } = useFormContext<CourseFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'modules' });
  const [announcement, setAnnouncement] = useState('');

  // Callbacks handed to memoized module cards stay the same; they reach the latest actions here.
  const latest = useRef({ append, remove, move });
  useLayoutEffect(() => {
    latest.current = { append, remove, move };
  });
  const [lessonLists] = useState(() => new Map<string, RefObject<LessonListActions>>());

  const moduleName = useCallback(
    (index: number) => getValues(`modules.${index}.title`)?.trim() || c.module.heading(index + 1),
    [getValues],
  );

  const moveModule = useCallback(
    (from: number, to: number) => {
      const key = getValues(`modules.${from}.key`);
      latest.current.move(from, to);
      setAnnouncement(c.module.moved(moduleName(to), to + 1, getValues('modules').length));
      focusFirst(
        `${key}-${from < to ? 'down' : 'up'}`,
        `${key}-${from < to ? 'up' : 'down'}`,
        `${key}-toggle`,
      );
    },
    [getValues, moduleName],
  );

  const removeModule = useCallback(
    (index: number) => {
      const name = moduleName(index);
      latest.current.remove(index);
      setAnnouncement(c.module.removed(name));
      focusFirst(addModuleId);
    },
    [addModuleId, moduleName],
  );

  const moveLessonToModule = useCallback(
    (fromModule: number, lessonIndex: number, toModule: number) => {
      const modules = getValues('modules');
      const source = modules[fromModule];
      const target = modules[toModule];
      const lesson = source?.lessons[lessonIndex];
      const from = source && lessonLists.get(source.key)?.current;
      const to = target && lessonLists.get(target.key)?.current;
      if (!lesson || !from || !to) return;
      from.remove(lessonIndex);
      to.append(lesson, { shouldFocus: false });
      setAnnouncement(
        c.lesson.movedToModule(lesson.title.trim() || c.lesson.heading(lessonIndex + 1), toModule + 1),
      );
      focusFirst(`${lesson.key}-toggle`);
    },
    [getValues, lessonLists],
  );

  const actions = useMemo<ContentTabActions>(
    () => ({ announce: setAnnouncement, lessonLists, moveLessonToModule }),
    [lessonLists, moveLessonToModule],
  );

  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const describeModule = useCallback(
    (key: string) => moduleName(getValues('modules').findIndex((module) => module.key === key)),
    [getValues, moduleName],
  );

  const addModule = () => append(newModule());

  return (
    <ContentTabContext value={actions}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{c.intro}</p>
        <ModulesNotice />

        {fields.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-10 text-center">
            <Layers aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">{c.emptyTitle}</p>
            <p className="max-w-md text-sm text-muted-foreground">{c.emptyHint}</p>
            <Button id={addModuleId} onClick={addModule}>
              <Plus aria-hidden className="size-4" />
              {c.addModule}
            </Button>
          </div>
        ) : (
          <>
            <SortableList ids={keys} describe={describeModule} onMove={moveModule}>
              <ol className="flex flex-col gap-4">
                {fields.map((field, index) => (
                  <SortableItem key={field.key} id={field.key} className="rounded-xl">
                    <ModuleCard
                      index={index}
                      total={fields.length}
                      moduleKey={field.key}
                      onMove={moveModule}
                      onRemove={removeModule}
                    />
                  </SortableItem>
                ))}
              </ol>
            </SortableList>
            <Button id={addModuleId} variant="outline" className="self-start" onClick={addModule}>
              <Plus aria-hidden className="size-4" />
              {c.addModule}
            </Button>
          </>
        )}

        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </ContentTabContext>
  );
}

/**
 * A course needs at least one module with a lesson (docs/product/courses.md#content-tab). Said from
 * the start (so a new course shows what it needs), and as an alert once validation reports it; also
 * any other rule on the module list as a whole (too many modules).
 */
function ModulesNotice() {
  const { control } = useFormContext<CourseFormValues>();
  const anyLesson = useWatch({ control, name: 'modules', compute: hasLessons });
  const { errors } = useFormState({ control, name: 'modules' });
  const listMessage = errors.modules?.message ?? errors.modules?.root?.message;
  const message = anyLesson
    ? listMessage && listMessage !== messages.courses.needsModuleAndLesson
      ? listMessage
      : undefined
    : messages.courses.needsModuleAndLesson;
  if (!message) return null;
  return (
    <p
      role={listMessage ? 'alert' : undefined}
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
