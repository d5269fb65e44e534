import type { MyCourse } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { MyCourseRow } from './list-my-courses';

/** A 'Mis Cursos' card: the catalogue's fields for the course, the caller's progress in it. */
export function presentMyCourse(row: MyCourseRow, links: FileLinks): MyCourse {
  return {
    course: {
      id: row.id_course,
      title: row.title,
      shortDescription: row.short_description,
      thumbnailUrl: links.signed(row.thumbnail_url),
      price: row.price,
      coin: { id: row.id_coin, code: row.coin_code, name: row.coin_name },
      estimatedDurationHours: row.estimated_duration_hours,
      ratingAverage: row.rating_average,
      instructor: {
        id: row.instructor_id,
        names: row.instructor_names,
        lastNames: row.instructor_last_names,
      },
      specialty: { id: row.id_specialty, name: row.specialty_name },
      totalModules: row.total_modules,
      totalLessons: row.total_lessons,
    },
    progress: row.progress,
    completedAt: row.completion_at?.toISOString() ?? null,
    lastLessonId: row.last_lesson_id,
    enrolledAt: row.enrolled_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
