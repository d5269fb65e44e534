import {
  appRoleFromCode,
  can,
  cartSchema,
  LESSON_CONTENT_CODES,
  mfaChallengeSchema,
  mfaSetupSchema,
  reaches,
  ROLE_CODES,
  sessionResponseSchema,
  UPLOADS_PATH,
  type Action,
  type RoleCode,
  type Viewer,
} from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { linkToken } from '../../src/crypto/keyed-token';
import { unsubscribeToken } from '../../src/mail/mail-preferences';
import { PASSWORD_RESET_PURPOSE } from '../../src/mail/templates/password-reset-mail';
import { INVITATION_PURPOSE } from '../../src/mail/templates/invitation-mail';
import { ROOT_UNIT_ID } from '../../src/organisation/unit-queries';
import { planImport } from '../../src/staff-import/plan-import';
import { uploadImport } from '../../src/staff-import/upload-import';
import { media, upload } from '../course-save-fixtures';
import { bodyOf, createUser, sendJson, signIn, signedInPerson, TEST_PASSWORD } from '../factories';
import { insertOrder } from '../order-factory';
import { appNow, enrolSecondFactor, hasSecondFactor, nextSecondFactorCode, totpAt } from '../second-factor';
import { createUpload, uploadIdOf, uploadMetadata } from '../upload-factory';
import {
  CALLERS,
  claimsOf,
  insertComment,
  insertCourse,
  insertNotification,
  ROLE_OF,
  signedLink,
  type Caller,
  type SignedInCaller,
  type World,
} from './security-fixtures';

/**
 * Who may call each route of the API, and how to call it well. The route-access test calls every
 * route of the OpenAPI document as every caller and fails on a route missing here, so a new route
 * cannot ship without someone deciding who may use it; the malformed-input test takes the valid
 * request from here and breaks it.
 */

/** One request, as a route's builder makes it for one caller. */
export interface Call {
  path: string;
  json?: unknown;
  form?: FormData;
  body?: Uint8Array;
  headers?: Record<string, string>;
  /** Sent instead of the caller's own access token: a fresh session or throwaway account of theirs. */
  token?: string;
}

export interface CallContext {
  world: World;
  caller: Caller;
  /** Whether this caller is one the route lets through: only then are resources consumed for it. */
  allowed: boolean;
}

export interface RouteRule {
  allow: readonly Caller[];
  /**
   * Builds the request for one caller; it may write what the request needs (a fresh course to
   * delete, a fresh session to end), since it runs before the state is captured.
   */
  call?: (context: CallContext) => Call | Promise<Call>;
  /** The route answers allowed callers with a redirect (single sign-on's way out and back), not a 2xx. */
  redirects?: true;
}

const EVERYONE = CALLERS;
const SIGNED_IN: readonly Caller[] = CALLERS.filter(
  (caller) => caller !== 'anonymous' && caller !== 'forged',
);

/**
 * The callers the policy lets do `action` (packages/shared/src/policy/policy.ts), on `owner`'s
 * resource when the route acts on one: the instructor's course, the learner's order. Read from the
 * policy, not written here, so that the suite holds every route to the same table as the code.
 */
function allowedBy(action: Action, owner?: SignedInCaller): readonly Caller[] {
  return POLICY_ORDER.filter((caller) => can(viewerOf(caller), action, owner && { ownerId: owner }));
}

/**
 * The order allowed callers are listed in: tests that need one allowed caller take the first, and
 * it must be the instructor who owns the world's courses before the other one (whose account the
 * mass-assignment test watches as the victim).
 */
const POLICY_ORDER: readonly SignedInCaller[] = [
  'student',
  'learner',
  'supervisor',
  'instructor',
  'otherInstructor',
  'admin',
];

/**
 * A caller as the policy sees them: their position's role, their name standing for their profile,
 * and whether they supervise a unit.
 */
const viewerOf = (caller: Caller): Viewer => ({
  profileId: caller,
  role: appRoleFromCode(ROLE_OF[caller as SignedInCaller]),
  supervisor: caller === 'supervisor',
});

/** Who manages the courses under test (the instructor owns them). */
const COURSE_MANAGERS = allowedBy('courses.manage', 'instructor');
/** Those, and the learner enrolled in them. */
const COURSE_PARTICIPANTS: readonly Caller[] = ['learner', ...COURSE_MANAGERS];
/** Everyone signed in but the course's own instructor, who teaches it instead of enrolling. */
const MAY_ENROLL = SIGNED_IN.filter(
  (caller) => !(reaches(viewerOf(caller), 'courses.manage') === 'own' && COURSE_MANAGERS.includes(caller)),
);

/**
 * The routes anyone may call without a session (docs/product/accounts.md#without-an-account:
 * sign-up, sign-in, reference data, certificate verification; plus the health check, leaving, and
 * media behind their signed link).
 * Written out, not derived: making a route public is a decision.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/check',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/invitation/check',
  'POST /api/auth/invitation/accept',
  'POST /api/unsubscribe',
  'POST /api/auth/sign-in/mfa',
  'POST /api/auth/sign-out',
  'GET /api/auth/sso',
  'GET /api/auth/sso/start',
  'GET /api/auth/sso/callback',
  'GET /api/reference/industries',
  'GET /api/reference/industries/{id}',
  'GET /api/reference/difficulty-levels',
  'GET /api/reference/difficulty-levels/{id}',
  'GET /api/reference/coins',
  'GET /api/reference/coins/{id}',
  'GET /api/reference/languages',
  'GET /api/reference/languages/{id}',
  'GET /api/reference/content-lesson-types',
  'GET /api/reference/content-lesson-types/{id}',
  'GET /api/reference/genders',
  'GET /api/reference/genders/{id}',
  'GET /api/reference/identity-document-types',
  'GET /api/reference/identity-document-types/{id}',
  'GET /api/reference/industries/{id}/specialties',
  'GET /api/reference/specialties/{id}',
  'GET /api/reference/countries',
  'GET /api/reference/countries/{cca2}',
  'GET /api/verify/{code}',
  'GET /api/files/{key}',
] as const;

const isSignedIn = (caller: Caller): caller is SignedInCaller =>
  caller !== 'anonymous' && caller !== 'forged';

/** For routes that act on the caller's own account irreversibly: a new account in the same role. */
async function throwawayToken({ world, caller }: CallContext): Promise<string | undefined> {
  if (!isSignedIn(caller)) return undefined;
  return (await signedInPerson(world.app, ROLE_OF[caller])).token;
}

