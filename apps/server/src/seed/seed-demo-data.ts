import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import type { DB } from '../db/schema';
import type { Storage } from '../storage/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COURSES } from './demo-courses';
import { removeDemoMedia, storeDemoMedia } from './demo-media';
import { loadDemoReferenceIds } from './demo-reference-ids';
import { insertDemoAccounts } from './insert-demo-accounts';
import { insertDemoCourses } from './insert-demo-courses';
import { insertDemoEnrollments } from './insert-demo-enrollments';
import { insertDemoPaymentSettings } from './demo-payment-settings';
import { insertDemoOrganisation } from './demo-organisation';

/** Serialises concurrent seeders (two processes starting on one database); the migrations use 727_274_001. */
const DEMO_SEED_LOCK_KEY = 727_274_002;

const instructor = DEMO_ACCOUNTS.find((account) => account.email === 'instructor@aula.test')!;
const student = DEMO_ACCOUNTS.find((account) => account.email === 'estudiante@aula.test')!;
const admin = DEMO_ACCOUNTS[0];

/**
 * The demo academy: its accounts, the instructor's catalogue with its media, the student's
 * progress, the academy's payment instructions and a small organisation with a supervisor. Runs on every start of embedded mode but seeds once: when the demo admin exists,
 * nothing changes. The files are stored before the one transaction that writes the rows, and
 * removed if it fails or if another process seeded first. Answers whether it seeded.
 */
export async function seedDemoData(db: Kysely<DB>, storage: Storage): Promise<boolean> {
  if (await demoDataExists(db)) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const media = await storeDemoMedia(storage, DEMO_COURSES, `${instructor.names} ${instructor.lastNames}`);
  try {
    const seeded = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(DEMO_SEED_LOCK_KEY)})`.execute(trx);
      if (await demoDataExists(trx)) return false;
      const now = new Date();
      const ids = await loadDemoReferenceIds(trx);
      const profiles = await insertDemoAccounts(trx, ids, DEMO_ACCOUNTS, passwordHash, now);
      const courses = await insertDemoCourses(
        trx,
        ids,
        DEMO_COURSES,
        profiles.get(instructor.email)!,
        media,
        now,
      );
      await insertDemoEnrollments(trx, profiles.get(student.email)!, courses, now);
      await insertDemoPaymentSettings(trx, profiles.get(admin.email)!);
      await insertDemoOrganisation(trx, ids, profiles, now);
      return true;
    });
    if (!seeded) await removeDemoMedia(storage, media);
    return seeded;
  } catch (error) {
    await removeDemoMedia(storage, media);
    throw error;
  }
}

/** Deleted or not: once the demo admin was created, the demo was seeded, and seeding again would clash. */
async function demoDataExists(db: Kysely<DB>): Promise<boolean> {
  const admin = await db
    .selectFrom('Users')
    .select('id_user')
    .where('email', '=', DEMO_ACCOUNTS[0].email)
    .executeTakeFirst();
  return admin !== undefined;
}
