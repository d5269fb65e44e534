import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { firstId } from './course-api';

/**
 * A new student through the real sign-up (which also leaves the welcome notification), so a test
 * owns every enrollment, notification and certificate it looks at. Answers the email and profile id.
 */
export async function signUpStudent(
  request: APIRequestContext,
  {
    names = 'Valeria',
    lastNames = 'Campos Ruiz',
    password,
  }: { names?: string; lastNames?: string; password: string },
) {
  const email = `estudiante-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@aula.test`;
  const idIndustry = await firstId(request, '/api/reference/industries');
  const response = await request.post('/api/auth/sign-up', {
    multipart: {
      names,
      lastNames,
      email,
      password,
      confirmPassword: password,
      country: 'PE',
      prefixCountry: '+51',
      phone: '987654321',
      doi: '45678912',
      idGender: await firstId(request, '/api/reference/genders'),
      idDocumentType: await firstId(request, '/api/reference/identity-document-types'),
      idIndustry,
      idSpecialty: await firstId(request, `/api/reference/industries/${idIndustry}/specialties`),
      acceptTerms: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { email, profileId: id };
}