/** A new session of the caller's own account, so that ending it leaves their main one alive. */
async function freshSession({ world, caller }: CallContext) {
  if (!isSignedIn(caller)) return undefined;
  const person = world.people[caller];
  return signIn(world.app, person.email, person.password);
}

/**
 * The role the caller holds now: a caller whose role was taken away (role-change.test.ts) is
 * treated as what they have become, and so are the throwaway accounts made in their place.
 */
async function roleNow(world: World, caller: SignedInCaller): Promise<RoleCode> {
  const row = await world.app.deps.db.kysely
    .selectFrom('Profiles as p')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .select('r.code')
    .where('p.id_profile', '=', world.people[caller].profileId)
    .executeTakeFirstOrThrow();
  return row.code as RoleCode;
}

/**
 * For routes that set up a second factor: a new account in the caller's role, signed in with its
 * password only (an admin's session is then held to setting one up, which is what these allow).
 */
async function passwordOnlyToken({ world, caller }: CallContext): Promise<string | undefined> {
  if (!isSignedIn(caller)) return undefined;
  const person = await createUser(world.app.deps, await roleNow(world, caller));
  const response = await sendJson(world.app, 'POST', '/api/auth/sign-in', undefined, {
    email: person.email,
    password: person.password,
  });
  // An account without a second factor: the session, one of the two answers sign-in documents.
  return (await bodyOf(response, sessionResponseSchema)).access_token;
}

/** For routes that need a second factor in force: a new account in the caller's role, enrolled. */
async function enrolledThrowaway({ world, caller }: CallContext) {
  if (!isSignedIn(caller)) return undefined;
  const person = await signedInPerson(world.app, await roleNow(world, caller));
  if (!hasSecondFactor(person.email)) await enrolSecondFactor(world.app, person.email, person.token);
  return { ...person, code: await nextSecondFactorCode(world.app, person.email) };
}

const TUS = { 'tus-resumable': '1.0.0' };
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function referenceId(world: Pick<World, 'app'>, table: ReferenceTable): Promise<string> {
  const [name, column] = REFERENCE_TABLES[table];
  const row = await world.app.deps.db.kysely
    .selectFrom(name)
    .select(column)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  return (row as Record<string, string>)[column]!;
}

const REFERENCE_TABLES = {
  industries: ['Industries', 'id_industry'],
  'difficulty-levels': ['Difficulty_levels', 'id_difficulty_level'],
  coins: ['Coins', 'id_coin'],
  languages: ['Languages', 'id_language'],
  'content-lesson-types': ['Content_Types_Lesson', 'id_content_type_lesson'],
  genders: ['Genders', 'id_gender'],
  'identity-document-types': ['Types_Identities_Documents', 'id_type_identity_document'],
  specialties: ['Specialties', 'id_specialty'],
} as const;
type ReferenceTable = keyof typeof REFERENCE_TABLES;

