import { certificateListSchema, certificateVerificationSchema, formatDay, messages } from '@aula/shared';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bodyOf,
  createUser,
  refusalOf,
  ROLE_CODES,
  signIn,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertCompletedEnrollment,
  insertCourse,
  pdfRgbImages,
  pdfStreams,
  pdfText,
  setProfile,
} from '../../test/certificate-fixtures';
import { issueCertificate } from './issue-certificate';
import { QR_OPTIONS } from './render-certificate-pdf';
import { VERIFY_REQUESTS_PER_IP } from './routes';

let app: TestApp;
let instructor: TestUser;
let rosa: TestUser;
let beto: TestUser;
let admin: TestUser;
let rosaToken: string;
let betoToken: string;
let adminToken: string;
/** Rosa's certificates: the older one first. */
const rosaCodes: string[] = [];
let betoCode: string;
let hygieneCourseId: string;
const completedAt = new Date('2026-03-07T15:30:00.000Z');

async function issue(student: TestUser, course: { title: string; hours: number }, when = completedAt) {
  const courseId = await insertCourse(app, instructor.profileId, course);
  await insertCompletedEnrollment(app, student.profileId, courseId, when);
  const issued = await issueCertificate(app.deps.db.kysely, {
    profileId: student.profileId,
    courseId,
    completedAt: when,
  });
  return { courseId, code: issued!.code };
}

beforeAll(async () => {
  app = await createTestApp();
  [instructor, rosa, beto, admin] = await Promise.all([
    createUser(app.deps, ROLE_CODES.instructor),
    createUser(app.deps),
    createUser(app.deps),
    createUser(app.deps, ROLE_CODES.admin),
  ]);
  await setProfile(app, instructor.profileId, { names: 'Íñigo', lastNames: 'Núñez Ibáñez' });
  await setProfile(app, rosa.profileId, { names: 'Rosa', lastNames: 'Peña Díaz', document: '70123456' });
  await setProfile(app, beto.profileId, { names: 'Beto', lastNames: 'Quispe', document: '41234567' });
  [rosaToken, betoToken, adminToken] = await Promise.all(
    [rosa, beto, admin].map(async (user) => (await signIn(app, user.email, user.password)).accessToken),
  );

  const hygiene = await issue(
    rosa,
    { title: 'Higiene de manos', hours: 1 },
    new Date('2026-01-10T12:00:00Z'),
  );
  hygieneCourseId = hygiene.courseId;
  rosaCodes.push(hygiene.code);
  rosaCodes.push((await issue(rosa, { title: 'Prevención de caídas en hospitalización', hours: 1.5 })).code);
  betoCode = (await issue(beto, { title: 'Manejo del dolor', hours: 3 })).code;
});
afterAll(() => app.close());

