import { LESSON_CONTENT_CODES, type CourseEdit } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { StoredLesson, StoredModule } from './find-course-content';
import { signLessonImages, type LessonImageRow } from './lesson-images';
import { FILE_LESSON_KINDS } from './plan-course-content';

export interface EditableCourseRow {
  id_course: string;
  title: string;
  short_description: string;
  description: string;
  estimated_duration_hours: number;
  price: number;
  id_coin: string;
  id_lenguage: string;
  id_difficulty_level: string;
  id_industry: string;
  id_specialty: string;
  id_instructor: string;
  is_publish: boolean;
  thumbnail_url: string | null;
  preview_video_url: string | null;
}

/**
 * The course form's view of a course: files as signed links, and each lesson's content in the
 * one field its type uses, so that the form never shows a storage key or another type's leftovers.
 */
export function presentCourseEdit(
  course: EditableCourseRow,
  content: { modules: readonly StoredModule[]; images: readonly LessonImageRow[] },
  links: FileLinks,
  viewerId: string,
): CourseEdit {
  return {
    id: course.id_course,
    title: course.title,
    shortDescription: course.short_description,
    description: course.description,
    estimatedDurationHours: course.estimated_duration_hours,
    price: course.price,
    coinId: course.id_coin,
    languageId: course.id_lenguage,
    difficultyLevelId: course.id_difficulty_level,
    industryId: course.id_industry,
    specialtyId: course.id_specialty,
    instructorId: course.id_instructor,
    isPublished: course.is_publish,
    thumbnailUrl: links.signed(course.thumbnail_url),
    previewVideoUrl: links.forViewer(course.preview_video_url, viewerId),
    modules: content.modules.map((module) => ({
      id: module.id_module,
      title: module.title,
      description: module.description,
      isPublished: module.is_published,
      lessons: module.lessons.map((lesson) => presentLesson(lesson, links, viewerId)),
    })),
    images: signLessonImages(links, content.images, viewerId),
  };
}

function presentLesson(
  lesson: StoredLesson,
  links: FileLinks,
  viewerId: string,
): CourseEdit['modules'][number]['lessons'][number] {
  const hasFile = FILE_LESSON_KINDS[lesson.type_code] !== undefined;
  return {
    id: lesson.id_lesson,
    title: lesson.title,
    description: lesson.description ?? '',
    estimatedDurationMinutes: lesson.estimated_duration_minutes,
    contentType: lesson.type_code,
    contentText: lesson.type_code === LESSON_CONTENT_CODES.text ? lesson.content_text : null,
    contentUrl: lesson.type_code === LESSON_CONTENT_CODES.externalLink ? lesson.content_url : null,
    fileUrl: hasFile ? links.forViewer(lesson.content_url, viewerId) : null,
    videoSeconds: lesson.type_code === LESSON_CONTENT_CODES.video ? lesson.duration_seconds : null,
    isPublished: lesson.is_published,
  };
}
