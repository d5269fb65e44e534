import type { CourseProgress, ModuleProgress, MyProgress } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { MyProgressRows } from './list-my-progress';

/** The progress page: each enrollment with its modules in course order, and the summary figures. */
export function presentMyProgress({ enrollments, modules }: MyProgressRows, links: FileLinks): MyProgress {
  const modulesByCourse = new Map<string, ModuleProgress[]>();
  for (const module of modules) {
    const list = modulesByCourse.get(module.id_course) ?? [];
    list.push({
      id: module.id_module,
      title: module.title,
      completedLessons: module.completed_lessons,
      totalLessons: module.total_lessons,
    });
    modulesByCourse.set(module.id_course, list);
  }
  const items = enrollments.map((row): CourseProgress => ({
    course: {
      id: row.id_course,
      title: row.title,
      thumbnailUrl: links.signed(row.thumbnail_url),
      instructor: {
        id: row.instructor_id,
        names: row.instructor_names,
        lastNames: row.instructor_last_names,
      },
    },
    progress: row.progress,
    enrolledAt: row.enrolled_at.toISOString(),
    completedAt: row.completion_at?.toISOString() ?? null,
    lastActivityAt: row.last_activity_at.toISOString(),
    modules: modulesByCourse.get(row.id_course) ?? [],
  }));
  const total = items.reduce((sum, item) => sum + item.progress, 0);
  return {
    summary: {
      courses: items.length,
      completed: items.filter((item) => item.completedAt !== null).length,
      averageProgress: items.length === 0 ? 0 : Math.round(total / items.length),
    },
    items,
  };
}