/** A valid sign-up form with an address nobody has. */
export async function signUpForm(world: Pick<World, 'app' | 'refs'>): Promise<FormData> {
  const form = new FormData();
  const fields = {
    names: 'María José',
    lastNames: 'Huamán Torres',
    email: `registro-${unique()}@hospital.test`,
    password: 'Enfermera#2026',
    confirmPassword: 'Enfermera#2026',
    country: 'PE',
    prefixCountry: '+51',
    phone: '987654321',
    doi: '45678912',
    idGender: await referenceId(world, 'genders'),
    idDocumentType: await referenceId(world, 'identity-document-types'),
    idIndustry: world.refs.industryId,
    idSpecialty: world.refs.specialtyId,
    acceptTerms: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A valid course form; the caller's own uploads when it is let through, made-up ids otherwise. */
async function newCourseBody({ world, caller, allowed }: CallContext) {
  const token = allowed && isSignedIn(caller) ? world.people[caller].token : undefined;
  return {
    title: 'Bioseguridad en el laboratorio',
    shortDescription: 'Riesgos biológicos y barreras de protección.',
    description: 'Curso sobre niveles de bioseguridad y manejo de muestras.',
    estimatedDurationHours: 2,
    price: 0,
    coinId: world.refs.coinId,
    languageId: world.refs.languageId,
    difficultyLevelId: world.refs.difficultyLevelId,
    industryId: world.refs.industryId,
    specialtyId: world.refs.specialtyId,
    isPublished: false,
    thumbnailUploadId: token ? await upload.thumbnail(world.app, token) : crypto.randomUUID(),
    previewVideoUploadId: token ? await upload.previewVideo(world.app, token) : crypto.randomUUID(),
    modules: [
      {
        title: 'Niveles de bioseguridad',
        lessons: [
          {
            title: 'Barreras primarias',
            description: 'Guantes, batas y cabinas',
            estimatedDurationMinutes: 10,
            contentType: LESSON_CONTENT_CODES.text,
            contentText: 'Las barreras primarias protegen a quien manipula la muestra.',
          },
        ],
      },
    ],
  };
}

/** The draft saved exactly as its editor shows it: what 'Guardar' sends without a change. */
async function draftUpdateBody(world: World) {
  const db = world.app.deps.db.kysely;
  const course = await db
    .selectFrom('Courses')
    .selectAll()
    .where('id_course', '=', world.draft.id)
    .executeTakeFirstOrThrow();
  const module = await db
    .selectFrom('Modules')
    .select(['id_module', 'title'])
    .where('id_course', '=', world.draft.id)
    .executeTakeFirstOrThrow();
  return {
    title: course.title,
    shortDescription: course.short_description,
    description: course.description,
    estimatedDurationHours: Number(course.estimated_duration_hours),
    price: Number(course.price),
    coinId: course.id_coin,
    languageId: course.id_lenguage,
    difficultyLevelId: course.id_difficulty_level,
    industryId: course.id_industry,
    specialtyId: course.id_specialty,
    isPublished: false,
    modules: [
      {
        id: module.id_module,
        title: module.title,
        lessons: world.draft.lessonIds.map((id, index) => ({
          id,
          title: `Lección ${index + 1}`,
          description: 'Descripción',
          estimatedDurationMinutes: 10,
          contentType: LESSON_CONTENT_CODES.text,
          contentText: 'Contenido',
        })),
      },
    ],
  };
}

/** A paid course of the seller, nobody's yet: each buyer gets a course of their own to buy. */
const freshPaidCourse = (world: World) =>
  insertCourse(world.app, world.seller.profileId, world.refs, { price: 120 });

const course = (world: World) => `/api/courses/${world.course.id}`;
const lesson = (world: World, index = 1) => `${course(world)}/lessons/${world.course.lessonIds[index]}`;

export const ROUTES: Record<string, RouteRule> = {
  'GET /api/health': { allow: EVERYONE },

  'POST /api/auth/sign-up': {
    allow: EVERYONE,
    call: async ({ world }) => ({ path: '/api/auth/sign-up', form: await signUpForm(world) }),
  },
  'POST /api/auth/sign-in': {
    allow: EVERYONE,
    call: ({ world }) => ({
      path: '/api/auth/sign-in',
      json: { email: world.people.student.email, password: world.people.student.password },
    }),
  },
  'POST /api/auth/password-reset': {
    allow: EVERYONE,
    call: () => ({
      path: '/api/auth/password-reset',
      json: { email: `olvido-${randomUUID().slice(0, 8)}@aula.test` },
    }),
  },
  'POST /api/auth/password-reset/check': {
    allow: EVERYONE,
    call: async ({ world }) => ({
      path: '/api/auth/password-reset/check',
      json: { token: await freshResetToken(world) },
    }),
  },
  'POST /api/auth/password-reset/confirm': {
    allow: EVERYONE,
    call: async ({ world }) => ({
      path: '/api/auth/password-reset/confirm',
      json: {
        token: await freshResetToken(world),
        password: 'Nueva-Clave-Segura-77',
        confirmPassword: 'Nueva-Clave-Segura-77',
      },
    }),
  },
  'POST /api/auth/invitation/check': {
    allow: EVERYONE,
    call: async ({ world }) => ({
      path: '/api/auth/invitation/check',
      json: { token: await freshInvitationToken(world) },
    }),
  },
  'POST /api/auth/invitation/accept': {
    allow: EVERYONE,
    call: async ({ world }) => ({
      path: '/api/auth/invitation/accept',
      json: {
        token: await freshInvitationToken(world),
        password: 'Nueva-Clave-Segura-77',
        confirmPassword: 'Nueva-Clave-Segura-77',
      },
    }),
  },
  'POST /api/auth/refresh': {
    // The refresh cookie is the credential here: anyone holding one of their own.
    allow: SIGNED_IN,
    call: async (context) => {
      const session = await freshSession(context);
      return session
        ? { path: '/api/auth/refresh', headers: { cookie: session.refreshCookie } }
        : { path: '/api/auth/refresh' };
    },
  },
  'POST /api/auth/sign-out': {
    // Answers 204 to anyone (leaving is always possible) but ends only the caller's own session.
    allow: EVERYONE,
    call: async (context) => {
      const session = await freshSession(context);
      return session
        ? {
            path: '/api/auth/sign-out',
            headers: { cookie: session.refreshCookie },
            token: session.accessToken,
          }
        : { path: '/api/auth/sign-out' };
    },
  },
  // Single sign-on's public routes; with no connection switched on, the way out and the way back
  // lead to the sign-in screen with the reason (sso.test.ts follows them with a provider).
  'GET /api/auth/sso': { allow: EVERYONE },
  'GET /api/auth/sso/start': { allow: EVERYONE, redirects: true },
  'GET /api/auth/sso/callback': {
    allow: EVERYONE,
    redirects: true,
    call: () => ({ path: '/api/auth/sso/callback?code=abc&state=def' }),
  },
  'POST /api/auth/sign-in/mfa': {
    // Anyone holding a challenge (a right password) and a code: a student of the tests, enrolled.
    allow: EVERYONE,
    call: async ({ world }) => {
      const person = await signedInPerson(world.app);
      await enrolSecondFactor(world.app, person.email, person.token);
      const passwordStep = await sendJson(world.app, 'POST', '/api/auth/sign-in', undefined, {
        email: person.email,
        password: person.password,
      });
      // An enrolled account: the challenge, the other answer sign-in documents.
      const { challenge } = await bodyOf(passwordStep, mfaChallengeSchema);
      return {
        path: '/api/auth/sign-in/mfa',
        json: { challenge, code: await nextSecondFactorCode(world.app, person.email) },
      };
    },
  },
  'GET /api/auth/me': { allow: SIGNED_IN },

  'PUT /api/account/password': {
    allow: SIGNED_IN,
    call: async (context) => ({
      path: '/api/account/password',
      token: await throwawayToken(context),
      json: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Quirofano#2027',
        confirmPassword: 'Quirofano#2027',
      },
    }),
  },
  'POST /api/account/sign-out-everywhere': {
    allow: SIGNED_IN,
    call: async (context) => ({
      path: '/api/account/sign-out-everywhere',
      token: await throwawayToken(context),
    }),
  },
  'GET /api/account/sessions': { allow: SIGNED_IN },
  'DELETE /api/account/sessions/{id}': {
    // Each ends a session of their own opened for this request, so their main one stays alive.
    allow: SIGNED_IN,
    call: async (context) => {
      const session = await freshSession(context);
      const id = session ? String(claimsOf(session.accessToken).sid) : crypto.randomUUID();
      return { path: `/api/account/sessions/${id}` };
    },
  },
  'GET /api/account/mfa': { allow: SIGNED_IN },
  'POST /api/account/mfa/setup': {
    allow: SIGNED_IN,
    call: async (context) => ({ path: '/api/account/mfa/setup', token: await passwordOnlyToken(context) }),
  },
  'POST /api/account/mfa/enable': {
    allow: SIGNED_IN,
    call: async (context) => {
      const token = await passwordOnlyToken(context);
      if (!token) return { path: '/api/account/mfa/enable', json: { code: '123456' } };
      const setup = await sendJson(context.world.app, 'POST', '/api/account/mfa/setup', token);
      const { secret } = await bodyOf(setup, mfaSetupSchema);
      return {
        path: '/api/account/mfa/enable',
        token,
        json: { code: await totpAt(secret, appNow(context.world.app)) },
      };
    },
  },
  'POST /api/account/mfa/recovery-codes': {
    allow: SIGNED_IN,
    call: async (context) => {
      const person = await enrolledThrowaway(context);
      return {
        path: '/api/account/mfa/recovery-codes',
        token: person?.token,
        json: { code: person?.code ?? '123456' },
      };
    },
  },
  'POST /api/account/mfa/disable': {
    // Never an admin: their role requires the second factor (403).
    allow: SIGNED_IN.filter((caller) => caller !== 'admin'),
    call: async (context) => {
      const person = await enrolledThrowaway(context);
      return {
        path: '/api/account/mfa/disable',
        token: person?.token,
        json: { password: TEST_PASSWORD, code: person?.code ?? '123456' },
      };
    },
  },
  'PATCH /api/account/profile': {
    allow: SIGNED_IN,
    call: () => {
      const form = new FormData();
      form.append('names', 'Rosa');
      form.append('lastNames', 'Prueba Díaz');
      form.append('phone', '912345678');
      return { path: '/api/account/profile', form };
    },
  },

  ...Object.fromEntries(
    (Object.keys(REFERENCE_TABLES) as ReferenceTable[])
      .filter((table) => table !== 'specialties')
      .flatMap((table): Array<[string, RouteRule]> => [
        [`GET /api/reference/${table}`, { allow: EVERYONE }],
        [
          `GET /api/reference/${table}/{id}`,
          {
            allow: EVERYONE,
            call: async ({ world }) => ({
              path: `/api/reference/${table}/${await referenceId(world, table)}`,
            }),
          },
        ],
      ]),
  ),
  'GET /api/reference/industries/{id}/specialties': {
    allow: EVERYONE,
    call: ({ world }) => ({ path: `/api/reference/industries/${world.refs.industryId}/specialties` }),
  },
  'GET /api/reference/specialties/{id}': {
    allow: EVERYONE,
    call: ({ world }) => ({ path: `/api/reference/specialties/${world.refs.specialtyId}` }),
  },
  'GET /api/reference/countries': { allow: EVERYONE },
  'GET /api/reference/countries/{cca2}': {
    allow: EVERYONE,
    call: () => ({ path: '/api/reference/countries/PE' }),
  },

  'POST /api/courses/{id}/enrollment': {
    // Anyone but the course's own instructor joins a free course; each needs one not joined yet.
    allow: MAY_ENROLL,
    call: async ({ world }) => {
      const fresh = await insertCourse(world.app, world.people.instructor.profileId, world.refs);
      return { path: `/api/courses/${fresh.id}/enrollment` };
    },
  },
  'GET /api/courses/{id}/player': {
    allow: COURSE_PARTICIPANTS,
    call: ({ world }) => ({ path: `${course(world)}/player` }),
  },
  'POST /api/courses/{id}/lessons/{lessonId}/completion': {
    // Review mode (its instructor, admins) completes nothing.
    allow: ['learner'],
    call: ({ world }) => ({ path: `${lesson(world)}/completion` }),
  },
  'PUT /api/courses/{id}/resume': {
    allow: COURSE_PARTICIPANTS,
    call: ({ world }) => ({ path: `${course(world)}/resume`, json: { lessonId: world.course.lessonIds[1] } }),
  },
  'GET /api/enrollments': { allow: SIGNED_IN },
  'GET /api/learning/progress': { allow: SIGNED_IN },

  'GET /api/courses': { allow: SIGNED_IN },
  'GET /api/courses/facets': { allow: SIGNED_IN },
  'POST /api/courses': {
    allow: allowedBy('courses.create'),
    call: async (context) => ({ path: '/api/courses', json: await newCourseBody(context) }),
  },
  'GET /api/courses/{id}': {
    // A draft: only its instructor and admins know it exists.
    allow: COURSE_MANAGERS,
    call: ({ world }) => ({ path: `/api/courses/${world.draft.id}` }),
  },
  'PUT /api/courses/{id}': {
    allow: COURSE_MANAGERS,
    call: async ({ world }) => ({
      path: `/api/courses/${world.draft.id}`,
      json: await draftUpdateBody(world),
    }),
  },
  'DELETE /api/courses/{id}': {
    allow: COURSE_MANAGERS,
    call: async ({ world }) => ({
      path: `/api/courses/${(await insertCourse(world.app, world.people.instructor.profileId, world.refs)).id}`,
    }),
  },
  'POST /api/courses/{id}/publish': {
    allow: COURSE_MANAGERS,
    call: async ({ world }) => {
      const draft = await insertCourse(world.app, world.people.instructor.profileId, world.refs, {
        published: false,
      });
      return { path: `/api/courses/${draft.id}/publish` };
    },
  },
  'POST /api/courses/{id}/unpublish': {
    allow: COURSE_MANAGERS,
    call: async ({ world }) => ({
      path: `/api/courses/${(await insertCourse(world.app, world.people.instructor.profileId, world.refs)).id}/unpublish`,
    }),
  },
  'GET /api/courses/{id}/edit': {
    allow: COURSE_MANAGERS,
    call: ({ world }) => ({ path: `/api/courses/${world.draft.id}/edit` }),
  },

  'GET /api/courses/{id}/lessons/{lessonId}/comments': {
    allow: COURSE_PARTICIPANTS,
    call: ({ world }) => ({ path: `${lesson(world, 0)}/comments` }),
  },
  'POST /api/courses/{id}/lessons/{lessonId}/comments': {
    allow: COURSE_PARTICIPANTS,
    call: ({ world }) => ({
      path: `${lesson(world, 0)}/comments`,
      json: { body: '¿Cuánto dura la fricción?' },
    }),
  },
  'DELETE /api/courses/{id}/lessons/{lessonId}/comments/{commentId}': {
    // Its author, the course's instructor and admins; each deletes a comment of its own.
    allow: COURSE_PARTICIPANTS,
    call: async ({ world }) => {
      const id = await insertComment(world.app, world.course.lessonIds[0]!, world.people.learner.profileId);
      return { path: `${lesson(world, 0)}/comments/${id}` };
    },
  },

  'GET /api/courses/{id}/reviews': {
    // A draft: only its instructor and admins know it exists, so only they read its ratings.
    allow: COURSE_MANAGERS,
    call: ({ world }) => ({ path: `/api/courses/${world.draft.id}/reviews` }),
  },
  'GET /api/courses/{id}/my-rating': {
    // Whoever sees the published course is told whether they may rate it.
    allow: SIGNED_IN,
    call: ({ world }) => ({ path: `${course(world)}/my-rating` }),
  },
  'PUT /api/courses/{id}/my-rating': {
    // The learner finished the course; the others are not enrolled, or manage it and do not rate.
    allow: ['learner'],
    call: ({ world }) => ({
      path: `${course(world)}/my-rating`,
      json: { stars: 5, review: 'Muy práctico para el servicio.' },
    }),
  },
  'GET /api/reviews': { allow: allowedBy('reviews.view') },

  'GET /api/files/{key}': {
    // No session: the signed link is the permission, checked in the uploads test.
    allow: EVERYONE,
    call: ({ world }) => ({ path: signedLink(world.app, world.course.videoKey) }),
  },

  'POST /api/uploads': {
    allow: allowedBy('courses.upload'),
    call: () => ({
      path: UPLOADS_PATH,
      headers: {
        ...TUS,
        'upload-length': '1000',
        'upload-metadata': uploadMetadata('thumbnail', 'portada.png'),
      },
    }),
  },
  'HEAD /api/uploads/{id}': {
    // An upload answers only to the account that started it, admins included.
    allow: ['instructor'],
    call: ({ world }) => ({ path: `${UPLOADS_PATH}/${world.uploadId}`, headers: TUS }),
  },
  'PATCH /api/uploads/{id}': {
    allow: ['instructor'],
    call: async ({ world, allowed }) => {
      const png = media.png();
      const id = allowed
        ? uploadIdOf(await createUpload(world.app, world.people.instructor.token, 'thumbnail', png.length))
        : world.pendingUploadId;
      return {
        path: `${UPLOADS_PATH}/${id}`,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: png,
      };
    },
  },
  'DELETE /api/uploads/{id}': {
    allow: ['instructor'],
    call: async ({ world, allowed }) => {
      const id = allowed
        ? uploadIdOf(await createUpload(world.app, world.people.instructor.token, 'thumbnail', 1000))
        : world.pendingUploadId;
      return { path: `${UPLOADS_PATH}/${id}`, headers: TUS };
    },
  },

  'GET /api/notifications': { allow: SIGNED_IN },
  'DELETE /api/notifications': { allow: SIGNED_IN },
  'GET /api/notifications/stream': { allow: SIGNED_IN },
  'POST /api/notifications/read-all': { allow: SIGNED_IN },
  'POST /api/notifications': {
    allow: allowedBy('notifications.send'),
    call: ({ world }) => ({
      path: '/api/notifications',
      json: {
        profileId: world.people.learner.profileId,
        title: 'Mantenimiento',
        message: 'El sábado a las 22:00.',
      },
    }),
  },
  'POST /api/notifications/{id}/read': {
    allow: ['learner'],
    call: async ({ world }) => ({
      path: `/api/notifications/${await insertNotification(world.app, world.people.learner.profileId)}/read`,
    }),
  },
  'DELETE /api/notifications/{id}': {
    allow: ['learner'],
    call: async ({ world }) => ({
      path: `/api/notifications/${await insertNotification(world.app, world.people.learner.profileId)}`,
    }),
  },

  'GET /api/users': { allow: allowedBy('users.view') },
  'GET /api/users/totals': { allow: allowedBy('users.view') },
  'GET /api/users/export.csv': { allow: allowedBy('users.view') },
  'POST /api/users': {
    allow: allowedBy('users.manage'),
    call: () => ({
      path: '/api/users',
      json: {
        email: `alta-${unique()}@hospital.test`,
        names: 'Carmen',
        lastNames: 'Villanueva Ríos',
        role: 'INSTRUCTOR',
      },
    }),
  },
  'POST /api/users/{id}/invitation': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({
      path: `/api/users/${(await createUser(world.app.deps, ROLE_CODES.student, { invited: true })).profileId}/invitation`,
    }),
  },
  'PATCH /api/users/{id}': {
    allow: allowedBy('users.manage'),
    call: ({ world }) => ({
      path: `/api/users/${world.people.student.profileId}`,
      json: { names: 'Rosa', lastNames: 'Prueba Díaz', phone: '', role: 'STUDENT' },
    }),
  },
  'DELETE /api/users/{id}': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({
      path: `/api/users/${(await createUser(world.app.deps, ROLE_CODES.student)).profileId}`,
    }),
  },

  'DELETE /api/users/{id}/mfa': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => {
      const person = await signedInPerson(world.app);
      await enrolSecondFactor(world.app, person.email, person.token);
      return { path: `/api/users/${person.profileId}/mfa` };
    },
  },

  'GET /api/students': { allow: allowedBy('students.view') },
  'GET /api/students/export.csv': { allow: allowedBy('students.view') },

  'GET /api/dashboard/admin': { allow: allowedBy('dashboard.academy') },
  'GET /api/dashboard/instructor': { allow: allowedBy('dashboard.teaching') },
  'GET /api/dashboard/student': { allow: SIGNED_IN },
  'GET /api/dashboard/achievements': { allow: SIGNED_IN },

  'GET /api/certificates': { allow: SIGNED_IN },
  'GET /api/certificates/{code}/pdf': {
    allow: allowedBy('certificates.download', 'learner'),
    call: ({ world }) => ({ path: `/api/certificates/${world.certificateCode}/pdf` }),
  },
  'GET /api/verify/{code}': {
    allow: EVERYONE,
    call: ({ world }) => ({ path: `/api/verify/${world.certificateCode}` }),
  },

  'GET /api/cart': { allow: allowedBy('cart.use') },
  'POST /api/cart/items': {
    allow: allowedBy('cart.use'),
    call: async ({ world }) => ({
      path: '/api/cart/items',
      json: { courseId: (await freshPaidCourse(world)).id },
    }),
  },
  'DELETE /api/cart/items/{courseId}': {
    allow: allowedBy('cart.use'),
    call: ({ world }) => ({ path: `/api/cart/items/${world.foreignCourse.id}` }),
  },
  'POST /api/cart/checkout': {
    allow: allowedBy('cart.use'),
    call: async ({ world, caller, allowed }) => {
      const paid = await freshPaidCourse(world);
      if (!allowed || !isSignedIn(caller)) {
        return { path: '/api/cart/checkout', json: { items: [{ courseId: paid.id, price: 120 }] } };
      }
      // Checkout confirms the whole cart as the buyer saw it, earlier additions included.
      const token = world.people[caller].token;
      await expectOk(sendJson(world.app, 'POST', '/api/cart/items', token, { courseId: paid.id }));
      const cart = await bodyOf(await expectOk(sendJson(world.app, 'GET', '/api/cart', token)), cartSchema);
      const items = cart.items.map((item) => ({
        courseId: item.courseId,
        price: item.price,
      }));
      return { path: '/api/cart/checkout', json: { items } };
    },
  },

  'GET /api/orders/mine': { allow: SIGNED_IN },
  'GET /api/orders': { allow: allowedBy('orders.decide') },
  'GET /api/orders/export.csv': { allow: allowedBy('orders.decide') },
  'GET /api/orders/{id}': {
    allow: allowedBy('orders.view', 'learner'),
    call: ({ world }) => ({ path: `/api/orders/${world.orderId}` }),
  },
  'POST /api/orders/{id}/approve': {
    allow: allowedBy('orders.decide'),
    call: async ({ world }) => ({
      path: `/api/orders/${await freshOrder(world, 'pending')}/approve`,
      json: { note: 'Operación 004512' },
    }),
  },
  'POST /api/orders/{id}/reject': {
    allow: allowedBy('orders.decide'),
    call: async ({ world }) => ({
      path: `/api/orders/${await freshOrder(world, 'pending')}/reject`,
      json: { reason: 'No llegó la transferencia' },
    }),
  },
  'POST /api/orders/{id}/refund': {
    allow: allowedBy('orders.decide'),
    call: async ({ world }) => ({
      path: `/api/orders/${await freshOrder(world, 'approved')}/refund`,
      json: { reason: 'Se matriculó por error' },
    }),
  },
  // Only the buyer withdraws their own unpaid order; admins reject it instead.
  'POST /api/orders/{id}/cancel': {
    allow: ['learner'],
    call: async ({ world }) => ({ path: `/api/orders/${await freshOrder(world, 'pending')}/cancel` }),
  },

  'GET /api/security-events': { allow: allowedBy('securityLog.view') },
  'GET /api/jobs': { allow: allowedBy('jobs.manage') },
  'GET /api/units': { allow: allowedBy('organisation.manage') },
  'POST /api/units': {
    allow: allowedBy('organisation.manage'),
    call: () => ({
      path: '/api/units',
      json: { parentId: ROOT_UNIT_ID, kind: 'service', name: `Servicio ${unique()}` },
    }),
  },
  'PATCH /api/units/{id}': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({
      path: `/api/units/${await freshUnit(world)}`,
      json: { kind: 'unit', name: `Unidad ${unique()}` },
    }),
  },
  'POST /api/units/{id}/move': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({
      path: `/api/units/${await freshUnit(world)}/move`,
      json: { parentId: await freshUnit(world) },
    }),
  },
  'POST /api/units/{id}/archive': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({ path: `/api/units/${await freshUnit(world)}/archive` }),
  },
  'GET /api/requirements': { allow: allowedBy('requirements.manage') },
  'POST /api/requirements': {
    allow: allowedBy('requirements.manage'),
    call: ({ world }) => ({ path: '/api/requirements', json: requirementBody(world) }),
  },
  'GET /api/requirements/{id}': {
    allow: allowedBy('requirements.manage'),
    call: async ({ world }) => ({ path: `/api/requirements/${await freshRequirement(world, 'draft')}` }),
  },
  'PUT /api/requirements/{id}': {
    allow: allowedBy('requirements.manage'),
    call: async ({ world }) => ({
      path: `/api/requirements/${await freshRequirement(world, 'draft')}`,
      json: requirementBody(world),
    }),
  },
  'GET /api/requirements/{id}/preview': {
    allow: allowedBy('requirements.manage'),
    call: async ({ world }) => ({
      path: `/api/requirements/${await freshRequirement(world, 'draft')}/preview`,
    }),
  },
  'POST /api/requirements/{id}/activate': {
    allow: allowedBy('requirements.manage'),
    call: async ({ world }) => ({
      path: `/api/requirements/${await freshRequirement(world, 'draft')}/activate`,
    }),
  },
  'POST /api/requirements/{id}/deactivate': {
    allow: allowedBy('requirements.manage'),
    call: async ({ world }) => ({
      path: `/api/requirements/${await freshRequirement(world, 'active')}/deactivate`,
    }),
  },
  'GET /api/assignments/mine': { allow: SIGNED_IN },
  // The learner works in unit B: the supervisor of unit A is answered as if the assignment did not exist.
  'POST /api/assignments/{id}/exemption': {
    allow: allowedBy('compliance.exempt', 'learner'),
    call: async ({ world }) => ({
      path: `/api/assignments/${await freshAssignment(world, false)}/exemption`,
      json: { reason: 'Licencia por maternidad', until: '2099-12-31' },
    }),
  },
  'POST /api/assignments/{id}/exemption/end': {
    allow: allowedBy('compliance.exempt', 'learner'),
    call: async ({ world }) => ({
      path: `/api/assignments/${await freshAssignment(world, true)}/exemption/end`,
    }),
  },
  'GET /api/positions': { allow: allowedBy('organisation.manage') },
  'POST /api/positions': {
    allow: allowedBy('organisation.manage'),
    call: () => ({ path: '/api/positions', json: { name: `Puesto ${unique()}` } }),
  },
  'PATCH /api/positions/{id}': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({
      path: `/api/positions/${await freshPosition(world)}`,
      json: { name: `Puesto ${unique()}` },
    }),
  },
  'POST /api/positions/{id}/archive': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({ path: `/api/positions/${await freshPosition(world)}/archive` }),
  },
  'POST /api/positions/{id}/restore': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({ path: `/api/positions/${await freshPosition(world)}/restore` }),
  },
  'POST /api/units/{id}/restore': {
    allow: allowedBy('organisation.manage'),
    call: async ({ world }) => ({ path: `/api/units/${await freshUnit(world, { archived: true })}/restore` }),
  },
  'GET /api/team': { allow: allowedBy('team.view') },
  'GET /api/team/totals': { allow: allowedBy('team.view') },
  'GET /api/team/units': { allow: allowedBy('team.view') },
  // The learner works in unit B: the supervisor of unit A is answered as if they did not exist.
  'GET /api/team/{id}': {
    allow: allowedBy('team.view', 'learner'),
    call: ({ world }) => ({ path: `/api/team/${world.people.learner.profileId}` }),
  },
  'GET /api/account/placement': { allow: SIGNED_IN },
  'GET /api/users/{id}/placement': {
    allow: allowedBy('users.manage'),
    call: ({ world }) => ({ path: `/api/users/${world.people.student.profileId}/placement` }),
  },
  'PUT /api/users/{id}/placement': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({
      path: `/api/users/${(await createUser(world.app.deps, ROLE_CODES.student)).profileId}/placement`,
      json: {
        unitId: await freshUnit(world),
        additionalUnitIds: [await freshUnit(world)],
        positionId: await freshPosition(world),
        industryId: null,
        specialtyId: null,
        staffNumber: `T-${unique()}`,
        hireDate: '2025-02-03',
      },
    }),
  },
  'GET /api/staff-imports': { allow: allowedBy('users.manage') },
  'GET /api/staff-imports/template': {
    allow: allowedBy('users.manage'),
    call: () => ({ path: '/api/staff-imports/template?format=csv' }),
  },
  'POST /api/staff-imports': {
    allow: allowedBy('users.manage'),
    call: () => ({
      path: '/api/staff-imports?name=personal.csv',
      headers: { 'content-type': 'text/csv' },
      body: staffFile(),
    }),
  },
  'GET /api/staff-imports/{id}': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({ path: `/api/staff-imports/${await freshImport(world)}` }),
  },
  'PUT /api/staff-imports/{id}/plan': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({
      path: `/api/staff-imports/${await freshImport(world)}/plan`,
      json: STAFF_FILE_PLAN,
    }),
  },
  'POST /api/staff-imports/{id}/run': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({
      path: `/api/staff-imports/${await freshImport(world, { planned: true })}/run`,
    }),
  },
  'GET /api/staff-imports/{id}/rows': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({ path: `/api/staff-imports/${await freshImport(world)}/rows?outcome=fail` }),
  },
  'GET /api/staff-imports/{id}/absent': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({ path: `/api/staff-imports/${await freshImport(world)}/absent` }),
  },
  'GET /api/staff-imports/{id}/errors': {
    allow: allowedBy('users.manage'),
    call: async ({ world }) => ({ path: `/api/staff-imports/${await freshImport(world)}/errors` }),
  },
  'GET /api/mail': { allow: allowedBy('mail.view') },
  'GET /api/account/mail-preferences': { allow: SIGNED_IN },
  'PUT /api/account/mail-preferences': {
    allow: SIGNED_IN,
    call: () => ({
      path: '/api/account/mail-preferences',
      json: { orders: true, certificates: true, comments: false, lessons: false, training: true },
    }),
  },
  'POST /api/unsubscribe': {
    allow: EVERYONE,
    call: async ({ world }) => {
      const user = await createUser(world.app.deps);
      return {
        path: `/api/unsubscribe?token=${unsubscribeToken(world.app.deps.config.jwtSecret, user.userId, 'certificates')}`,
      };
    },
  },
  'GET /api/mail/templates': { allow: allowedBy('mail.view') },
  'GET /api/mail/templates/{name}/preview': {
    allow: allowedBy('mail.view'),
    call: () => ({ path: '/api/mail/templates/password-reset/preview' }),
  },
  'GET /api/mail/{id}': {
    allow: allowedBy('mail.view'),
    call: async ({ world }) => ({ path: `/api/mail/${await freshMail(world)}` }),
  },
  'GET /api/jobs/summary': { allow: allowedBy('jobs.manage') },
  'POST /api/jobs/{id}/retry': {
    allow: allowedBy('jobs.manage'),
    call: async ({ world }) => ({ path: `/api/jobs/${await freshFailedJob(world)}/retry` }),
  },
  'GET /api/settings/security': { allow: allowedBy('academySettings.manage') },
  'PUT /api/settings/security': {
    // Saves the default again: the other routes' callers must not be held to a second factor.
    allow: allowedBy('academySettings.manage'),
    call: () => ({ path: '/api/settings/security', json: { mfaRequiredForInstructors: false } }),
  },
  'GET /api/settings/sso': { allow: allowedBy('academySettings.manage') },
  'PUT /api/settings/sso': {
    // Saved switched off: nothing is asked of a provider, and sign-in stays as it is for the others.
    allow: allowedBy('academySettings.manage'),
    call: () => ({
      path: '/api/settings/sso',
      json: {
        enabled: false,
        name: 'Red de Salud del Sur',
        issuerUrl: 'https://id.redsalud.example',
        clientId: 'aula',
        clientSecret: 'secreto-de-prueba',
        emailDomains: ['redsalud.example'],
        passwordsOff: false,
        unitClaim: 'unidad',
        positionClaim: '',
        roleClaim: '',
        adminValues: [],
        instructorValues: [],
      },
    }),
  },
  'GET /api/settings/payment': { allow: allowedBy('academySettings.manage') },
  'PUT /api/settings/payment': {
    allow: allowedBy('academySettings.manage'),
    call: () => ({
      path: '/api/settings/payment',
      json: { paymentInstructions: 'Transferencia a la cuenta 193-1234567-0-01 de Aula Salud SAC.' },
    }),
  },
};

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response;
}

