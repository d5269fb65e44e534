import { messages } from '@aula/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signUpStudent } from './accounts';
import { apiToken, createCourseViaApi, type LessonSpec } from './course-api';
import { expect, signIn, test } from './fixtures';
import { pdfText } from './pdf-text';

const p = messages.player;
const v = p.video;
const PASSWORD = 'Enfermera#2026';
const unique = () => Math.random().toString(36).slice(2, 8);

type ModuleSpec = { title: string; lessons: LessonSpec[] };

/** One lesson of each kind, over two modules, as a mandatory training would have them. */
const EVERY_KIND: ModuleSpec[] = [
  {
    title: 'Módulo 1: Fundamentos',
    lessons: [
      { title: 'Video: lavado de manos', type: 'video', minutes: 1 },
      { title: 'Lectura: protocolo', type: 'pdf' },
    ],
  },
  {
    title: 'Módulo 2: Práctica',
    lessons: [
      { title: 'Texto: los cinco momentos', type: 'text', text: 'Antes del contacto con el paciente.' },
      { title: 'Enlace: guía de la OMS', type: 'link', url: 'https://www.who.int/es' },
    ],
  },
];

async function publishedCourse(request: APIRequestContext, modules: ModuleSpec[]) {
  const title = `Higiene de manos ${unique()}`;
  const token = await apiToken(request, 'instructor@aula.test');
  const id = await createCourseViaApi(request, token, title, { published: true, modules });
  return { id, title };
}

