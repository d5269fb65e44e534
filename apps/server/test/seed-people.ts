import { ROLE_CODES } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/**
 * `count` people for the scale tests and the user benchmark: accounts with varied Spanish names,
 * one in twenty an instructor, created over the last year, half of them signed in lately. One in
 * ten thousand is named Xiomara, so that a search for that name matches a handful among them all.
 */
export async function seedPeople(db: Kysely<DB>, count: number): Promise<void> {
  const roles = await db.selectFrom('Roles').select(['id_rol', 'code']).execute();
  const roleId = (code: string) => roles.find((role) => role.code === code)!.id_rol;
  await sql`
    WITH numbered AS (
      SELECT n, gen_random_uuid() AS id_user FROM generate_series(1, ${count}) AS n
    ), users AS (
      INSERT INTO "Users" (id_user, email, password_hash, last_sign_in_at, created_at)
      SELECT id_user, 'persona' || n || '@escala.test', 'not-a-password-hash',
        CASE WHEN n % 2 = 0 THEN now() - (n % 20) * interval '1 day' END,
        now() - (n % 365) * interval '1 day'
      FROM numbered
    )
    INSERT INTO "Profiles" (id_user, id_rol, names, last_names, country, phone, created_at)
    SELECT id_user,
      CASE WHEN n % 20 = 0 THEN ${roleId(ROLE_CODES.instructor)}::uuid ELSE ${roleId(ROLE_CODES.student)}::uuid END,
      CASE WHEN n % 10000 = 7 THEN 'Xiomara'
        ELSE (ARRAY['Ana','Luis','María','José','Carmen','Jorge','Rosa','Pedro','Lucía','Miguel'])[n % 10 + 1]
          || ' ' || (ARRAY['Elena','Alberto','Isabel','Andrés','Teresa','Raúl','Patricia'])[n % 7 + 1] END,
      (ARRAY['Quispe','Mamani','García','Rodríguez','Flores','Torres','Huamán','Rojas','Vargas','Castillo'])[n % 10 + 1]
        || ' ' || (ARRAY['López','Pérez','Sánchez','Díaz','Ramos','Chávez','Cruz','Mendoza','Gómez','Silva','Vega'])[n % 11 + 1],
      (ARRAY['PE','PE','PE','CO','MX','CL','AR','EC'])[n % 8 + 1], '9' || lpad((n % 100000000)::text, 8, '0'),
      now() - (n % 365) * interval '1 day' - n * interval '1 second'
    FROM numbered`.execute(db);
  await sql`ANALYZE`.execute(db);
}