const get = (path: string, token?: string) => app.request(path, { headers: token ? bearer(token) : {} });
const pdfOf = async (code: string, token: string, query = '') => {
  const response = await get(`/api/certificates/${code}/pdf${query}`, token);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('GET /api/certificates', () => {
  it('lists the caller’s own certificates, newest first, in the shared shape', async () => {
    const response = await get('/api/certificates', rosaToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await bodyOf(response, certificateListSchema);
    expect(certificateListSchema.parse(body)).toEqual(body);
    expect(body.certificates.map((c: { code: string }) => c.code)).toEqual([...rosaCodes].reverse());
    expect(body.certificates[1]).toEqual({
      code: rosaCodes[0],
      courseId: hygieneCourseId,
      courseTitle: 'Higiene de manos',
      hours: 1,
      instructorNames: 'Íñigo Núñez Ibáñez',
      completedAt: '2026-01-10T12:00:00.000Z',
      validUntil: null,
      issuedAt: expect.any(String),
      verifyPath: `/verify/${rosaCodes[0]}`,
    });
  });

  it('shows another student only theirs, and an empty list to someone without any', async () => {
    const beto = await bodyOf(await get('/api/certificates', betoToken), certificateListSchema);
    expect(beto.certificates.map((c: { code: string }) => c.code)).toEqual([betoCode]);
    expect(await bodyOf(await get('/api/certificates', adminToken), certificateListSchema)).toEqual({
      certificates: [],
    });
  });

  it('needs a session', async () => {
    expect((await get('/api/certificates')).status).toBe(401);
  });
});

describe('GET /api/certificates/{code}/pdf', () => {
  it('answers a one-page PDF inline, kept by no cache and not sniffable', async () => {
    const code = rosaCodes[1]!;
    const response = await get(`/api/certificates/${code}/pdf`, rosaToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="certificado-${code}.pdf"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(pdf.length));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // A4 landscape, in points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('says, in Spanish, who completed what, when, with whom, and how to verify it', async () => {
    const code = rosaCodes[1]!;
    const text = pdfText(await pdfOf(code, rosaToken));
    const url = `${app.deps.config.publicUrl}/verify/${code}`;
    for (const line of [
      'Certificado de finalización',
      'Rosa Peña Díaz',
      'con documento de identidad N.° 70123456',
      'Prevención de caídas en hospitalización',
      `con una duración de 1.5 horas, finalizado el ${formatDay(completedAt)}.`,
      'Íñigo Núñez Ibáñez',
      code,
      url,
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(pdfText(await pdfOf(rosaCodes[0]!, rosaToken))).toContain('con una duración de 1 hora,');
  });

  it('carries a QR code of the absolute verification URL', async () => {
    const code = rosaCodes[1]!;
    const [image] = pdfRgbImages(await pdfOf(code, rosaToken));
    expect(image).toMatchObject({ width: QR_OPTIONS.width, height: QR_OPTIONS.width });

    // Every module of the expected symbol is dark or light at its centre in the embedded image.
    const { modules } = QRCode.create(`${app.deps.config.publicUrl}/verify/${code}`, QR_OPTIONS);
    const scale = image!.width / (modules.size + 2 * QR_OPTIONS.margin);
    const darkAt = (row: number, col: number) => {
      const y = Math.floor((QR_OPTIONS.margin + row + 0.5) * scale);
      const x = Math.floor((QR_OPTIONS.margin + col + 0.5) * scale);
      return image!.pixels[(y * image!.width + x) * 3]! < 128;
    };
    let mismatches = 0;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (darkAt(row, col) !== Boolean(modules.get(row, col))) mismatches++;
    expect(mismatches).toBe(0);
  });

  it('links the printed URL', async () => {
    const code = rosaCodes[1]!;
    const pdf = (await pdfOf(code, rosaToken)).toString('latin1');
    expect(pdf).toContain(`/URI (${app.deps.config.publicUrl}/verify/${code})`);
  });

  it('compresses its content', async () => {
    const streams = pdfStreams(await pdfOf(rosaCodes[1]!, rosaToken));
    expect(streams.every(({ dictionary }) => dictionary.includes('/FlateDecode'))).toBe(true);
  });

  it('downloads as an attachment with ?download=1', async () => {
    const code = rosaCodes[0]!;
    const response = await get(`/api/certificates/${code}/pdf?download=1`, rosaToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificado-${code}.pdf"`,
    );
  });

  it('answers the code however it is typed, with the printed code in the file name', async () => {
    const code = rosaCodes[0]!;
    const typed = encodeURIComponent(code.toLowerCase().replace(/-/g, ' '));
    const response = await get(`/api/certificates/${typed}/pdf?download=1`, rosaToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificado-${code}.pdf"`,
    );
  });

  it('is not found for another student, as for a code that does not exist', async () => {
    for (const path of [
      `/api/certificates/${rosaCodes[0]}/pdf`,
      '/api/certificates/AULA-0000-0000-0000/pdf',
    ]) {
      const response = await get(path, betoToken);
      expect(response.status).toBe(404);
      expect(await refusalOf(response)).toEqual({
        message: messages.certificates.notFound,
        code: 'not_found',
      });
    }
    const malformed = await get('/api/certificates/..%2F..%2Fetc/pdf', betoToken);
    expect(malformed.status).toBe(404);
  });

  it('is open to admins', async () => {
    expect(pdfText(await pdfOf(betoCode, adminToken))).toContain('Beto Quispe');
  });

  it('needs a session, and refuses a download flag it does not know', async () => {
    expect((await get(`/api/certificates/${rosaCodes[0]}/pdf`)).status).toBe(401);
    expect((await get(`/api/certificates/${rosaCodes[0]}/pdf?download=yes`, rosaToken)).status).toBe(400);
  });
});

describe('GET /api/verify/{code}', () => {
  it('confirms a certificate without a session, showing only what it says, the document masked', async () => {
    const code = rosaCodes[1]!;
    const response = await get(`/api/verify/${code}`);
    expect(response.status).toBe(200);
    const body = await bodyOf(response, certificateVerificationSchema);
    expect(certificateVerificationSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      valid: true,
      code,
      studentNames: 'Rosa Peña Díaz',
      documentNumber: '*****456',
      courseTitle: 'Prevención de caídas en hospitalización',
      hours: 1.5,
      completedAt: completedAt.toISOString(),
      validUntil: null,
      instructorNames: 'Íñigo Núñez Ibáñez',
      issuedAt: expect.any(String),
    });
    const raw = JSON.stringify(body);
    for (const secret of [rosa.profileId, rosa.email, '70123456', hygieneCourseId]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('reads lowercase, spaces and a missing prefix as the printed code', async () => {
    const code = rosaCodes[0]!;
    for (const typed of [code.toLowerCase(), code.replace(/-/g, ' '), code.slice(5).replace(/-/g, '')]) {
      const response = await get(`/api/verify/${encodeURIComponent(typed)}`);
      expect(response.status).toBe(200);
      expect((await bodyOf(response, certificateVerificationSchema)).code).toBe(code);
    }
  });

  it('answers 404 in Spanish for a code nobody was given, or that cannot be a code', async () => {
    for (const typed of ['AULA-0000-0000-0000', 'no-es-un-codigo', encodeURIComponent("' OR 1=1 --")]) {
      const response = await get(`/api/verify/${typed}`);
      expect(response.status).toBe(404);
      expect(await refusalOf(response)).toEqual({
        message: messages.certificates.notFound,
        code: 'not_found',
      });
    }
  });
});

describe('verification rate limit', () => {
  it(`allows ${VERIFY_REQUESTS_PER_IP} checks per address in the window, then answers 429`, async () => {
    const limited = await createTestApp();
    try {
      const statuses = await Promise.all(
        Array.from({ length: VERIFY_REQUESTS_PER_IP }, () =>
          limited.request('/api/verify/AULA-0000-0000-0000'),
        ),
      ).then((responses) => responses.map((response) => response.status));
      expect(new Set(statuses)).toEqual(new Set([404]));
      const blocked = await limited.request('/api/verify/AULA-0000-0000-0000');
      expect(blocked.status).toBe(429);
      expect(await refusalOf(blocked)).toEqual({
        message: messages.common.rateLimited,
        code: 'rate_limited',
      });
    } finally {
      await limited.close();
    }
  });
});