/** A new student, signed in: every enrollment and certificate the test sees is theirs. */
async function signInNewStudent(page: Page, request: APIRequestContext) {
  const student = await signUpStudent(request, {
    names: 'Rosa',
    lastNames: 'Huamán Torres',
    password: PASSWORD,
  });
  await page.goto('/login');
  await signIn(page, student.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return student;
}

/** A new student, signed in, enrolled through the API in the course. */
async function signInNewStudentEnrolledIn(page: Page, request: APIRequestContext, courseId: string) {
  const student = await signInNewStudent(page, request);
  const token = await apiToken(request, student.email, PASSWORD);
  const enrolled = await request.post(`/api/courses/${courseId}/enrollment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
}

/** A new student enrolled through the API, then signed in, on the course's player. */
async function openPlayerAsEnrolledStudent(page: Page, request: APIRequestContext, courseId: string) {
  await signInNewStudentEnrolledIn(page, request, courseId);
  await page.goto(`/dashboard/courses/watch/${courseId}`);
}

const lessonHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const courseProgress = (page: Page) => page.getByRole('progressbar', { name: p.progressLabel });
const video = (page: Page) => page.locator('video');
const videoState = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    muted: element.muted,
    rate: element.playbackRate,
  }));

test('a student enrolls in a free course, finishes every lesson and gets a certificate anyone can verify', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const course = await publishedCourse(request, EVERY_KIND);
  await signInNewStudent(page, request);

  await page.goto(`/dashboard/courses/details/${course.id}`);
  await page.getByRole('button', { name: messages.courseDetail.enroll, exact: true }).click();
  await expect(page.getByText(messages.learning.enrolled)).toBeVisible();
  // Nothing done yet: the course page offers to start, as 'Mis Cursos' does.
  await page.getByRole('link', { name: messages.learning.resumeAction(0), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/watch/${course.id}$`));

  // The video, played to its end (at double speed): it completes by itself and the player moves on.
  await expect(lessonHeading(page, 'Video: lavado de manos')).toBeVisible();
  await expect(page.getByText(p.navigation.counter(1, 4), { exact: true })).toBeVisible();
  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '0');
  await page.getByLabel(v.speed).selectOption('2');
  await page.getByRole('button', { name: v.play, exact: true }).click();
  await expect(lessonHeading(page, 'Lectura: protocolo')).toBeVisible({ timeout: 20_000 });
  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByText(p.progress(25))).toBeVisible();

  // The PDF, in the page, with its pages and a download.
  await expect(page.getByText(p.pdf.page(1, 2))).toBeVisible();
  await page.getByRole('button', { name: p.pdf.nextPage }).click();
  await expect(page.getByText(p.pdf.page(2, 2))).toBeVisible();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: p.pdf.download }).click();
  expect(await pdfText(await readFile(await (await pdfDownload).path()))).toContain('Página dos');
  // Completing waits until the document has been open for its minimum time; the click waits with it.
  await page.getByRole('button', { name: p.completion.complete, exact: true }).click();
  await expect(page.getByText(p.completion.success)).toBeVisible();

  // The text lesson, then the external link, which opens in a new tab.
  await expect(lessonHeading(page, 'Texto: los cinco momentos')).toBeVisible();
  await expect(page.getByText('Antes del contacto con el paciente.')).toBeVisible();
  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '50');
  await page.getByRole('button', { name: p.completion.complete, exact: true }).click();
  await expect(lessonHeading(page, 'Enlace: guía de la OMS')).toBeVisible();
  const link = page.getByRole('link', { name: p.link.openLabel('www.who.int') });
  await expect(link).toHaveAttribute('href', 'https://www.who.int/es');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // Opening the link is what completes it: the site itself is not part of the test.
  await page
    .context()
    .route('https://www.who.int/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>OMS</title>' }),
    );
  await expect(page.getByText(messages.learning.evidence.openLink)).toBeVisible();
  const site = page.waitForEvent('popup');
  await link.click();
  await (await site).close();
  await page.getByRole('button', { name: p.completion.complete, exact: true }).click();

  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(p.completion.certificateTitle)).toBeVisible();
  const outline = page.getByRole('complementary').getByRole('navigation', { name: p.lessons.title });
  await expect(outline.getByRole('button', { name: new RegExp(p.lessons.completed) })).toHaveCount(4);

  // 'Mis Cursos' and the dashboard say the same.
  await page.goto('/dashboard/my-courses');
  await expect(page.getByRole('article', { name: course.title })).toContainText(
    messages.myCourses.progress(100),
  );
  // The student's home counts it: their one course, completed, at 100 %.
  await page.goto('/dashboard');
  const home = messages.dashboard.student;
  await expect(page.getByRole('region', { name: home.completedCourses })).toHaveText(
    new RegExp(`${home.completedCourses}\\s*1$`),
  );
  await expect(page.getByRole('region', { name: home.averageProgress })).toContainText('100%');

  // The certificate: in the profile, as a real PDF with the student's name and its code.
  await page.goto(`/dashboard/courses/watch/${course.id}`);
  await page.getByRole('link', { name: p.completion.certificateLink }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\?tab=certificados$/);
  const certificate = page.getByRole('article', { name: course.title });
  await expect(certificate).toBeVisible();
  const code = (await certificate.getByText(/^AULA-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent())!;
  const download = page.waitForEvent('download');
  await certificate.getByRole('button', { name: messages.certificates.download }).click();
  const text = await pdfText(await readFile(await (await download).path()));
  expect(text).toContain('Rosa Huamán Torres');
  expect(text).toContain(code);
  expect(text).toContain(course.title);

  // Anyone can check it, signed out.
  const stranger = await browser.newContext();
  const verify = await stranger.newPage();
  await verify.goto(`/verify/${code}`);
  await expect(verify.getByRole('heading', { name: messages.certificates.verify.valid })).toBeVisible();
  await expect(verify.getByText('Rosa Huamán Torres')).toBeVisible();
  await expect(verify.getByText(course.title)).toBeVisible();
  await expect(verify).toHaveURL(new RegExp(`/verify/${code}$`));
  await stranger.close();
});

test('a lesson completes only once it was watched or read: the player says what is missing until then', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const course = await publishedCourse(request, [
    {
      title: 'Módulo único',
      lessons: [
        { title: 'Video: colocación de guantes', type: 'video', minutes: 1 },
        { title: 'Lectura: retiro de guantes', type: 'text', text: 'Retira el primer guante por el puño.' },
      ],
    },
  ]);
  await openPlayerAsEnrolledStudent(page, request, course.id);

  // The video: nothing watched yet, no button; played (at double speed) to its end, it completes.
  await expect(lessonHeading(page, 'Video: colocación de guantes')).toBeVisible();
  await expect(page.getByText(p.completion.watched(0))).toBeVisible();
  await expect(page.getByRole('button', { name: p.completion.complete, exact: true })).toHaveCount(0);
  await page.getByLabel(v.speed).selectOption('2');
  await page.getByRole('button', { name: v.play, exact: true }).click();
  await expect(page.getByText(p.completion.success)).toBeVisible({ timeout: 20_000 });

  // The text: 'Completar Lección' waits for the reading time, saying so, then completes it.
  await expect(lessonHeading(page, 'Lectura: retiro de guantes')).toBeVisible();
  await expect(page.getByText('Retira el primer guante por el puño.')).toBeVisible();
  const complete = page.getByRole('button', { name: p.completion.complete, exact: true });
  await expect(complete).toBeDisabled();
  await expect(page.getByText(/^Sigue leyendo: podrás completar la lección en \d+ s\.$/)).toBeVisible();
  await expect(complete).toBeEnabled({ timeout: 10_000 });
  await complete.click();
  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(p.completion.certificateTitle)).toBeVisible();
});

