import { positionListSchema, unitTreeSchema } from '@aula/shared';
import { expect } from 'vitest';
import { ROOT_UNIT_ID } from '../src/organisation/unit-queries';
import { bodyOf, sendJson } from './factories';
import type { Requester } from './test-app';

/**
 * The organisation as an admin builds it through the API (docs/product/organisation.md): units and
 * positions, for the tests that place people in them.
 */

/** A new service under `parentId` (the academy by default); answers its id. */
export async function createUnit(app: Requester, token: string, name: string, parentId = ROOT_UNIT_ID) {
  const response = await sendJson(app, 'POST', '/api/units', token, { parentId, kind: 'service', name });
  expect(response.status).toBe(201);
  return (await bodyOf(response, unitTreeSchema)).items.find(
    (u) => u.name === name && u.parentId === parentId,
  )!.id;
}

/** A new position; answers its id. */
export async function createPosition(app: Requester, token: string, name: string) {
  const response = await sendJson(app, 'POST', '/api/positions', token, { name });
  expect(response.status).toBe(201);
  return (await bodyOf(response, positionListSchema)).items.find((p) => p.name === name)!.id;
}

/** A place with nothing in it: what a placement save sends for every field a test leaves out. */
const EMPTY_PLACE = {
  unitId: null,
  additionalUnitIds: [],
  supervisedUnitIds: [],
  positionId: null,
  industryId: null,
  specialtyId: null,
  staffNumber: null,
  hireDate: null,
};

/** PUT /api/users/{id}/placement as `token`'s owner: `body` over an empty place. */
export const savePlacement = (
  app: Requester,
  token: string,
  profileId: string,
  body: Record<string, unknown>,
) => sendJson(app, 'PUT', `/api/users/${profileId}/placement`, token, { ...EMPTY_PLACE, ...body });
