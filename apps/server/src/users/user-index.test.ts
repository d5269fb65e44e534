import { ROLE_CODES, userListQuerySchema } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPeople } from '../../test/seed-people';
import { orderedUsers } from './list-users';
import { PEOPLE_AFTER } from './people-order';

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
  supervisor: false,
};

beforeAll(async () => {
  app = await createTestApp();
  await seedPeople(app.deps.db.kysely, 100_000);
}, 240_000);
afterAll(() => app.close());

/** The plan of a page as the list reads it: by page number, or on from the row `after` names. */
async function plan(query: Record<string, string> = {}) {
  const parsed = userListQuerySchema.parse(query);
  let page = orderedUsers(app.deps.db.kysely, admin, parsed).limit(parsed.pageSize + 1);
  page = parsed.after
    ? page.where(PEOPLE_AFTER[parsed.sort](parsed.after))
    : page.offset((parsed.page - 1) * parsed.pageSize);
  const rows = await page.explain();
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}

/** Someone deep in the list: the anchor of a page far from the first. */
async function deepAnchor() {
  const row = await app.deps.db.kysely
    .selectFrom('Profiles')
    .select('id_profile')
    .orderBy('created_at')
    .limit(1)
    .offset(1_000)
    .executeTakeFirstOrThrow();
  return row.id_profile;
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

  it('reads a page far down either order on from its anchor along the index, without sorting everyone', async () => {
    const after = await deepAnchor();
    for (const [sort, index] of [
      ['created', 'profiles_created'],
      ['names', 'profiles_names'],
    ] as const) {
      const text = await plan({ sort, page: '5000', after });
      expect(text, sort).not.toMatch(/Seq Scan on "Profiles"|Sort Key|Offset/);
      expect(text, sort).toMatch(new RegExp(`Index Scan using ${index}`));
    }
  });

  it('finds the few people the search names, among all the others', async () => {
    const { count } = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(100_000);
    const page = await orderedUsers(
      app.deps.db.kysely,
      admin,
      userListQuerySchema.parse({ search: 'xiomara' }),
    )
      .limit(10)
      .execute();
    expect(page.map((row) => row.names)).toEqual(Array(page.length).fill('Xiomara'));
    expect(page.length).toBeGreaterThan(0);
  });
});
