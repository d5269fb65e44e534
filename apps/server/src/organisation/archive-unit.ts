import { organisationMessages as m } from '@aula/shared';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { lockUnit, peopleInSubtree, ROOT_UNIT_ID } from './unit-queries';
import { unitNotFound } from './unit-errors';

/**
 * Archives a unit and everything below it, which then take no new people and leave the choices
 * of unit; never deleted, so their history stays readable. Refused while an active person is
 * placed anywhere in the subtree, saying how many.
 */
export async function archiveUnit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
): Promise<void> {
  authorize(auth, 'organisation.manage');
  if (id === ROOT_UNIT_ID) throw AppError.conflict(m.rootFixed);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const unit = await lockUnit(trx, id);
    if (!unit) throw unitNotFound();
    if (unit.archived_at) return;
    const people = await peopleInSubtree(trx, unit.path);
    if (people > 0) throw AppError.conflict(m.hasPeople(people));
    await trx
      .updateTable('Units')
      .set({ archived_at: deps.clock.now() })
      .where('path', 'like', `${unit.path}%`)
      .where('archived_at', 'is', null)
      .execute();
  });
}

/** Brings an archived unit back (its sub-units stay archived until restored one by one). */
export async function restoreUnit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
): Promise<void> {
  authorize(auth, 'organisation.manage');
  await deps.db.kysely.transaction().execute(async (trx) => {
    const unit = await lockUnit(trx, id);
    if (!unit) throw unitNotFound();
    if (!unit.archived_at) return;
    const parent = unit.id_parent ? await lockUnit(trx, unit.id_parent) : null;
    if (parent?.archived_at) throw AppError.conflict(m.parentArchived);
    await trx
      .updateTable('Units')
      .set({ archived_at: null, updated_at: deps.clock.now() })
      .where('id_unit', '=', id)
      .execute();
  });
}