/** The learner's order of a course bought for this request alone. */
async function freshOrder(world: World, status: 'pending' | 'approved') {
  const paid = await freshPaidCourse(world);
  return insertOrder(world.app, world.people.learner.profileId, paid.id, status);
}

/** A live password-reset link of a throwaway account, as its email would carry it. */
async function freshResetToken(world: World) {
  const { db, config, clock } = world.app.deps;
  const user = await createUser(world.app.deps);
  const now = clock.now();
  const reset = await db.kysely
    .insertInto('Password_Resets')
    .values({ id_user: user.userId, created_at: now, expires_at: new Date(now.getTime() + 60 * 60_000) })
    .returning('id_password_reset')
    .executeTakeFirstOrThrow();
  return linkToken(config.jwtSecret, PASSWORD_RESET_PURPOSE, reset.id_password_reset);
}

/** A new position, named uniquely. */
/** A requirement of the world's course for everyone, in the state the route needs. */
const requirementBody = (world: World) => ({
  title: `Requisito ${unique()}`,
  courseIds: [world.course.id],
  due: { kind: 'after_assignment', days: 30 },
  rules: [{}],
});

async function freshRequirement(world: World, state: 'draft' | 'active') {
  const db = world.app.deps.db.kysely;
  const { id_requirement } = await db
    .insertInto('Requirements')
    .values({ title: `Requisito ${randomUUID()}`, state, due_kind: 'after_assignment', due_days: 30 })
    .returning('id_requirement')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('Requirement_Courses')
    .values({ id_requirement, position: 0, id_course: world.course.id })
    .execute();
  await db.insertInto('Requirement_Rules').values({ id_requirement, position: 0 }).execute();
  return id_requirement;
}

