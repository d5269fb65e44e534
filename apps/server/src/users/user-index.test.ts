import { ROLE_CODES, userListQuerySchema } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPeople } from '../../test/seed-people';
import { userPage } from './list-users';

/**
 * The user screen must stay fast with 100,000 people (issue 6): a page of 'Lista de Usuarios',
 * searched or not, comes from an index, never from a scan of every profile.
 */
let app: TestApp;

const admin: Viewer = {
  userId: '',
  sessionId: '',
  profileId: crypto.randomUUID(),
  role: 'ADMIN',
  roleCode: ROLE_CODES.admin,
};

beforeAll(async () => {
  app = await createTestApp();
  await seedPeople(app.deps.db.kysely, 100_000);
}, 240_000);
afterAll(() => app.close());

async function plan(query: Record<string, string> = {}) {
  const rows = await userPage(app.deps.db.kysely, admin, userListQuerySchema.parse(query)).explain();
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}

describe('user list with 100,000 people', () => {
  it('finds a word through the trigram indexes of the names and of the emails', async () => {
    const text = await plan({ search: 'Xiomara' });
    expect(text).not.toMatch(/Seq Scan on "(Profiles|Users)"/);
    expect(text).toMatch(/profiles_full_name_search/);
    expect(text).toMatch(/users_email_search/);
  });

  it('folds accents and case, and reads a rare word of several through its indexes', async () => {
    // 'garcía' is one person in ten: scanning for it is the planner's right choice; 'XIOMARA' is rare.
    const text = await plan({ search: 'XIOMARA garcía' });
    expect(text).toMatch(
      /Bitmap Index Scan on profiles_full_name_search.*\n\s*Index Cond: \(search_name ~~ '%xiomara%'/,
    );
    expect(text).toMatch(
      /Bitmap Index Scan on users_email_search.*\n\s*Index Cond: \(search_email ~~ '%xiomara%'/,
    );
    expect(text).toContain("'%garcia%'");
  });

  it('reads the newest-first page from the creation-date index', async () => {
    const text = await plan();
    expect(text).not.toMatch(/Seq Scan on "Profiles"/);
    expect(text).toMatch(/profiles_created/);
  });

  it('reads the by-name page from the names index', async () => {
    const text = await plan({ sort: 'names', page: '3' });
    expect(text).not.toMatch(/Seq Scan on "Profiles"/);
    expect(text).toMatch(/profiles_names/);
  });

  it('finds the few people the search names, among all the others', async () => {
    const { count } = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(100_000);
    const page = await userPage(
      app.deps.db.kysely,
      admin,
      userListQuerySchema.parse({ search: 'xiomara' }),
    ).execute();
    expect(page.map((row) => row.names)).toEqual(Array(page.length).fill('Xiomara'));
    expect(page.length).toBeGreaterThan(0);
  });
});
