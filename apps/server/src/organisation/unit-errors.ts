import { organisationMessages as m, UNIT_MAX_DEPTH } from '@aula/shared';
import { AppError } from '../core/app-error';
import { refusingDuplicate } from '../db/errors';

export const unitNotFound = () => AppError.notFound(m.notFound);
export const parentNotFound = () => AppError.invalidField('parentId', m.parentNotFound);
export const tooDeep = () => AppError.conflict(m.tooDeep(UNIT_MAX_DEPTH));

/** A code another unit holds, whatever its case. */
export const refusingTakenCode = <T>(save: () => Promise<T>) => refusingDuplicate('code', m.codeTaken, save);
