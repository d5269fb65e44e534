import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import { ROOT_UNIT_ID } from '../apps/server/src/organisation/unit-queries';
import { seedPeople } from '../apps/server/test/seed-people';

/** The network: 500 units, 20 establishments of 24 services each. */
export const ESTABLISHMENTS = 20;
export const SERVICES_PER_ESTABLISHMENT = 24;
/** The establishment the filtered list and the supervisor look at (its code). */
export const MEASURED_ESTABLISHMENT = 'EST-07';
/** Who supervises it: the demo academy's supervisor. */
export const SUPERVISOR_EMAIL = 'supervisor@aula.test';

/**
 * `count` people (seed-people.ts) placed in a network of 20 establishments of 24 services each,
 * round-robin over the services, one in five also in a second service; the demo supervisor
 * supervises one establishment, whose subtree holds one person in twenty.
 */
export async function seedOrganisation(db: Kysely<DB>, count: number): Promise<void> {
  await seedPeople(db, count);
  await sql`
    WITH establishments AS (
      INSERT INTO "Units" (id_unit, id_parent, kind, name, code, path, depth)
      SELECT id, ${ROOT_UNIT_ID}::uuid, 'establishment', 'Establecimiento ' || n, 'EST-' || lpad(n::text, 2, '0'),
        '/' || ${ROOT_UNIT_ID} || '/' || id || '/', 2
      FROM (SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${ESTABLISHMENTS}) AS n) AS e
      RETURNING id_unit, code, path
    )
    INSERT INTO "Units" (id_unit, id_parent, kind, name, code, path, depth)
    SELECT id, parent, 'service', 'Servicio ' || n, code || '-S' || lpad(n::text, 2, '0'), path || id || '/', 3
    FROM (
      -- A volatile id in a subquery is drawn once per row and read twice (id and path).
      SELECT gen_random_uuid() AS id, e.id_unit AS parent, e.code, e.path, s.n
      FROM establishments e CROSS JOIN generate_series(1, ${SERVICES_PER_ESTABLISHMENT}) AS s(n)
    ) AS services
  `.execute(db);
  await sql`
    WITH services AS (
      SELECT id_unit, (row_number() OVER (ORDER BY code)) - 1 AS i FROM "Units" WHERE kind = 'service' AND depth = 3
        AND code LIKE 'EST-%'
    ), people AS (
      SELECT p.id_profile, (row_number() OVER (ORDER BY p.id_profile)) - 1 AS i
      FROM "Profiles" p JOIN "Users" u ON u.id_user = p.id_user WHERE u.email LIKE '%@escala.test'
    )
    UPDATE "Profiles" p SET id_unit = s.id_unit
    FROM people JOIN services s ON s.i = people.i % ${ESTABLISHMENTS * SERVICES_PER_ESTABLISHMENT}
    WHERE p.id_profile = people.id_profile
  `.execute(db);
  await sql`
    INSERT INTO "Profile_Units" (id_profile, id_unit)
    SELECT p.id_profile, u2.id_unit
    FROM "Profiles" p
    JOIN "Units" u ON u.id_unit = p.id_unit
    JOIN "Units" u2 ON u2.id_parent = u.id_parent AND u2.code = left(u.code, 6) || '-S01' AND u2.id_unit <> u.id_unit
    WHERE p.id_unit IS NOT NULL AND right(p.id_profile::text, 1) IN ('0', '8', '9')
  `.execute(db);
  await sql`
    INSERT INTO "Unit_Supervisors" (id_profile, id_unit, granted_at)
    SELECT p.id_profile, un.id_unit, now()
    FROM "Profiles" p JOIN "Users" u ON u.id_user = p.id_user, "Units" un
    WHERE u.email = ${SUPERVISOR_EMAIL} AND un.code = ${MEASURED_ESTABLISHMENT}
  `.execute(db);
  await sql`ANALYZE`.execute(db);
}
