import { UNIT_MAX_DEPTH, type createUnitSchema } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Viewer } from '../auth/viewer';
import { authorize } from '../auth/permissions';
import type { AppDeps } from '../deps';
import { lockUnit } from './unit-queries';
import { parentNotFound, refusingTakenCode, tooDeep } from './unit-errors';

/** A new unit under a live one, at most UNIT_MAX_DEPTH levels deep. Answers its id. */
export async function createUnit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  input: z.output<typeof createUnitSchema>,
): Promise<string> {
  authorize(auth, 'organisation.manage');
  const now = deps.clock.now();
  return refusingTakenCode(() =>
    deps.db.kysely.transaction().execute(async (trx) => {
      const parent = await lockUnit(trx, input.parentId);
      if (!parent || parent.archived_at) throw parentNotFound();
      if (parent.depth + 1 > UNIT_MAX_DEPTH) throw tooDeep();
      const id = randomUUID();
      await trx
        .insertInto('Units')
        .values({
          id_unit: id,
          id_parent: parent.id_unit,
          kind: input.kind,
          name: input.name,
          code: input.code,
          path: `${parent.path}${id}/`,
          depth: parent.depth + 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    }),
  );
}
