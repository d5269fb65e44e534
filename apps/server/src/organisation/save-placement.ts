import { placementMessages as m, type PlacementData, userMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import { refusingDuplicate } from '../db/errors';
import type { DB } from '../db/schema';
import { followInAssignments } from '../compliance/compliance-jobs';
import type { AppDeps } from '../deps';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { placedUnits } from './placement-queries';

interface CurrentPlace {
  unitIds: Set<string>;
  positionId: string | null;
}

/**
 * The units chosen must exist; an archived one only if the person is already placed there (an
 * archived unit takes no one new, but saving the rest of a record must not evict anyone).
 */
async function checkUnits(trx: Kysely<DB>, place: PlacementData, current: CurrentPlace) {
  const chosen = [...(place.unitId ? [place.unitId] : []), ...place.additionalUnitIds];
  if (chosen.length === 0) return;
  const found = new Map(
    (
      await trx
        .selectFrom('Units')
        .select(['id_unit', 'archived_at'])
        .where('id_unit', 'in', chosen)
        .execute()
    ).map((unit) => [unit.id_unit, unit]),
  );
  for (const id of chosen) {
    const field = id === place.unitId ? 'unitId' : 'additionalUnitIds';
    const unit = found.get(id);
    if (!unit) throw AppError.invalidField(field, m.unitNotFound);
    if (unit.archived_at !== null && !current.unitIds.has(id))
      throw AppError.invalidField(field, m.unitArchived);
  }
}

/**
 * Sets who the person supervises: the removed supervisions are dated, the new ones granted, none
 * deleted (migration 0030). A unit archived since it was given is kept; no archived unit is given.
 * Answers the units granted and removed, for the security log.
 */
async function saveSupervision(
  trx: Kysely<DB>,
  auth: Viewer,
  profileId: string,
  wanted: readonly string[],
  now: Date,
) {
  const live = (
    await trx
      .selectFrom('Unit_Supervisors')
      .select('id_unit')
      .where('id_profile', '=', profileId)
      .where('removed_at', 'is', null)
      .execute()
  ).map((row) => row.id_unit);
  const granted = wanted.filter((id) => !live.includes(id));
  const removed = live.filter((id) => !wanted.includes(id));
  if (granted.length > 0) {
    const units = await trx
      .selectFrom('Units')
      .select(['id_unit', 'archived_at'])
      .where('id_unit', 'in', granted)
      .execute();
    for (const id of granted) {
      const unit = units.find((found) => found.id_unit === id);
      if (!unit) throw AppError.invalidField('supervisedUnitIds', m.unitNotFound);
      if (unit.archived_at !== null) throw AppError.invalidField('supervisedUnitIds', m.supervisedArchived);
    }
    await trx
      .insertInto('Unit_Supervisors')
      .values(
        granted.map((id_unit) => ({
          id_profile: profileId,
          id_unit,
          granted_at: now,
          granted_by: auth.profileId,
        })),
      )
      .execute();
  }
  if (removed.length > 0) {
    await trx
      .updateTable('Unit_Supervisors')
      .set({ removed_at: now, removed_by: auth.profileId })
      .where('id_profile', '=', profileId)
      .where('id_unit', 'in', removed)
      .where('removed_at', 'is', null)
      .execute();
  }
  return { granted, removed };
}

/** Units as the security log names them: their paths, one after another. */
const pathsOf = async (trx: Kysely<DB>, ids: readonly string[]) =>
  ids.length === 0 ? null : (await placedUnits(trx, ids)).map((unit) => unit.path).join('; ');

async function checkPosition(trx: Kysely<DB>, place: PlacementData, current: CurrentPlace) {
  if (!place.positionId) return;
  const position = await trx
    .selectFrom('Positions')
    .select('archived_at')
    .where('id_position', '=', place.positionId)
    .executeTakeFirst();
  if (!position) throw AppError.invalidField('positionId', m.positionNotFound);
  if (position.archived_at !== null && place.positionId !== current.positionId) {
    throw AppError.invalidField('positionId', m.positionArchived);
  }
}

async function checkProfession(trx: Kysely<DB>, place: PlacementData) {
  if (!place.industryId) return;
  const industry = await trx
    .selectFrom('Industries')
    .select('id_industry')
    .where('id_industry', '=', place.industryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!industry) throw AppError.invalidField('industryId', m.professionNotFound);
  if (!place.specialtyId) return;
  const specialty = await trx
    .selectFrom('Specialties')
    .select('id_industry')
    .where('id_specialty', '=', place.specialtyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (specialty?.id_industry !== place.industryId) {
    throw AppError.invalidField('specialtyId', m.specialtyNotInProfession);
  }
}

/**
 * An admin sets a person's place (docs/product/organisation.md#a-persons-place): primary and
 * additional units, the units they supervise, position, profession, staff number and hire date,
 * all at once. The person's row is locked while the units are replaced, so two saves at once end
 * as one of them. A change of supervision, which widens or narrows what the person may see, is
 * written to the security log in the same transaction.
 */
export async function savePlacement(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  auth: Viewer,
  profileId: string,
  place: PlacementData,
  origin: RequestOrigin,
) {
  authorize(auth, 'users.manage');
  await deps.db.kysely.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('Profiles')
      .select(['id_unit', 'id_position'])
      .where('id_profile', '=', profileId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!person) throw AppError.notFound(userMessages.notFound);
    const additional = await trx
      .selectFrom('Profile_Units')
      .select('id_unit')
      .where('id_profile', '=', profileId)
      .execute();
    const current: CurrentPlace = {
      unitIds: new Set([
        ...(person.id_unit ? [person.id_unit] : []),
        ...additional.map((row) => row.id_unit),
      ]),
      positionId: person.id_position,
    };
    await checkUnits(trx, place, current);
    await checkPosition(trx, place, current);
    await checkProfession(trx, place);

    await refusingDuplicate('staffNumber', m.staffNumberTaken, () =>
      trx
        .updateTable('Profiles')
        .set({
          id_unit: place.unitId,
          id_position: place.positionId,
          id_industry: place.industryId,
          id_specialty: place.specialtyId,
          staff_number: place.staffNumber,
          hire_date: place.hireDate,
          updated_at: deps.clock.now(),
        })
        .where('id_profile', '=', profileId)
        .execute(),
    );
    await trx.deleteFrom('Profile_Units').where('id_profile', '=', profileId).execute();
    // Mandatory training follows the person's new place (docs/product/mandatory-training.md).
    await followInAssignments(trx, { profileId }, deps.clock.now());
    if (place.additionalUnitIds.length > 0) {
      await trx
        .insertInto('Profile_Units')
        .values(place.additionalUnitIds.map((id_unit) => ({ id_profile: profileId, id_unit })))
        .execute();
    }
    const supervision = await saveSupervision(
      trx,
      auth,
      profileId,
      place.supervisedUnitIds,
      deps.clock.now(),
    );
    if (supervision.granted.length + supervision.removed.length > 0) {
      await writeSecurityEvent(trx, origin, {
        type: 'supervision_change',
        outcome: 'success',
        actor: auth,
        target: { profileId },
        sessionId: auth.sessionId,
        details: {
          granted: await pathsOf(trx, supervision.granted),
          removed: await pathsOf(trx, supervision.removed),
        },
      });
    }
  });
  deps.jobs.nudge();
}
