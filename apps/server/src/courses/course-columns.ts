import type { CreateCourseInput } from '@aula/shared';

type CourseFields = Omit<CreateCourseInput, 'thumbnailUploadId' | 'previewVideoUploadId' | 'modules'>;

/**
 * The Courses columns the course form sets, under the original product's names
 * (docs/product/courses.md#data-model-names), id_lenguage included.
 */
export function courseColumns(input: CourseFields) {
  return {
    title: input.title,
    short_description: input.shortDescription,
    description: input.description,
    estimated_duration_hours: input.estimatedDurationHours,
    price: input.price,
    id_coin: input.coinId,
    id_lenguage: input.languageId,
    id_difficulty_level: input.difficultyLevelId,
    id_industry: input.industryId,
    id_specialty: input.specialtyId,
    is_publish: input.isPublished,
  };
}
