import {
  completionReadiness,
  LESSON_CONTENT_CODES,
  type CoursePlayer,
  type PlayerLesson,
} from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { StoredLesson } from '../courses/find-course-content';
import { signLessonImages } from '../courses/lesson-images';
import type { getCoursePlayer, LessonProgressRow } from './get-course-player';
import { evidenceLesson, evidenceOf } from './lesson-evidence';

const FILE_LESSONS: readonly string[] = [LESSON_CONTENT_CODES.video, LESSON_CONTENT_CODES.pdf];

/**
 * Each lesson carries only the content its type uses: text for text lessons, the outside URL
 * for links, and for videos and PDFs a signed, expiring link, never the storage key. And whether
 * the caller's evidence lets them complete it now, so that the player says what is missing.
 */
function presentLesson(
  lesson: StoredLesson,
  progress: LessonProgressRow | undefined,
  links: FileLinks,
  now: Date,
  viewerId: string,
): PlayerLesson {
  const code = lesson.type_code;
  return {
    id: lesson.id_lesson,
    title: lesson.title,
    description: lesson.description,
    contentType: code,
    estimatedDurationMinutes: lesson.estimated_duration_minutes,
    completed: progress?.completed_at != null,
    positionSeconds: progress?.position_seconds ?? 0,
    contentText: code === LESSON_CONTENT_CODES.text ? lesson.content_text : null,
    contentUrl: code === LESSON_CONTENT_CODES.externalLink ? lesson.content_url : null,
    mediaUrl: FILE_LESSONS.includes(code) ? links.forViewer(lesson.content_url, viewerId) : null,
    completion: completionReadiness(evidenceLesson(lesson), evidenceOf(progress), now),
  };
}

export function presentCoursePlayer(
  { access, content, progress, images, now }: Awaited<ReturnType<typeof getCoursePlayer>>,
  links: FileLinks,
  viewerId: string,
): CoursePlayer {
  const byLesson = new Map(progress.map((row) => [row.id_lesson, row]));
  const { course, enrollment } = access;
  const liveLessons = new Set(content.flatMap((module) => module.lessons.map((lesson) => lesson.id_lesson)));
  const lastLessonId = enrollment?.last_lesson_id ?? null;
  return {
    course: {
      id: course.id_course,
      title: course.title,
      instructor: { names: course.instructor_names, lastNames: course.instructor_last_names },
    },
    review: access.mode === 'review',
    progress: enrollment?.progress ?? 0,
    completedAt: enrollment?.completion_at?.toISOString() ?? null,
    // A lesson removed since it was opened is not where the player can continue.
    lastLessonId: lastLessonId !== null && liveLessons.has(lastLessonId) ? lastLessonId : null,
    modules: content.map((module) => ({
      id: module.id_module,
      title: module.title,
      description: module.description,
      lessons: module.lessons.map((lesson) =>
        presentLesson(lesson, byLesson.get(lesson.id_lesson), links, now, viewerId),
      ),
    })),
    images: signLessonImages(links, images, viewerId),
  };
}
