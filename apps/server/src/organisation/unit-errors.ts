import { organisationMessages as m, UNIT_MAX_DEPTH } from '@aula/shared';
import { AppError } from '../core/app-error';
import { isUniqueViolation } from '../db/errors';

export const unitNotFound = () => AppError.notFound(m.notFound);
export const parentNotFound = () => AppError.invalidField('parentId', m.parentNotFound);
export const tooDeep = () => AppError.conflict(m.tooDeep(UNIT_MAX_DEPTH));

/** A code another unit holds (the unique index decides, so two saves at once cannot both take it). */
export async function refusingTakenCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', m.codeTaken, { code: m.codeTaken });
    throw error;
  }
}