/** A live assignment of the learner to a fresh active requirement, exempt until 2099 when asked. */
async function freshAssignment(world: World, exempt: boolean) {
  const db = world.app.deps.db.kysely;
  const id_requirement = await freshRequirement(world, 'active');
  const { id_assignment } = await db
    .insertInto('Assignments')
    .values({
      id_requirement,
      id_profile: world.people.learner.profileId,
      assigned_on: '2026-01-05',
      due_on: '2099-01-05',
      status: exempt ? 'exempt' : 'pending',
      status_since: '2026-01-05',
      exempt_until: exempt ? '2099-12-31' : null,
    })
    .returning('id_assignment')
    .executeTakeFirstOrThrow();
  if (exempt) {
    await db
      .insertInto('Exemptions')
      .values({
        id_assignment,
        reason: 'Licencia',
        starts_on: '2026-01-05',
        ends_on: '2099-12-31',
        created_by: world.people.admin.profileId,
        created_at: new Date(),
      })
      .execute();
  }
  return id_assignment;
}

async function freshPosition(world: World) {
  const { id_position } = await world.app.deps.db.kysely
    .insertInto('Positions')
    .values({ name: `Puesto ${randomUUID()}` })
    .returning('id_position')
    .executeTakeFirstOrThrow();
  return id_position;
}

