import type { CurrentUser, SecurityEvent, SecurityEventList } from '@aula/shared';

/** Test data for the security log screen, as the API answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ADMIN = { id: id(900), names: 'Ana', lastNames: 'Rodríguez Salas', email: 'admin@aula.test' };
export const NURSE = { id: id(300), names: 'Lucía', lastNames: 'Fernández Quispe', email: 'lucia@aula.test' };

/** A failed sign-in against the nurse's account, at midday UTC (one calendar day everywhere). */
export function securityEvent(n: number, overrides: Partial<SecurityEvent> = {}): SecurityEvent {
  return {
    id: id(n),
    occurredAt: '2026-03-15T12:00:00.000Z',
    type: 'sign_in',
    outcome: 'failure',
    actor: null,
    target: NURSE,
    sessionId: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0',
    details: { email: NURSE.email },
    ...overrides,
  };
}

export function securityEventList(
  items: SecurityEvent[],
  overrides: Partial<SecurityEventList> = {},
): SecurityEventList {
  return { items, page: 1, pageSize: 10, total: items.length, totalIsLowerBound: false, ...overrides };
}

const ROLES = {
  ADMIN: { code: '02', name: 'admin' },
  INSTRUCTOR: { code: '01', name: 'instructor' },
  STUDENT: { code: '03', name: 'student' },
} as const;

/** The signed-in person looking at the screen. */
export function viewer(role: keyof typeof ROLES): CurrentUser {
  return {
    id: ADMIN.id,
    email: `${role.toLowerCase()}@aula.test`,
    names: ADMIN.names,
    lastNames: ADMIN.lastNames,
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

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
