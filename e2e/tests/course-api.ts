import { type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO_ADMIN_EMAIL, demoAdminTrust } from './demo-admin-mfa';
import { DEMO_PASSWORD } from './fixtures';
import { FILES } from './course-files';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Signs in through the API and answers the access token; the demo admin from a browser that
 * remembers her second factor (demo-admin-mfa.ts).
 */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  let headers: Record<string, string> = {};
  if (email === DEMO_ADMIN_EMAIL) {
    // The server this request context talks to: its answer names it.
    const origin = new URL((await request.get('/api/health')).url()).origin;
    const { cookie } = await demoAdminTrust(origin);
    headers = { cookie: `${cookie.name}=${cookie.value}` };
  }
  const response = await request.post('/api/auth/sign-in', { data: { email, password }, headers });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Uploads a file through the real resumable endpoint and answers its upload id. */
async function upload(request: APIRequestContext, token: string, kind: string, path: string) {
  const bytes = readFileSync(path);
  const created = await request.post('/api/uploads', {
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(bytes.length),
      'upload-metadata': `kind ${b64(kind)},filename ${b64(path.split('/').pop()!)}`,
    },
  });
  const id = created.headers().location!.split('/').pop()!;
  const sent = await request.patch(`/api/uploads/${id}`, {
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  if (sent.status() !== 204) throw new Error(`upload refused: ${sent.status()} ${await sent.text()}`);
  return id;
}

/** The first row of a reference list, for forms that need any valid choice. */
export async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  const items = (await response.json()) as Array<{ id: string }>;
  return items[0]!.id;
}

/** A lesson as a test describes it; its file, when it has one, is uploaded first. */
export type LessonSpec =
  | {
      title: string;
      type: 'text';
      text: string;
      minutes?: number;
      /** An image uploaded and put at the end of the text, with this description. */
      imageAlt?: string;
    }
  | { title: string; type: 'link'; url: string; minutes?: number }
  | { title: string; type: 'video' | 'pdf'; minutes?: number };

const CONTENT_CODES = { video: '01', text: '02', pdf: '03', link: '04' } as const;

async function lessonInput(request: APIRequestContext, token: string, lesson: LessonSpec) {
  const base = {
    title: lesson.title,
    description: `Descripción de ${lesson.title}`,
    // The test video lasts 10 s: its minutes may only be 1 (docs/product/lesson-durations.md).
    estimatedDurationMinutes: lesson.minutes ?? (lesson.type === 'video' ? 1 : 10),
    contentType: CONTENT_CODES[lesson.type],
  };
  switch (lesson.type) {
    case 'text': {
      if (!lesson.imageAlt) return { ...base, contentText: lesson.text };
      const image = await upload(request, token, 'lessonImage', FILES.cover);
      return { ...base, contentText: `${lesson.text}\n\n![${lesson.imageAlt}](subida:${image})` };
    }
    case 'link':
      return { ...base, contentUrl: lesson.url };
    case 'video':
      return { ...base, uploadId: await upload(request, token, 'lessonVideo', FILES.video) };
    case 'pdf':
      return { ...base, uploadId: await upload(request, token, 'lessonPdf', FILES.pdf) };
  }
}

const text = (title: string): LessonSpec => ({ title, type: 'text', text: `Contenido de ${title}` });

/** Two modules, the first with three text lessons, the second with one PDF lesson. */
const EDITABLE_MODULES = [
  { title: 'Módulo A', lessons: [text('Lección uno'), text('Lección dos'), text('Lección tres')] },
  { title: 'Módulo B', lessons: [{ title: 'Lectura en PDF', type: 'pdf', minutes: 15 }] },
] satisfies Array<{ title: string; lessons: LessonSpec[] }>;

/** A currency's id by its code (PEN, USD...). */
async function coinId(request: APIRequestContext, code: string): Promise<string> {
  const response = await request.get('/api/reference/coins');
  const coins = (await response.json()) as Array<{ id: string; code: string }>;
  const coin = coins.find((candidate) => candidate.code === code);
  if (!coin) throw new Error(`no currency ${code}`);
  return coin.id;
}

/**
 * A course made through the API, as the form would save it, by default a free draft with
 * EDITABLE_MODULES. Answers its id.
 */
export async function createCourseViaApi(
  request: APIRequestContext,
  token: string,
  title: string,
  {
    published = false,
    modules = EDITABLE_MODULES,
    price = 0,
    currency,
  }: {
    published?: boolean;
    modules?: Array<{ title: string; lessons: LessonSpec[] }>;
    price?: number;
    /** a currency code; the first currency when absent */
    currency?: string;
  } = {},
) {
  const industryId = await firstId(request, '/api/reference/industries');
  const moduleInputs = [];
  for (const module of modules) {
    const lessons = [];
    for (const lesson of module.lessons) lessons.push(await lessonInput(request, token, lesson));
    moduleInputs.push({ title: module.title, description: '', lessons });
  }
  const response = await request.post('/api/courses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      shortDescription: 'Un curso creado por las pruebas del navegador',
      description: 'Curso de prueba con módulos y lecciones.',
      estimatedDurationHours: 2,
      price,
      coinId: currency ? await coinId(request, currency) : await firstId(request, '/api/reference/coins'),
      languageId: await firstId(request, '/api/reference/languages'),
      difficultyLevelId: await firstId(request, '/api/reference/difficulty-levels'),
      industryId,
      specialtyId: await firstId(request, `/api/reference/industries/${industryId}/specialties`),
      isPublished: published,
      thumbnailUploadId: await upload(request, token, 'thumbnail', FILES.cover),
      previewVideoUploadId: await upload(request, token, 'previewVideo', FILES.video),
      modules: moduleInputs,
    },
  });
  if (response.status() !== 201) throw new Error(`course not created: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
