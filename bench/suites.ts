import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import { findTemplateCourse, seedCatalogue } from './seed-catalogue';
import {
  ESTABLISHMENTS,
  MEASURED_ESTABLISHMENT,
  SERVICES_PER_ESTABLISHMENT,
  seedOrganisation,
  SUPERVISOR_EMAIL,
} from './seed-organisation';

/** One page a suite measures: who asks, and the request after `/api` (found in the grown academy when it names a row). */
export interface BenchPage {
  page: string;
  email: string;
  path: string | ((db: Kysely<DB>) => Promise<string>);
  /** read once per visit or filter, not per page (a list's count): measured, not held to the growth goal */
  perVisit?: true;
}

/**
 * What `npm run bench` measures: each suite grows a fresh academy to each size and measures its
 * pages there. The text is the report's section, written once here next to what it describes.
 */
export interface Suite {
  title: string;
  /** What is counted in `sizes`: courses, people. */
  unit: string;
  sizes: number[];
  grow(db: Kysely<DB>, size: number): Promise<void>;
  pages: BenchPage[];
  about: string;
}

const CATALOGUE_SEARCH = 'farmacovigilancia';
const PEOPLE_SEARCH = 'xiomara';

export const CATALOGUE: Suite = {
  title: "Catalogue: the first page (20 courses with instructor, specialty and counts) and a course's detail",
  unit: 'courses',
  sizes: [1_000, 100_000],
  grow: seedCatalogue,
  pages: [
    { page: 'student', email: 'estudiante@aula.test', path: '/courses?pageSize=20' },
    {
      page: 'student search',
      email: 'estudiante@aula.test',
      path: `/courses?pageSize=20&search=${CATALOGUE_SEARCH}`,
    },
    {
      page: 'student filtered',
      email: 'estudiante@aula.test',
      path: '/courses?pageSize=20&price=free&duration=from2To5',
    },
    {
      page: 'student rating sort',
      email: 'estudiante@aula.test',
      path: '/courses?pageSize=20&sort=rating',
    },
    {
      page: 'student filter counts',
      email: 'estudiante@aula.test',
      path: '/courses/facets',
    },
    { page: 'instructor', email: 'instructor@aula.test', path: '/courses?pageSize=20' },
    { page: 'admin', email: 'admin@aula.test', path: '/courses?pageSize=20' },
    {
      page: 'course detail',
      email: 'estudiante@aula.test',
      path: async (db) => `/courses/${(await findTemplateCourse(db)).id_course}`,
    },
  ],
  about: `\`GET /api/courses\` and \`GET /api/courses/{id}\`. The demo academy grows by copies of one demo course up to the size, four in five published and all by the demo instructor.

- **student**: \`estudiante@aula.test\`, published courses, newest first; with their count.
- **student search**: the same with \`search=${CATALOGUE_SEARCH}\`, which one demo course matches.
- **student filtered**: the first page with two filters, free courses of 2 to 5 hours (\`price=free&duration=from2To5\`).
- **student rating sort**: the first page in the 'Calificación' order, by the Bayesian average each course row keeps (docs/product/ratings.md), one copy in four rated.
- **student filter counts**: \`GET /api/courses/facets\`, how many published courses each value of the six filters lists, from the summary table the database keeps (migration 0021).
- **instructor**: \`instructor@aula.test\`, their courses (here, every course), with the summary totals (courses, enrolments, revenue per currency, average rating).
- **admin**: \`admin@aula.test\`, every course, with the summary totals.
- **course detail**: \`GET /api/courses/{id}\` as the student, the demo course the copies are made from, with its modules and lessons, the student's enrolment and purchase.`,
};

/** The establishment the filtered list shows, found by its code once the network is grown. */
const establishmentId = async (db: Kysely<DB>) =>
  (
    await db
      .selectFrom('Units')
      .select('id_unit')
      .where('code', '=', MEASURED_ESTABLISHMENT)
      .executeTakeFirstOrThrow()
  ).id_unit;

/** The person a page of the names order starts after: the 390th, so the page is the 40th of 10. */
const namesAnchor = async (db: Kysely<DB>) =>
  (
    await db
      .selectFrom('Profiles')
      .select('id_profile')
      .where('deleted_at', 'is', null)
      .orderBy('names')
      .orderBy('last_names')
      .orderBy('id_profile')
      .offset(389)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id_profile;

export const USER_LIST: Suite = {
  title: "People lists: a page of 'Lista de Usuarios' and of 'Mi equipo' in a network of 500 units",
  unit: 'people',
  sizes: [1_000, 100_000],
  grow: seedOrganisation,
  pages: [
    { page: 'admin', email: 'admin@aula.test', path: '/users' },
    {
      page: 'admin establishment',
      email: 'admin@aula.test',
      path: async (db) => `/users?unit=${await establishmentId(db)}`,
    },
    { page: 'admin search', email: 'admin@aula.test', path: `/users?search=${PEOPLE_SEARCH}` },
    {
      page: 'admin by name, page 40',
      email: 'admin@aula.test',
      path: async (db) => `/users?sort=names&page=40&after=${await namesAnchor(db)}`,
    },
    { page: 'supervisor team', email: SUPERVISOR_EMAIL, path: '/team' },
    { page: 'admin totals', email: 'admin@aula.test', path: '/users/totals', perVisit: true },
    {
      page: 'admin establishment totals',
      email: 'admin@aula.test',
      path: async (db) => `/users/totals?unit=${await establishmentId(db)}`,
      perVisit: true,
    },
    { page: 'supervisor team totals', email: SUPERVISOR_EMAIL, path: '/team/totals', perVisit: true },
  ],
  about: `\`GET /api/users\` as \`admin@aula.test\`, who sees every account, and \`GET /api/team\` as \`${SUPERVISOR_EMAIL}\`. The demo academy grows by accounts with varied Spanish names (one in twenty an instructor, half signed in during the last 30 days, created over a year), one in ten thousand named Xiomara, placed round-robin in a network of ${ESTABLISHMENTS} establishments of ${SERVICES_PER_ESTABLISHMENT} services each (about one in five also in a second service of their establishment); the demo supervisor supervises one establishment, a twentieth of everyone.

A page carries no count: the screens ask for the total and the stat cards once per visit and filter (\`/totals\`), not at every page, and turn pages by keyset from the previous page's last row (docs/product/interface.md#counting-once-per-visit).

- **admin**: the first page, newest first.
- **admin establishment**: the first page filtered by one establishment (\`unit=\`), its services' people included.
- **admin search**: \`search=${PEOPLE_SEARCH}\`, which about one in ten thousand matches.
- **admin by name, page 40**: the 40th page in the order of names, read on from the 39th page's last person (\`after=\`), as the screen turns pages.
- **supervisor team**: 'Mi equipo', the first page of the supervised establishment's people, with their courses at a glance.
- **admin totals**, **admin establishment totals**, **supervisor team totals**: the counts a visit asks for once (the stat cards over every account; the establishment's people; the team), which grow with what they count.`,
};

export const SUITES = [CATALOGUE, USER_LIST];
