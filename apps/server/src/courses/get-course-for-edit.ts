import { messages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import { findManagedCourse } from './course-access';
import { findCourseContent } from './find-course-content';
import { findLessonImages } from './lesson-images';

/**
 * GET /api/courses/{id}/edit: everything the course form needs, for the course's managers only,
 * as stored (the route presents it, course-edit-presenter.ts).
 */
export async function getCourseForEdit(db: Kysely<DB>, auth: Viewer, courseId: string) {
  await findManagedCourse(db, auth, courseId);
  const course = await db
    .selectFrom('Courses')
    .select([
      'id_course',
      'title',
      'short_description',
      'description',
      'estimated_duration_hours',
      'price',
      'id_coin',
      'id_lenguage',
      'id_difficulty_level',
      'id_industry',
      'id_specialty',
      'id_instructor',
      'is_publish',
      'thumbnail_url',
      'preview_video_url',
    ])
    .where('id_course', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
  return {
    course,
    content: { modules: await findCourseContent(db, courseId), images: await findLessonImages(db, courseId) },
  };
}
