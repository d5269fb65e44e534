import { messages, type UpdateCourseInput } from '@aula/shared';
import type { Transaction } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { checkCourseReferences } from './check-course-references';
import { courseColumns } from './course-columns';
import { findManagedCourse } from './course-access';
import { findCourseContent } from './find-course-content';
import { notifyNewLessons, publishNewLessonNotifications } from './notify-new-lessons';
import { checkCourseContent, courseFileRequests } from './plan-course-content';
import { resolveCourseInstructor } from './resolve-course-instructor';
import { checkVideoMinutes } from './check-video-minutes';
import { saveWithCourseFiles } from './save-with-course-files';
import { syncCourseContent } from './sync-course-content';

/**
 * PUT /api/courses/{id}: the course's instructor or an admin saves the whole form. New files
 * replace old ones only when an upload is named; modules and lessons are synced to the form;
 * enrolled students hear about new lessons of a published course.
 */
export async function updateCourse(
  deps: AppDeps,
  auth: Viewer,
  courseId: string,
  input: UpdateCourseInput,
): Promise<void> {
  const db = deps.db.kysely;
  const course = await findManagedCourse(db, auth, courseId);
  const instructorId = await resolveCourseInstructor(db, auth, input.instructorId, course.id_instructor);
  const contentTypeIds = await checkCourseReferences(db, input);
  // Refuse a stale form before storing any file; checked again under the lock below.
  checkCourseContent(await findCourseContent(db, courseId), input.modules);

  await saveWithCourseFiles(
    deps,
    auth.profileId,
    courseFileRequests(input),
    async (trx, files, videoSeconds) => {
      const stored = await lockCourse(trx, courseId);
      const existing = await findCourseContent(trx, courseId);
      checkCourseContent(existing, input.modules);
      checkVideoMinutes(input.modules, videoSeconds, existing);
      const now = new Date();
      const thumbnail = files.get('thumbnailUploadId');
      const previewVideo = files.get('previewVideoUploadId');
      await trx
        .updateTable('Courses')
        .set({
          ...courseColumns(input),
          id_instructor: instructorId,
          thumbnail_url: thumbnail ?? stored.thumbnail_url,
          preview_video_url: previewVideo ?? stored.preview_video_url,
          updated_at: now,
        })
        .where('id_course', '=', courseId)
        .execute();
      const synced = await syncCourseContent(trx, {
        courseId,
        isPublished: input.isPublished,
        modules: input.modules,
        existing,
        files,
        contentTypeIds,
        now,
      });
      const notifications = input.isPublished
        ? await notifyNewLessons(trx, deps, { id: courseId, title: input.title }, synced.insertedLessonTitles)
        : [];
      const replacedKeys = [...synced.replacedKeys];
      if (thumbnail && stored.thumbnail_url) replacedKeys.push(stored.thumbnail_url);
      if (previewVideo && stored.preview_video_url) replacedKeys.push(stored.preview_video_url);
      return {
        result: undefined,
        replacedKeys,
        afterCommit: () => publishNewLessonNotifications(deps, notifications),
      };
    },
  );
}

/** Two saves of one course run one after the other, each against what the other committed. */
async function lockCourse(trx: Transaction<DB>, courseId: string) {
  const course = await trx
    .selectFrom('Courses')
    .select(['thumbnail_url', 'preview_video_url'])
    .where('id_course', '=', courseId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
  return course;
}
