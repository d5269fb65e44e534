import { messages, type CourseEdit } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { findManagedCourse } from './course-access';
import { presentCourseEdit } from './course-edit-presenter';
import { findCourseContent } from './find-course-content';
import { findLessonImages } from './lesson-images';

/** GET /api/courses/{id}/edit: everything the course form needs, for the course's managers only. */
export async function getCourseForEdit(deps: AppDeps, auth: Viewer, courseId: string): Promise<CourseEdit> {
  const db = deps.db.kysely;
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
  return presentCourseEdit(
    course,
    { modules: await findCourseContent(db, courseId), images: await findLessonImages(db, courseId) },
    deps.config,
    auth.profileId,
  );
}
