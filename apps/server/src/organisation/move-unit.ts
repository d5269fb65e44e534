import { organisationMessages as m, UNIT_MAX_DEPTH } from '@aula/shared';
import { sql } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { lockUnit, ROOT_UNIT_ID, subtreeHeight } from './unit-queries';
import { parentNotFound, tooDeep, unitNotFound } from './unit-errors';

/**
 * Puts a unit, with everything below it and the people placed there, under another parent: the
 * paths and depths of the moved subtree are rewritten in one statement. Never under itself or one
 * of its own sub-units, never deeper than UNIT_MAX_DEPTH levels.
 */
export async function moveUnit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
  parentId: string,
): Promise<void> {
  authorize(auth, 'organisation.manage');
  if (id === ROOT_UNIT_ID) throw AppError.conflict(m.rootFixed);
  await deps.db.kysely.transaction().execute(async (trx) => {
    // The whole tree's shape is read and changed under the root's lock: two moves at once could
    // otherwise each pass the checks and together make a loop.
    await lockUnit(trx, ROOT_UNIT_ID);
    const unit = await lockUnit(trx, id);
    if (!unit) throw unitNotFound();
    if (unit.archived_at) throw AppError.conflict(m.archived);
    const parent = await lockUnit(trx, parentId);
    if (!parent || parent.archived_at) throw parentNotFound();
    if (parent.path.startsWith(unit.path)) throw AppError.conflict(m.intoItself);
    if (parent.id_unit === unit.id_parent) return;
    const newDepth = parent.depth + 1;
    if (newDepth + (await subtreeHeight(trx, unit.path, unit.depth)) > UNIT_MAX_DEPTH) throw tooDeep();
    const newPath = `${parent.path}${unit.id_unit}/`;
    await trx
      .updateTable('Units')
      .set({
        path: sql<string>`${newPath} || substr(path, ${unit.path.length + 1})`,
        depth: sql<number>`depth + ${newDepth - unit.depth}`,
        updated_at: deps.clock.now(),
      })
      .where('path', 'like', `${unit.path}%`)
      .execute();
    await trx.updateTable('Units').set({ id_parent: parent.id_unit }).where('id_unit', '=', id).execute();
  });
}
