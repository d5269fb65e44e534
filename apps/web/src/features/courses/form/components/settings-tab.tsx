import { courseFormMessages } from '@aula/shared';
import { Tag } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils/cn';
import { useCourseLabels } from '../lib/course-labels';
import type { CourseFormValues } from '../lib/course-form-values';
import { courseStats, courseTags, splitMinutes } from '../lib/course-stats';

const t = courseFormMessages.settings;

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium',
        published ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', published ? 'bg-green-600' : 'bg-amber-500')} />
      {published ? t.published : t.draft}
    </span>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Configuración (docs/product/courses.md#settings-tab): publication, the course's live figures and
 * its labels.
 */
export function SettingsTab() {
  const id = useId();
  const { control } = useFormContext<CourseFormValues>();
  const [isPublished, modules, hours] = useWatch({
    control,
    name: ['isPublished', 'modules', 'estimatedDurationHours'],
  });
  const stats = courseStats(modules);
  const lessonTime = splitMinutes(stats.lessonMinutes);
  const tags = courseTags(useCourseLabels(control));

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-publication`} className="flex flex-col gap-4">
        <h2 id={`${id}-publication`} className="text-base font-semibold">
          {t.publicationTitle}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-4">
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="isPublished"
              render={({ field }) => (
                <Switch
                  id={`${id}-published`}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-published-hint`}
                />
              )}
            />
            <Label htmlFor={`${id}-published`}>{t.publishedLabel}</Label>
          </div>
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t.statusLabel}:</span>
            <StatusBadge published={isPublished} />
          </p>
          <p id={`${id}-published-hint`} className="w-full text-xs text-muted-foreground">
            {t.publishedHint}
          </p>
        </div>
      </section>

      <section aria-labelledby={`${id}-stats`} className="flex flex-col gap-4">
        <h2 id={`${id}-stats`} className="text-base font-semibold">
          {t.statsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label={t.modules} value={stats.modules} />
          <Stat label={t.lessons} value={stats.lessons} />
          <Stat label={t.courseHours} value={Number.isFinite(hours) ? t.hours(hours) : t.notSet} />
          <Stat label={t.lessonTime} value={t.duration(lessonTime.hours, lessonTime.minutes)} />
        </dl>
      </section>

      <section aria-labelledby={`${id}-tags`} className="flex flex-col gap-4">
        <h2 id={`${id}-tags`} className="text-base font-semibold">
          {t.tagsTitle(tags.length)}
        </h2>
        {tags.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.tagsEmpty}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li
                key={tag.kind}
                className="inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm text-primary"
              >
                <Tag aria-hidden className="size-3.5" />
                <span className="text-primary/80">{t.tagKinds[tag.kind]}:</span>
                <span className="font-medium">{tag.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
