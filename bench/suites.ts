import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import { seedPeople } from '../apps/server/test/seed-people';
import { findTemplateCourse, seedCatalogue } from './seed-catalogue';

/** One page a suite measures: who asks, and the request after `/api` (found in the grown academy when it names a row). */
export interface BenchPage {
  page: string;
  email: string;
  path: string | ((db: Kysely<DB>) => Promise<string>);
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

export const USER_LIST: Suite = {
  title: "User list: a page of 'Lista de Usuarios' (10 people with the stat cards)",
  unit: 'people',
  sizes: [1_000, 100_000],
  grow: seedPeople,
  pages: [
    { page: 'admin', email: 'admin@aula.test', path: '/users' },
    { page: 'admin search', email: 'admin@aula.test', path: `/users?search=${PEOPLE_SEARCH}` },
    { page: 'admin by name', email: 'admin@aula.test', path: '/users?sort=names&page=3' },
  ],
  about: `\`GET /api/users\` as \`admin@aula.test\`, who sees every account. The demo academy grows by accounts with varied Spanish names (one in twenty an instructor, half signed in during the last 30 days, created over a year), one in ten thousand named Xiomara.

- **admin**: the first page, newest first, with the stat cards (total, growth, active, instructors, students) over every account.
- **admin search**: \`search=${PEOPLE_SEARCH}\`, which about one in ten thousand matches.
- **admin by name**: the third page in the order of names and last names.`,
};

export const SUITES = [CATALOGUE, USER_LIST];
