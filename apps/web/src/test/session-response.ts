import type { CurrentUser, SessionResponse } from '@aula/shared';

/** A signed-in student's session as the server answers it, for component and session tests. */
export function testSessionResponse(accessToken = 'token', user: Partial<CurrentUser> = {}): SessionResponse {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    user: {
      id: '5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f',
      email: 'estudiante@aula.test',
      names: 'Lucía',
      lastNames: 'Fernández Quispe',
      country: 'PE',
      phone: '',
      nroDoi: '',
      urlImage: null,
      joinedDate: '2026-01-01T00:00:00.000Z',
      mustChangePassword: false,
      passwordChangeReason: null,
      mfaEnabled: false,
      mfaRequired: false,
      rol: { code: '03', name: 'student' },
      industry: null,
      specialty: null,
      typeIdentityDocument: null,
      ...user,
    },
  };
}
