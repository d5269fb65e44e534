import { messages, type CreateCourseInput } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

type CourseReferences = Pick<
  CreateCourseInput,
  'coinId' | 'languageId' | 'difficultyLevelId' | 'industryId' | 'specialtyId' | 'modules'
>;

/** The id of each live lesson content type, by its code ('01' video … '04' external link). */
export type ContentTypeIds = ReadonlyMap<string, string>;

/**
 * The form's choices must name live reference rows, and the specialty must belong to the chosen
 * industry: a 422 names each wrong field. Answers the content types' ids, which the lessons need.
 */
export async function checkCourseReferences(
  db: Kysely<DB>,
  input: CourseReferences,
): Promise<ContentTypeIds> {
  const live = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('Coins')
            .select('id_coin')
            .where('id_coin', '=', input.coinId)
            .where('deleted_at', 'is', null),
        )
        .as('coin'),
      eb
        .exists(
          eb
            .selectFrom('Languages')
            .select('id_language')
            .where('id_language', '=', input.languageId)
            .where('deleted_at', 'is', null),
        )
        .as('language'),
      eb
        .exists(
          eb
            .selectFrom('Difficulty_levels')
            .select('id_difficulty_level')
            .where('id_difficulty_level', '=', input.difficultyLevelId)
            .where('deleted_at', 'is', null),
        )
        .as('difficultyLevel'),
      eb
        .exists(
          eb
            .selectFrom('Industries')
            .select('id_industry')
            .where('id_industry', '=', input.industryId)
            .where('deleted_at', 'is', null),
        )
        .as('industry'),
      eb
        .selectFrom('Specialties')
        .select('id_industry')
        .where('id_specialty', '=', input.specialtyId)
        .where('deleted_at', 'is', null)
        .as('specialtyIndustry'),
    ])
    .executeTakeFirstOrThrow();
  const contentTypes = await db
    .selectFrom('Content_Types_Lesson')
    .select(['id_content_type_lesson', 'code'])
    .where('deleted_at', 'is', null)
    .execute();
  const contentTypeIds = new Map(contentTypes.map((type) => [type.code, type.id_content_type_lesson]));

  const f = messages.courses.form;
  const fields: Record<string, string> = {};
  if (!live.coin) fields.coinId = f.referenceInvalid;
  if (!live.language) fields.languageId = f.referenceInvalid;
  if (!live.difficultyLevel) fields.difficultyLevelId = f.referenceInvalid;
  if (!live.industry) fields.industryId = f.referenceInvalid;
  if (!live.specialtyIndustry) fields.specialtyId = f.referenceInvalid;
  else if (live.specialtyIndustry !== input.industryId) fields.specialtyId = f.specialtyNotInIndustry;
  input.modules.forEach((module, m) =>
    module.lessons.forEach((lesson, l) => {
      if (!contentTypeIds.has(lesson.contentType)) {
        fields[`modules.${m}.lessons.${l}.contentType`] = f.referenceInvalid;
      }
    }),
  );
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation_failed', first, fields);
  return contentTypeIds;
}