/** How `staffFile` is read: its four columns, nothing else. */
const STAFF_FILE_PLAN = {
  mapping: {
    email: 0,
    names: 1,
    lastNames: 2,
    staffNumber: 3,
    unit: null,
    position: null,
    profession: null,
    specialty: null,
    hireDate: null,
  },
  createUnits: false,
  fullRoster: false,
};

/** A staff file of one new person, as an admin uploads it. */
const staffFile = () =>
  new TextEncoder().encode(
    `Correo electrónico,Nombres,Apellidos,Código de trabajador\r\nimport.${unique()}@aula.test,Ana,Torres,I-${unique()}\r\n`,
  );

/** An import of `staffFile`, by the world's admin; planned (previewed) if asked. */
async function freshImport(world: World, { planned = false } = {}) {
  const { app, people } = world;
  const admin = {
    ...people.admin,
    role: 'ADMIN' as const,
    roleCode: ROLE_CODES.admin,
    sessionId: randomUUID(),
    supervisor: false,
  };
  const id = await uploadImport(app.deps, admin, 'personal.csv', staffFile());
  if (planned) {
    await planImport(app.deps, admin, id, STAFF_FILE_PLAN);
  }
  return id;
}

/** A new unit right under the academy's root, archived if asked. */
async function freshUnit(world: World, { archived = false } = {}) {
  const id = randomUUID();
  await world.app.deps.db.kysely
    .insertInto('Units')
    .values({
      id_unit: id,
      id_parent: ROOT_UNIT_ID,
      kind: 'service',
      name: `Unidad ${id.slice(0, 8)}`,
      path: `/${ROOT_UNIT_ID}/${id}/`,
      depth: 2,
      archived_at: archived ? new Date() : null,
    })
    .execute();
  return id;
}

