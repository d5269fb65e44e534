import type { CurrentUser, UserList, UserStats, UserSummary } from '@aula/shared';

/** Test data for the user-management screen, as the API answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ROLES = {
  ADMIN: { code: '02', name: 'admin' },
  INSTRUCTOR: { code: '01', name: 'instructor' },
  STUDENT: { code: '03', name: 'student' },
} as const;

export function userSummary(n: number, overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: id(n),
    names: `Persona ${n}`,
    lastNames: `Apellido ${n}`,
    email: `persona${n}@aula.test`,
    phone: '987654321',
    country: 'PE',
    urlImage: null,
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2026-03-15T12:00:00.000Z',
    role: ROLES.STUDENT,
    mfaEnabled: false,
    ...overrides,
  };
}

export function userStats(overrides: Partial<UserStats> = {}): UserStats {
  return {
    total: 42,
    growthPercent: 12,
    active: 21,
    activePercent: 50,
    instructors: 5,
    students: 36,
    ...overrides,
  };
}

export function userList(items: UserSummary[], overrides: Partial<UserList> = {}): UserList {
  return { items, page: 1, pageSize: 10, total: items.length, stats: userStats(), ...overrides };
}

/** The signed-in person looking at the screen; their own row has this id. */
export function viewer(role: keyof typeof ROLES, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: id(900),
    email: `${role.toLowerCase()}@aula.test`,
    names: 'Carmen',
    lastNames: 'Rojas Vega',
    country: 'PE',
    phone: '',
    nroDoi: '',
    urlImage: null,
    joinedDate: '2026-01-15T12:00:00.000Z',
    mustChangePassword: false,
    passwordChangeReason: null,
    mfaEnabled: false,
    mfaRequired: false,
    rol: ROLES[role],
    industry: null,
    specialty: null,
    typeIdentityDocument: null,
    ...overrides,
  };
}

export const countries = [
  { name: 'Perú', cca2: 'PE', flag: '🇵🇪', dialCode: '+51' },
  { name: 'Chile', cca2: 'CL', flag: '🇨🇱', dialCode: '+56' },
  { name: 'Camerún', cca2: 'CM', flag: '🇨🇲', dialCode: '+237' },
];

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
