import type { CurrentUser, StudentEnrollment, StudentList } from '@aula/shared';

/** Test data for the students screen, as GET /api/students answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const COURSES = [
  { id: id(501), title: 'Seguridad del Paciente', students: 12 },
  { id: id(502), title: 'Higiene de Manos', students: 3 },
];

export function enrollment(n: number, overrides: Partial<StudentEnrollment> = {}): StudentEnrollment {
  return {
    enrollmentId: id(n),
    student: {
      id: id(1000 + n),
      names: `Persona ${n}`,
      lastNames: `Apellido ${n}`,
      email: `persona${n}@aula.test`,
      urlImage: null,
    },
    course: { id: COURSES[0]!.id, title: COURSES[0]!.title },
    progress: 40,
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    enrolledAt: '2026-10-03T12:00:00.000Z',
    completedAt: null,
    lastActivityAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function studentList(items: StudentEnrollment[], overrides: Partial<StudentList> = {}): StudentList {
  return { items, page: 1, pageSize: 10, total: items.length, courses: COURSES, ...overrides };
}

const ROLES = {
  ADMIN: { code: '02', name: 'admin' },
  INSTRUCTOR: { code: '01', name: 'instructor' },
  STUDENT: { code: '03', name: 'student' },
} as const;

/** The signed-in person looking at the screen. */
export function viewer(role: keyof typeof ROLES): CurrentUser {
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
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
