import { messages } from '@aula/shared';
import type { FieldErrors } from 'react-hook-form';
import type { CourseFormValues, ModuleFormValue } from './course-form-values';
import { hasLessons } from './course-stats';

export const COURSE_FORM_TABS = ['basic', 'content', 'media', 'settings', 'preview'] as const;
export type CourseFormTab = (typeof COURSE_FORM_TABS)[number];

/** The fields each tab edits, by their top-level name; the preview edits none. */
export const TAB_FIELDS = {
  basic: [
    'title',
    'shortDescription',
    'description',
    'difficultyLevelId',
    'estimatedDurationHours',
    'languageId',
    'price',
    'coinId',
    'industryId',
    'specialtyId',
    'instructorId',
  ],
  content: ['modules'],
  media: ['thumbnail', 'previewVideo'],
  settings: ['isPublished'],
  preview: [],
} as const satisfies Record<CourseFormTab, readonly (keyof CourseFormValues)[]>;

/** The tab where a form path ('modules.0.lessons.1.title', 'thumbnail') is edited; null for 'root'. */
export function tabOfField(path: string): CourseFormTab | null {
  const top = path.split('.')[0];
  for (const tab of COURSE_FORM_TABS) {
    if ((TAB_FIELDS[tab] as readonly string[]).includes(top!)) return tab;
  }
  return null;
}

// What react-hook-form keeps beside the messages of an error node.
const ERROR_META = new Set(['type', 'message', 'ref', 'types']);

/** How many messages an error node holds, its own and its children's (array items, nested fields). */
function countMessages(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  let count = typeof (node as { message?: unknown }).message === 'string' ? 1 : 0;
  for (const [key, child] of Object.entries(node)) {
    if (!ERROR_META.has(key)) count += countMessages(child);
  }
  return count;
}

/**
 * The number of errors each tab holds, so a tab that is not shown can say it needs attention.
 * react-hook-form revalidates only the field that changed: the course-wide "one module and one
 * lesson" message stays behind once a lesson is added inside a module, so given the modules,
 * it is not counted when it no longer holds.
 */
export function countErrorsByTab(
  errors: FieldErrors<CourseFormValues>,
  modules?: readonly Pick<ModuleFormValue, 'lessons'>[],
): Record<CourseFormTab, number> {
  const counts: Record<CourseFormTab, number> = { basic: 0, content: 0, media: 0, settings: 0, preview: 0 };
  for (const [field, node] of Object.entries(errors)) {
    const tab = tabOfField(field);
    if (tab) counts[tab] += countMessages(node);
  }
  if (modules && hasLessons(modules)) counts.content -= staleModulesMessages(errors);
  return counts;
}

/**
 * The course-wide message about modules, which react-hook-form keeps on the array itself
 * ('modules') or, after a field-array change, under its 'root'.
 */
export function modulesMessage(errors: FieldErrors<CourseFormValues>): string | undefined {
  return errors.modules?.message ?? errors.modules?.root?.message;
}

function staleModulesMessages(errors: FieldErrors<CourseFormValues>): number {
  const stale = messages.courses.needsModuleAndLesson;
  return Number(errors.modules?.message === stale) + Number(errors.modules?.root?.message === stale);
}

/** True when the form still shows "one module and one lesson" although a module has a lesson. */
export function isStaleModulesError(
  errors: FieldErrors<CourseFormValues>,
  modules: readonly Pick<ModuleFormValue, 'lessons'>[],
): boolean {
  return hasLessons(modules) && staleModulesMessages(errors) > 0;
}

/** The tabs with at least one error, in the order they are shown. */
export function tabsWithErrors(errors: FieldErrors<CourseFormValues>): CourseFormTab[] {
  const counts = countErrorsByTab(errors);
  return COURSE_FORM_TABS.filter((tab) => counts[tab] > 0);
}
