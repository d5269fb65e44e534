import { certificateVerifyPath, type Certificate, type CertificateVerification } from '@aula/shared';

/** Test data for the certificate screens, as the API answers it. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const certificateCode = (n: number) => `AULA-7K3M-9QX2-HT${String(n).padStart(2, '0')}`;

export function certificate(n: number, overrides: Partial<Certificate> = {}): Certificate {
  const code = certificateCode(n);
  return {
    code,
    courseId: id(n),
    courseTitle: `Seguridad del paciente ${n}`,
    hours: 12,
    instructorNames: 'Ana María Ruiz Soto',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    completedAt: '2026-03-15T12:00:00.000Z',
    issuedAt: '2026-03-15T12:00:00.000Z',
    verifyPath: certificateVerifyPath(code),
    ...overrides,
  };
}

export function verification(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return {
    valid: true,
    code: certificateCode(1),
    studentNames: 'Lucía Fernández Quispe',
    documentNumber: '*****678',
    courseTitle: 'Seguridad del paciente',
    hours: 1.5,
    completedAt: '2026-03-15T12:00:00.000Z',
    instructorNames: 'Ana María Ruiz Soto',
    issuedAt: '2026-03-16T12:00:00.000Z',
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const pdf = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.7 certificado'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', ...headers },
  });
