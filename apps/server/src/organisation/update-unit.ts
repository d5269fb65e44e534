import { organisationMessages as m, type updateUnitSchema } from '@aula/shared';
import type { z } from 'zod';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { lockUnit, ROOT_UNIT_ID } from './unit-queries';
import { refusingTakenCode, unitNotFound } from './unit-errors';

/** Renames a unit, changes its code or its kind; the root keeps its kind ('Academia'). */
export async function updateUnit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
  input: z.output<typeof updateUnitSchema>,
): Promise<void> {
  authorize(auth, 'organisation.manage');
  await refusingTakenCode(() =>
    deps.db.kysely.transaction().execute(async (trx) => {
      const unit = await lockUnit(trx, id);
      if (!unit) throw unitNotFound();
      if (unit.archived_at) throw AppError.conflict(m.archived);
      await trx
        .updateTable('Units')
        .set({
          name: input.name,
          code: input.code,
          kind: id === ROOT_UNIT_ID ? 'academy' : input.kind,
          updated_at: deps.clock.now(),
        })
        .where('id_unit', '=', id)
        .execute();
    }),
  );
}
