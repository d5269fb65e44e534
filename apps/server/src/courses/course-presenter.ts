import type { CourseDetail, CourseSummary, ViewerEnrollment, ViewerPurchase } from '@aula/shared';
import type { Config } from '../config/config';
import { signFileUrl } from '../storage/signed-url';
import type { CourseDetailRow, CourseRow } from './course-queries';
import type { StoredModule } from './find-course-content';

/** A stored key as a signed, expiring link (docs/product/courses.md#media-links); no key, no link. */
export const signedUrl = (config: Config, key: string | null) =>
  key ? signFileUrl(config.fileUrlSecret, key, config.env.SIGNED_URL_TTL_SECONDS) : null;

/**
 * Course content (a lesson's video or PDF, a preview video) as a link signed for the person it is
 * shown to: the file route checks that person's right to it on every request (files/media-access.ts).
 */
export const viewerMediaUrl = (config: Config, key: string | null, viewerId: string) =>
  key
    ? signFileUrl(config.fileUrlSecret, key, config.env.SIGNED_URL_TTL_SECONDS, Date.now(), viewerId)
    : null;

/** Storage keys become signed links; nothing else of the row leaves the server. */
export function presentCourseSummary(row: CourseRow, config: Config): CourseSummary {
  return {
    id: row.id_course,
    title: row.title,
    shortDescription: row.short_description,
    price: row.price,
    coin: { id: row.id_coin, code: row.coin_code, name: row.coin_name },
    isPublished: row.is_publish,
    thumbnailUrl: signedUrl(config, row.thumbnail_url),
    estimatedDurationHours: row.estimated_duration_hours,
    enrollmentCount: row.enrollment_count,
    completionCount: row.completion_count,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
    instructor: { id: row.instructor_id, names: row.instructor_names, lastNames: row.instructor_last_names },
    industry: { id: row.id_industry, name: row.industry_name },
    specialty: { id: row.id_specialty, name: row.specialty_name },
    difficultyLevel: { id: row.id_difficulty_level, name: row.difficulty_name },
    language: { id: row.id_language, name: row.language_name },
    totalModules: row.total_modules,
    totalLessons: row.total_lessons,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentCourseDetail(
  row: CourseDetailRow,
  outline: readonly StoredModule[],
  viewer: { profileId: string; enrollment: ViewerEnrollment | null; purchase: ViewerPurchase },
  config: Config,
): CourseDetail {
  return {
    ...presentCourseSummary(row, config),
    description: row.description,
    previewVideoUrl: viewerMediaUrl(config, row.preview_video_url, viewer.profileId),
    modules: outline.map((module) => ({
      id: module.id_module,
      title: module.title,
      description: module.description,
      orderIndex: module.order_index,
      estimatedDurationMinutes: module.estimated_duration_minutes,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id_lesson,
        title: lesson.title,
        description: lesson.description,
        contentType: { code: lesson.type_code, name: lesson.type_name },
        estimatedDurationMinutes: lesson.estimated_duration_minutes,
        orderIndex: lesson.order_index,
      })),
    })),
    viewerEnrollment: viewer.enrollment,
    viewerPurchase: viewer.purchase,
  };
}
