import type { CourseDetail, CourseSummary, ViewerEnrollment, ViewerPurchase } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { CourseDetailRow, CourseRow } from './course-queries';
import type { StoredModule } from './find-course-content';

/** Storage keys become signed links; nothing else of the row leaves the server. */
export function presentCourseSummary(row: CourseRow, links: FileLinks): CourseSummary {
  return {
    id: row.id_course,
    title: row.title,
    shortDescription: row.short_description,
    price: row.price,
    coin: { id: row.id_coin, code: row.coin_code, name: row.coin_name },
    isPublished: row.is_publish,
    thumbnailUrl: links.signed(row.thumbnail_url),
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
  links: FileLinks,
): CourseDetail {
  return {
    ...presentCourseSummary(row, links),
    description: row.description,
    previewVideoUrl: links.forViewer(row.preview_video_url, viewer.profileId),
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