test('a text lesson reads formatted: headings, lists, bold, a link to a new tab and the course’s own image, and typed markup stays text', async ({
  page,
  request,
}) => {
  const text = [
    '## Los cinco momentos',
    'Higiene de manos **siempre** antes del contacto.',
    '',
    '1. Antes del contacto con el paciente',
    '2. Antes de una tarea aséptica',
    '',
    'Más en la [guía de la OMS](https://www.who.int/es) o en [este enlace](javascript:window.__pwned=true).',
    '',
    '<img src=x onerror="window.__pwned = true">',
  ].join('\n');
  const course = await publishedCourse(request, [
    {
      title: 'Módulo único',
      lessons: [
        { title: 'Texto: los cinco momentos', type: 'text', text, imageAlt: 'Cartel de los cinco momentos' },
      ],
    },
  ]);
  await openPlayerAsEnrolledStudent(page, request, course.id);

  const lesson = page.getByRole('main');
  await expect(lesson.getByRole('heading', { level: 3, name: 'Los cinco momentos' })).toBeVisible();
  await expect(lesson.locator('strong', { hasText: 'siempre' })).toBeVisible();
  await expect(lesson.getByRole('listitem').filter({ hasText: 'Antes de una tarea aséptica' })).toBeVisible();
  const guide = lesson.getByRole('link', { name: /guía de la OMS/ });
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  // The javascript: link keeps its words and loses its address; the img tag is text.
  await expect(lesson.getByRole('link', { name: /este enlace/ })).toHaveCount(0);
  await expect(lesson.getByText('<img src=x onerror="window.__pwned = true">')).toBeVisible();
  await expect(lesson.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // The image the instructor uploaded, loaded through a link signed for this student.
  const image = lesson.getByRole('img', { name: 'Cartel de los cinco momentos' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /\/api\/files\/media\/lessons\/.+&viewer=/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});

test.describe(() => {
  // The video element asks for its file again once the course is gone: that refusal is expected.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('a lesson video’s link stops working as soon as the course is deleted', async ({ page, request }) => {
    const course = await publishedCourse(request, [
      { title: 'Módulo único', lessons: [{ title: 'Video: fricción de manos', type: 'video', minutes: 1 }] },
    ]);
    await openPlayerAsEnrolledStudent(page, request, course.id);
    await expect(lessonHeading(page, 'Video: fricción de manos')).toBeVisible();
    const source = await video(page).evaluate(
      (element: HTMLVideoElement) => element.currentSrc || element.src,
    );
    const fetchMedia = () =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { headers: { range: 'bytes=0-99' }, cache: 'no-store' });
        return { status: response.status, body: response.status === 206 ? null : await response.json() };
      }, source);
    expect((await fetchMedia()).status).toBe(206);

    const token = await apiToken(request, 'instructor@aula.test');
    const deleted = await request.delete(`/api/courses/${course.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status()).toBe(200);
    expect(await fetchMedia()).toEqual({
      status: 403,
      body: { message: messages.files.accessEnded, code: 'forbidden' },
    });
  });
});

test('the player reopens after a reload at the same lesson and within 2 s of the same video position', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const course = await publishedCourse(request, [
    {
      title: 'Módulo único',
      lessons: [
        { title: 'Introducción', type: 'text', text: 'Bienvenida al curso.' },
        { title: 'Video: técnica correcta', type: 'video', minutes: 1 },
      ],
    },
  ]);
  await openPlayerAsEnrolledStudent(page, request, course.id);
  await page.getByRole('button', { name: p.navigation.next }).click();
  await expect(lessonHeading(page, 'Video: técnica correcta')).toBeVisible();

  await page.getByRole('button', { name: v.play, exact: true }).click();
  await expect.poll(async () => (await videoState(page)).time, { timeout: 10_000 }).toBeGreaterThan(4);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/courses/${course.id}/resume`) && response.ok(),
  );
  await page.getByRole('button', { name: v.pause, exact: true }).click();
  await saved;
  const position = (await videoState(page)).time;

  await page.reload();
  await expect(lessonHeading(page, 'Video: técnica correcta')).toBeVisible();
  await expect
    .poll(async () => Math.abs((await videoState(page)).time - position), { timeout: 10_000 })
    .toBeLessThanOrEqual(2);
  expect((await videoState(page)).paused).toBe(true);
});

