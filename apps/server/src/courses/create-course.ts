import type { CreateCourseInput } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { checkCourseReferences } from './check-course-references';
import { courseColumns } from './course-columns';
import { checkCourseContent, courseFileRequests } from './plan-course-content';
import { resolveCourseInstructor } from './resolve-course-instructor';
import { checkVideoMinutes } from './check-video-minutes';
import { saveWithCourseFiles } from './save-with-course-files';
import { syncCourseContent } from './sync-course-content';
import { authorize } from '../auth/permissions';

/**
 * POST /api/courses: an instructor's or admin's new course with its modules, lessons and files,
 * written in one transaction after its files are stored. Answers the new course's id.
 */
export async function createCourse(deps: AppDeps, auth: Viewer, input: CreateCourseInput): Promise<string> {
  authorize(auth, 'courses.create');
  const db = deps.db.kysely;
  const instructorId = await resolveCourseInstructor(db, auth, input.instructorId);
  const contentTypeIds = await checkCourseReferences(db, input);
  // A new course has no saved modules or lessons, so any id the form sends is stale.
  checkCourseContent([], input.modules);

  return saveWithCourseFiles(
    deps,
    auth.profileId,
    courseFileRequests(input),
    async (trx, files, videoSeconds) => {
      checkVideoMinutes(input.modules, videoSeconds);
      const now = new Date();
      const { id_course } = await trx
        .insertInto('Courses')
        .values({
          ...courseColumns(input),
          id_instructor: instructorId,
          thumbnail_url: files.get('thumbnailUploadId') ?? null,
          preview_video_url: files.get('previewVideoUploadId') ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id_course')
        .executeTakeFirstOrThrow();
      await syncCourseContent(trx, {
        courseId: id_course,
        isPublished: input.isPublished,
        modules: input.modules,
        existing: [],
        files,
        contentTypeIds,
        now,
      });
      return { result: id_course, replacedKeys: [] };
    },
  );
}
