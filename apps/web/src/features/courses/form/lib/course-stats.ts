import type { ModuleFormValue } from './course-form-values';

export interface CourseStats {
  modules: number;
  lessons: number;
  /** The sum of the lessons' minutes; lessons without a valid duration yet count 0. */
  lessonMinutes: number;
}

const validMinutes = (minutes: number) => (Number.isFinite(minutes) && minutes > 0 ? minutes : 0);

/** The Configuración tab's live figures (docs/product/courses.md#settings-tab). */
export function courseStats(modules: readonly Pick<ModuleFormValue, 'lessons'>[]): CourseStats {
  const lessons = modules.flatMap((module) => module.lessons);
  return {
    modules: modules.length,
    lessons: lessons.length,
    lessonMinutes: lessons.reduce(
      (total, lesson) => total + validMinutes(lesson.estimatedDurationMinutes),
      0,
    ),
  };
}

/** A module's minutes, for the preview. */
export function moduleMinutes(module: Pick<ModuleFormValue, 'lessons'>): number {
  return courseStats([module]).lessonMinutes;
}

/** Minutes as whole hours and the minutes left over: 150 → { hours: 2, minutes: 30 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The form is valid only if at least one module has lessons (docs/product/courses.md#validation). */
export function hasLessons(modules: readonly Pick<ModuleFormValue, 'lessons'>[]): boolean {
  return modules.some((module) => module.lessons.length > 0);
}

export type CourseTagKind = 'industry' | 'specialty' | 'difficulty' | 'language';

export interface CourseTag {
  kind: CourseTagKind;
  name: string;
}

const TAG_ORDER: readonly CourseTagKind[] = ['industry', 'specialty', 'difficulty', 'language'];

/** The course's labels (rubro, especialidad, nivel, idioma) that are chosen, in that order. */
export function courseTags(names: Partial<Record<CourseTagKind, string | undefined>>): CourseTag[] {
  return TAG_ORDER.flatMap((kind) => {
    const name = names[kind]?.trim();
    return name ? [{ kind, name }] : [];
  });
}

/** The name of the item with this id in a reference list, if the list has loaded and holds it. */
export function nameById(list: readonly { id: string; name: string }[] | undefined, id: string | undefined) {
  return id ? list?.find((item) => item.id === id)?.name : undefined;
}