/** A working invitation's token for a new account that has no password yet. */
async function freshInvitationToken(world: World) {
  const { db, config, clock } = world.app.deps;
  const user = await createUser(world.app.deps, ROLE_CODES.student, { invited: true });
  const now = clock.now();
  const invitation = await db.kysely
    .insertInto('Invitations')
    .values({ id_user: user.userId, created_at: now, expires_at: new Date(now.getTime() + 60 * 60_000) })
    .returning('id_invitation')
    .executeTakeFirstOrThrow();
  return linkToken(config.jwtSecret, INVITATION_PURPOSE, invitation.id_invitation);
}

/** A message queued to a throwaway address, not sent: no worker runs in the suite. */
async function freshMail(world: World) {
  const { id_mail } = await world.app.deps.db.kysely
    .insertInto('Mail_Messages')
    .values({
      template: 'password-changed',
      to_email: `aviso-${randomUUID().slice(0, 8)}@aula.test`,
      data: JSON.stringify({ names: 'Lucía' }),
      created_at: new Date(),
    })
    .returning('id_mail')
    .executeTakeFirstOrThrow();
  return id_mail;
}

/** A job that spent its attempts, of a kind no worker in the suite runs. */
async function freshFailedJob(world: World) {
  const now = new Date();
  const job = await world.app.deps.db.kysely
    .insertInto('Jobs')
    .values({
      kind: 'test.failed',
      payload: '{}',
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      run_at: now,
      created_at: now,
      finished_at: now,
      last_error: 'El servidor de correo no responde',
    })
    .returning('id_job')
    .executeTakeFirstOrThrow();
  return job.id_job;
}

/** The token a caller's request carries. */
export function tokenOf(world: World, caller: Caller, call: Call): string | undefined {
  if (call.token !== undefined) return call.token;
  if (caller === 'anonymous') return undefined;
  if (caller === 'forged') return world.forgedToken;
  return world.people[caller].token;
}

/** Sends one call as `caller`: JSON, a form or raw bytes, with the caller's token. */
export function send(world: World, caller: Caller, method: string, call: Call): Promise<Response> {
  const token = tokenOf(world, caller, call);
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: RequestInit['body'] = call.body;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) body = call.form;
  return world.app.request(call.path, { method, headers, body });
}