test('the player opens at the same second after leaving through the menus and coming back, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const course = await publishedCourse(request, [
    { title: 'Módulo único', lessons: [{ title: 'Video: triaje', type: 'video', minutes: 1 }] },
  ]);
  await signInNewStudentEnrolledIn(page, request, course.id);
  // As a student does: from 'Mis Cursos' to the course, play, move ahead, pause.
  const openFromMyCourses = async () => {
    await page.getByRole('link', { name: messages.shell.nav.myCourses, exact: true }).click();
    const card = page.getByRole('article', { name: course.title });
    const action = new RegExp(
      `^(${messages.learning.resumeAction(0)}|${messages.learning.resumeAction(1)})$`,
    );
    await card.getByRole('link', { name: action }).click();
    await expect(lessonHeading(page, 'Video: triaje')).toBeVisible();
  };
  await openFromMyCourses();
  await page.getByRole('button', { name: v.play, exact: true }).click();
  await expect.poll(async () => (await videoState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);
  const seek = page.getByRole('slider', { name: v.seek });
  const box = (await seek.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
  await page.getByRole('button', { name: v.pause, exact: true }).click();
  const position = (await videoState(page)).time;
  expect(position).toBeGreaterThan(2);

  // Straight back the same way: the app's cached course, not a new page.
  await openFromMyCourses();
  await expect
    .poll(async () => Math.abs((await videoState(page)).time - position), { timeout: 10_000 })
    .toBeLessThanOrEqual(1);
});

test('a lesson chosen in the outline takes the focus at its title, above the video, three Tabs from Play', async ({
  page,
  request,
}) => {
  const course = await publishedCourse(request, EVERY_KIND);
  await openPlayerAsEnrolledStudent(page, request, course.id);
  await expect(lessonHeading(page, 'Video: lavado de manos')).toBeVisible();
  const outline = page.getByRole('complementary').getByRole('navigation', { name: p.lessons.title });
  await outline.getByRole('button', { name: /Texto: los cinco momentos/ }).click();
  await expect(lessonHeading(page, 'Texto: los cinco momentos')).toBeFocused();
  await outline.getByRole('button', { name: /Video: lavado de manos/ }).click();
  const heading = lessonHeading(page, 'Video: lavado de manos');
  await expect(heading).toBeFocused();
  // The title comes before the content, so the video and its controls follow it.
  const [titleBox, videoBox] = [await heading.boundingBox(), await video(page).boundingBox()];
  expect(titleBox!.y).toBeLessThan(videoBox!.y);
  // Then the player, its position bar and Play: three Tabs (it took about 29 below the content).
  for (const _ of [1, 2, 3]) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: v.play, exact: true })).toBeFocused();
});

