import { organisationMessages, type PositionInput } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import { refusingDuplicate } from '../db/errors';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';

const m = organisationMessages.positions;

/** Every position by name, with the active people holding it (docs/product/organisation.md#positions). */
export async function listPositions(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('Positions as pos')
    .leftJoin('Profiles as p', (join) =>
      join.onRef('p.id_position', '=', 'pos.id_position').on('p.deleted_at', 'is', null),
    )
    .select([
      'pos.id_position',
      'pos.name',
      'pos.archived_at',
      (eb) => eb.fn.count<string>('p.id_profile').as('people'),
    ])
    .groupBy(['pos.id_position', 'pos.name', 'pos.archived_at'])
    .execute();
  return rows
    .sort((a, b) => a.name.localeCompare(b.name, 'es'))
    .map((row) => ({
      id: row.id_position,
      name: row.name,
      archived: row.archived_at !== null,
      people: Number(row.people),
    }));
}

/** A name another position has, whatever its case. */
const refusingTakenName = <T>(save: () => Promise<T>) => refusingDuplicate('name', m.nameTaken, save);

export async function createPosition(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  input: PositionInput,
) {
  authorize(auth, 'organisation.manage');
  const now = deps.clock.now();
  await refusingTakenName(() =>
    deps.db.kysely
      .insertInto('Positions')
      .values({ name: input.name, created_at: now, updated_at: now })
      .execute(),
  );
}

export async function renamePosition(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
  input: PositionInput,
) {
  authorize(auth, 'organisation.manage');
  const renamed = await refusingTakenName(() =>
    deps.db.kysely
      .updateTable('Positions')
      .set({ name: input.name, updated_at: deps.clock.now() })
      .where('id_position', '=', id)
      .executeTakeFirst(),
  );
  if (Number(renamed.numUpdatedRows) === 0) throw AppError.notFound(m.notFound);
}

/**
 * Archives or restores a position. An archived one is no longer offered for new people; those who
 * hold it keep it, so their records stay true.
 */
export async function setPositionArchived(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  id: string,
  archived: boolean,
) {
  authorize(auth, 'organisation.manage');
  const now = deps.clock.now();
  const changed = await deps.db.kysely
    .updateTable('Positions')
    .set({ archived_at: archived ? now : null, updated_at: now })
    .where('id_position', '=', id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw AppError.notFound(m.notFound);
}
