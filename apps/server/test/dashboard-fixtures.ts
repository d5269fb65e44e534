import {
  achievementListSchema,
  adminDashboardSchema,
  instructorDashboardSchema,
  lessonCommentSchema,
  studentDashboardSchema,
  type AchievementList,
  type AdminDashboard,
  type InstructorDashboard,
  type StudentDashboard,
} from '@aula/shared';
import type { z } from 'zod';
import { bearer, bodyOf } from './factories';
import type { TestApp } from './test-app';

/**
 * What the dashboard and achievement tests share: one request helper per endpoint, and the rows
 * that no API writes yet (orders: the checkout comes later). Used by *.test.ts files only.
 */

export type DashboardKind = 'admin' | 'instructor' | 'student' | 'achievements';

interface DashboardBodies {
  admin: AdminDashboard;
  instructor: InstructorDashboard;
  student: StudentDashboard;
  achievements: AchievementList;
}

/** The schema each dashboard route documents for its 200. */
const DASHBOARD_SCHEMAS: { [K in DashboardKind]: z.ZodType<DashboardBodies[K]> } = {
  admin: adminDashboardSchema,
  instructor: instructorDashboardSchema,
  student: studentDashboardSchema,
  achievements: achievementListSchema,
};

export const requestDashboard = (app: TestApp, kind: DashboardKind, token?: string) =>
  app.request(`/api/dashboard/${kind}`, { headers: token ? bearer(token) : {} });

/** A dashboard's body; fails the test with the server's answer when it is not a 200. */
export async function readDashboard<K extends DashboardKind>(
  app: TestApp,
  kind: K,
  token: string,
): Promise<DashboardBodies[K]> {
  const response = await requestDashboard(app, kind, token);
  if (response.status !== 200)
    throw new Error(`${kind} dashboard: ${response.status} ${await response.text()}`);
  return bodyOf(response, DASHBOARD_SCHEMAS[kind]);
}

/** A currency as the dashboards show it. */
export async function currency(app: TestApp, code: string) {
  const coin = await app.deps.db.kysely
    .selectFrom('Coins')
    .select(['id_coin', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { id: coin.id_coin, shown: { code: coin.code, name: coin.name } };
}

export async function postComment(
  app: TestApp,
  token: string,
  courseId: string,
  lessonId: string,
  body: string,
) {
  const response = await app.request(`/api/courses/${courseId}/lessons/${lessonId}/comments`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  if (response.status !== 201) throw new Error(`comment failed: ${response.status} ${await response.text()}`);
  return bodyOf(response, lessonCommentSchema);
}

export async function renamePerson(app: TestApp, profileId: string, names: string, lastNames: string) {
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names, last_names: lastNames })
    .where('id_profile', '=', profileId)
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `weeksAgo` weeks before the current one, as YYYY-MM-DD. */
export function mondayUtc(weeksAgo = 0, now = new Date()): string {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = new Date(now.getTime() - (daysSinceMonday + 7 * weeksAgo) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}