test('the video answers its controls and the keyboard, and the layouts change the page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const course = await publishedCourse(request, [
    { title: 'Módulo único', lessons: [{ title: 'Video: equipo de protección', type: 'video', minutes: 1 }] },
  ]);
  await openPlayerAsEnrolledStudent(page, request, course.id);
  await expect(lessonHeading(page, 'Video: equipo de protección')).toBeVisible();
  await expect
    .poll(async () => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBe(4);

  // Speeds
  const speed = page.getByLabel(v.speed);
  await expect(speed.locator('option')).toHaveText(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x']);
  await speed.selectOption('1.5');
  expect((await videoState(page)).rate).toBe(1.5);

  // Skip forward and back by 10 s (a 10 s video: forward reaches its end, back returns to 0)
  await page.getByRole('button', { name: v.forward(10) }).click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(9);
  await page.getByRole('button', { name: v.back(10) }).click();
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(1);

  // Keyboard: space plays and pauses, M mutes, the arrows skip, F enters and leaves fullscreen.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(true);
  await expect(page.getByRole('button', { name: v.unmute })).toBeVisible();
  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(false);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(9);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(1);
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(page.getByRole('button', { name: v.exitFullscreen })).toBeVisible();
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // Layouts: cine gives the lesson the whole width, compacto narrows it; the choice is pressed.
  const layouts = page.getByRole('group', { name: p.layout.label });
  const lesson = page.getByRole('region', { name: 'Video: equipo de protección', exact: true });
  const lessonWidth = () => lesson.evaluate((section) => section.clientWidth);
  const normal = await lessonWidth();
  await layouts.getByRole('button', { name: p.layout.cine }).click();
  await expect(layouts.getByRole('button', { name: p.layout.cine })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(lessonWidth).toBeGreaterThan(normal);
  await layouts.getByRole('button', { name: p.layout.small }).click();
  await expect.poll(lessonWidth).toBeLessThan(normal);
  await layouts.getByRole('button', { name: p.layout.normal }).click();
  await expect.poll(lessonWidth).toBe(normal);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the lesson list opens as a sheet and picking a lesson closes it', async ({ page, request }) => {
    const course = await publishedCourse(request, EVERY_KIND);
    await openPlayerAsEnrolledStudent(page, request, course.id);
    await expect(lessonHeading(page, 'Video: lavado de manos')).toBeVisible();
    // The side panel is not beside the lesson at this width.
    await expect(page.getByRole('complementary')).toBeHidden();
    // The video's buttons fit in one row, and so do previous, the counter and next.
    const top = async (name: string) =>
      (await page.getByRole('button', { name, exact: true }).boundingBox())!.y;
    expect(await top(v.fullscreen)).toBe(await top(v.play));
    expect(await top(p.navigation.next)).toBe(await top(p.navigation.previous));

    await page.getByRole('button', { name: p.lessons.open }).first().click();
    const sheet = page.getByRole('dialog', { name: p.lessons.title });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /Texto: los cinco momentos/ }).click();
    await expect(sheet).toBeHidden();
    await expect(lessonHeading(page, 'Texto: los cinco momentos')).toBeVisible();
    await expect(page.getByText(p.navigation.counter(3, 4), { exact: true })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a PDF page zooms in to be read, and pans inside its frame while the page keeps its width', async ({
    page,
    request,
  }) => {
    const course = await publishedCourse(request, [
      { title: 'Módulo único', lessons: [{ title: 'Lectura: protocolo', type: 'pdf' }] },
    ]);
    await openPlayerAsEnrolledStudent(page, request, course.id);
    const canvas = page.getByRole('img', { name: /Documento: Lectura: protocolo/ });
    await expect(canvas).toBeVisible();
    await expect(page.getByText('Página 1 de', { exact: false })).toBeVisible();
    const fitted = (await canvas.boundingBox())!.width;
    expect(fitted).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: p.pdf.zoomIn }).click();
    await page.getByRole('button', { name: p.pdf.zoomIn }).click();
    await expect(page.getByText(p.pdf.zoom(200), { exact: true })).toBeVisible();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted * 1.9);
    // The frame scrolls sideways; the page does not.
    const frame = canvas.locator('..');
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: p.pdf.zoomOut }).click();
    await expect(page.getByText(p.pdf.zoom(150), { exact: true })).toBeVisible();

    // Scrolled down the lesson, no floating button covers the page on a phone.
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: messages.publicSite.scrollButtons.toTop })).toBeHidden();
  });
});

test.describe('without an enrollment', () => {
  // The server's 403 is the answer the page turns into this screen; Chromium logs it anyway.
  test.use({ expectedConsoleErrors: [/status of 403 .*\/api\/courses\/[^/]+\/player\)$/] });

  test('a student who is not enrolled is sent to the course page instead of the lessons', async ({
    page,
    request,
  }) => {
    const course = await publishedCourse(request, EVERY_KIND);
    await signInNewStudent(page, request);
    await page.goto(`/dashboard/courses/watch/${course.id}`);
    await expect(page.getByRole('heading', { name: p.load.notEnrolledTitle })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByRole('link', { name: p.load.goToDetails }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/courses/details/${course.id}$`));
  });
});
