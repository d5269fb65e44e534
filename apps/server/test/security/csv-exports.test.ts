import { ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../course-save-fixtures';
import { bearer, createUser, sendJson, signIn, signedInPerson, type Person } from '../factories';
import { insertOrder } from '../order-factory';
import { parseCsv } from '../../../../test-support/parse-csv';
import { createTestApp, type TestApp } from '../test-app';
import { insertCourse } from './security-fixtures';

/**
 * Issue 17, finding 6: the exports escaped only the start of each comma-separated cell and did not
 * quote semicolons, so names such as `0sxybjpm;=1+1;` came out raw, and Excel in Spain, Argentina,
 * Colombia and Chile, which splits a CSV at ';', ran the formula. Every export is read here as
 * those spreadsheets read it, with ',' and with ';', and no cell may start a formula.
 */
const HOSTILE_NAMES = '0sxybjpm;=1+1;';
const HOSTILE_LAST_NAMES = "Ruiz;=cmd|' /C calc'!A0;";
const HOSTILE_PHONE = '+1;@SUM(1+1)';

let app: TestApp;
let admin: Person;
let instructor: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  const student = await createUser(app.deps, ROLE_CODES.student);
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names: HOSTILE_NAMES, last_names: HOSTILE_LAST_NAMES, phone: HOSTILE_PHONE })
    .where('id_profile', '=', student.profileId)
    .execute();
  const refs = await referenceIds(app);
  const free = await insertCourse(app, instructor.profileId, refs);
  const { accessToken } = await signIn(app, student.email, student.password);
  const enrolled = await sendJson(app, 'POST', `/api/courses/${free.id}/enrollment`, accessToken);
  expect(enrolled.status).toBe(201);
  const paid = await insertCourse(app, instructor.profileId, refs, { price: 80 });
  await insertOrder(app, student.profileId, paid.id, 'pending');
});
afterAll(() => app.close());

const EXPORTS = [
  ['/api/users/export.csv', () => admin],
  ['/api/students/export.csv', () => instructor],
  ['/api/orders/export.csv', () => admin],
] as const;

const FORMULA_START = /^\s*[=+\-@\t\r]./s;

describe('CSV exports', () => {
  it.each(EXPORTS)('%s runs no formula in a spreadsheet splitting at "," or ";"', async (path, who) => {
    const response = await app.request(path, { headers: bearer(who().token) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('0sxybjpm');
    for (const separator of [',', ';'] as const) {
      const cells = parseCsv(text, separator).flat();
      expect(
        cells.filter((cell) => FORMULA_START.test(cell)),
        `cells that start a formula, split at "${separator}"`,
      ).toEqual([]);
    }
    // Split at ',', as written, the names are whole cells, readable with their apostrophes.
    const cells = parseCsv(text, ',').flat();
    expect(cells.some((cell) => cell.includes("0sxybjpm;'=1+1;"))).toBe(true);
  });
});
