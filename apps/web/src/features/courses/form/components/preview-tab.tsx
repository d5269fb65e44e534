import { type LessonContentCode, courseFormMessages } from '@aula/shared';
import { BookOpen, Clock, FileText, Globe, Link2, PlayCircle, Type } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedText } from '@/components/formatted-text/formatted-text';
import { formatPrice } from '@/lib/format-price';
import { useReferenceList } from '@/lib/reference/use-reference';
import { useCourseLabels } from '../lib/course-labels';
import type { CourseFormValues, LessonFormValue, ModuleFormValue } from '../lib/course-form-values';
import { courseStats, moduleMinutes } from '../lib/course-stats';

const t = courseFormMessages.preview;

const LESSON_ICONS = { '01': PlayCircle, '02': Type, '03': FileText, '04': Link2 } as const;

function LessonRow({ lesson }: { lesson: LessonFormValue }) {
  const type = lesson.contentType || undefined;
  const Icon = type ? LESSON_ICONS[type] : BookOpen;
  const minutes = Number.isFinite(lesson.estimatedDurationMinutes) ? lesson.estimatedDurationMinutes : 0;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{lesson.title}</p>
          {lesson.description && (
            <p className="text-sm break-words text-muted-foreground">{lesson.description}</p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end text-xs text-muted-foreground">
          {type && <span>{t.lessonTypes[type as LessonContentCode]}</span>}
          <span className="tabular-nums">{t.minutes(minutes)}</span>
        </div>
      </div>
      {type === '02' && lesson.contentText.trim() && (
        // Formatted as the player shows it; markup the instructor typed is shown, never run.
        <FormattedText
          text={lesson.contentText}
          topHeadingLevel={5}
          className="ml-7 max-h-64 overflow-y-auto rounded-md bg-background p-3 text-sm"
        />
      )}
    </li>
  );
}

function ModuleOutline({ module }: { module: ModuleFormValue }) {
  return (
    <li className="rounded-lg border border-border">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border bg-background px-4 py-3">
        <h4 className="font-semibold break-words">{module.title}</h4>
        <p className="text-xs text-muted-foreground">
          {t.lessons(module.lessons.length)} · {t.minutes(moduleMinutes(module))}
        </p>
        {module.description && (
          <p className="w-full text-sm break-words text-muted-foreground">{module.description}</p>
        )}
      </div>
      {module.lessons.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">{t.noLessons}</p>
      ) : (
        <ol className="divide-y divide-border px-4">
          {module.lessons.map((lesson) => (
            <LessonRow key={lesson.key} lesson={lesson} />
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * Vista Previa (docs/product/courses.md#preview-tab): the course as a student will see it, from
 * what is typed so far.
 */
export function PreviewTab() {
  const id = useId();
  const { control } = useFormContext<CourseFormValues>();
  const values = useWatch({ control });
  const labels = useCourseLabels(control);
  const coins = useReferenceList('coins');

  const modules = (values.modules ?? []) as ModuleFormValue[];
  const stats = courseStats(modules);
  const title = values.title?.trim() || t.untitled;
  const hours = Number.isFinite(values.estimatedDurationHours) ? values.estimatedDurationHours! : 0;
  const price = Number.isFinite(values.price) ? values.price! : 0;
  const coinCode = coins.data?.find((coin) => coin.id === values.coinId)?.code ?? '';
  const thumbnail = values.thumbnail?.previewUrl;

  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-teal-700 to-slate-900">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={t.thumbnailAlt(title)}
            className="aspect-video max-h-80 w-full object-cover"
          />
        ) : (
          <div aria-hidden className="aspect-video max-h-80 w-full" />
        )}
        {labels.difficulty && (
          <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-teal-800 shadow">
            {labels.difficulty}
          </span>
        )}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <h3 id={`${id}-title`} className="text-2xl font-bold tracking-tight break-words">
            {title}
          </h3>
          <p className="break-words text-muted-foreground">
            {values.shortDescription?.trim() || t.noShortDescription}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" /> {t.hours(hours)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <BookOpen aria-hidden className="size-4" /> {t.lessons(stats.lessons)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Globe aria-hidden className="size-4" /> {labels.language ?? t.defaultLanguage}
            </li>
          </ul>
        </div>
        <div className="self-start rounded-xl border border-border p-4">
          <p className="text-sm text-muted-foreground">{t.price}</p>
          <p className="text-2xl font-bold">{formatPrice(price, coinCode)}</p>
        </div>
      </div>

      <section aria-labelledby={`${id}-about`} className="flex flex-col gap-2">
        <h4 id={`${id}-about`} className="text-lg font-semibold">
          {t.aboutTitle}
        </h4>
        <p className="break-words whitespace-pre-wrap text-muted-foreground">
          {values.description?.trim() || t.noDescription}
        </p>
      </section>

      <section aria-labelledby={`${id}-content`} className="flex flex-col gap-3">
        <h4 id={`${id}-content`} className="text-lg font-semibold">
          {t.contentTitle}
        </h4>
        {modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noModules}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {modules.map((module) => (
              <ModuleOutline key={module.key} module={module} />
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
