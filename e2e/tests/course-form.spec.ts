import { messages, courseFormMessages } from '@aula/shared';
import type { Locator, Page } from '@playwright/test';
import { createCourseViaApi, apiToken } from './course-api';
import { FILES, MB, mp4OfSize, pngOfSize } from './course-files';
import { expect, signInAs, test } from './fixtures';

const f = courseFormMessages;
const c = messages.courseContent;
const u = messages.uploads;

const unique = () => Math.random().toString(36).slice(2, 8);

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** A lesson editor of the Contenido tab, opened. */
async function openLesson(module: Locator, position: number): Promise<Locator> {
  const lesson = module.getByRole('article').nth(position);
  const toggle = lesson.getByRole('heading').getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return lesson;
}

async function fillLesson(
  module: Locator,
  position: number,
  lesson: { title: string; type: string; minutes: number; fill: (editor: Locator) => Promise<void> },
) {
  const editor = await openLesson(module, position);
  await editor.getByLabel(c.lesson.titleLabel).fill(lesson.title);
  await editor.getByLabel(c.lesson.descriptionLabel).fill(`Descripción de ${lesson.title}`);
  await editor.getByLabel(c.lesson.minutesLabel).fill(String(lesson.minutes));
  await editor.getByLabel(c.lesson.contentTypeLabel).selectOption({ label: lesson.type });
  await lesson.fill(editor);
}

const waitUntilUploaded = (scope: Locator) =>
  expect(scope.getByText(u.done, { exact: false })).toBeVisible({ timeout: 20_000 });

test('an instructor creates a course through the five tabs, publishes it, and a student finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Prevención de caídas ${unique()}`;
  const script = '<script>window.__pwned = true</script>';
  // From the instructor's home (docs/product/people.md#instructor-home).
  await signInAs(page, 'instructor@aula.test');
  await page.getByRole('main').getByRole('link', { name: f.createTitle }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: f.createTitle })).toBeVisible();
  const save = page.getByRole('button', { name: f.save, exact: true });
  await expect(save).toBeDisabled();

  // Información Básica
  await page.getByLabel(f.basic.titleLabel).fill(title);
  await page
    .getByLabel(f.basic.shortDescriptionLabel)
    .fill('Cómo prevenir caídas de pacientes hospitalizados');
  await expect(page.getByText('48/120')).toBeVisible();
  await page.getByLabel(f.basic.descriptionLabel).fill('Evaluación del riesgo, medidas y registro.');
  await page.getByLabel(f.basic.difficultyLabel).selectOption({ index: 1 });
  await page.getByLabel(f.basic.hoursLabel).fill('3');
  await page.getByLabel(f.basic.languageLabel).selectOption({ index: 1 });
  await page.getByLabel(f.basic.priceLabel).fill('0');
  await page.getByLabel(f.basic.coinLabel).selectOption({ label: 'PEN - Sol peruano' });
  await expect(page.getByLabel(f.basic.specialtyLabel)).toHaveCount(0);
  await page.getByLabel(f.basic.industryLabel).selectOption({ index: 1 });
  await page.getByLabel(f.basic.specialtyLabel).selectOption({ index: 1 });

  // Contenido: two modules, one lesson of each type
  await tab(page, f.tabs.content).click();
  await page.getByRole('button', { name: c.addModule }).first().click();
  await page.getByRole('button', { name: c.addModule }).last().click();
  const modules = page.getByRole('region').filter({ has: page.getByLabel(c.module.titleLabel) });
  await expect(modules).toHaveCount(2);
  const first = modules.nth(0);
  const second = modules.nth(1);
  await expect(first.getByLabel(c.module.titleLabel)).toHaveValue('Nuevo Módulo');
  await first.getByLabel(c.module.titleLabel).fill('Evaluación del riesgo');
  await second.getByLabel(c.module.titleLabel).fill('Medidas preventivas');
  await first.getByRole('button', { name: c.addLesson }).click();
  await first.getByRole('button', { name: c.addLesson }).click();
  await second.getByRole('button', { name: c.addLesson }).click();
  await second.getByRole('button', { name: c.addLesson }).click();
  await expect(first.getByRole('article').first()).toContainText('Nueva Lección');

  await fillLesson(first, 0, {
    title: 'Video: la escala de Morse',
    type: c.lesson.contentTypes['01'],
    minutes: 12,
    fill: async (editor) => {
      await editor.getByLabel(c.lesson.videoLabel, { exact: true }).setInputFiles(FILES.video);
      await waitUntilUploaded(editor);
      // The 12 minutes typed give way to the file's own length, read by the browser.
      await expect(editor.getByText(f.videoLength.read('10 s'))).toBeVisible();
      await expect(editor.getByLabel(c.lesson.minutesLabel)).toHaveValue('1');
    },
  });
  await fillLesson(first, 1, {
    title: 'Lectura: protocolo institucional',
    type: c.lesson.contentTypes['03'],
    minutes: 20,
    fill: async (editor) => {
      await editor.getByLabel(c.lesson.pdfLabel, { exact: true }).setInputFiles(FILES.pdf);
      await waitUntilUploaded(editor);
    },
  });
  await fillLesson(second, 0, {
    title: 'Texto: medidas básicas',
    type: c.lesson.contentTypes['02'],
    minutes: 8,
    fill: async (editor) => {
      // Written with the toolbar: the first line becomes a heading, shown formatted in the preview.
      const text = editor.getByLabel(c.lesson.textLabel);
      await text.fill(`Camas bajas y frenadas.\n${script}`);
      await text.press('Control+Home');
      await editor.getByRole('button', { name: f.textEditor.heading }).click();
      await expect(text).toHaveValue(`## Camas bajas y frenadas.\n${script}`);
      const preview = editor.getByRole('region', { name: f.textEditor.previewTitle });
      await expect(preview.getByRole('heading', { name: 'Camas bajas y frenadas.' })).toBeVisible();
      await expect(preview.getByText(script)).toBeVisible();
      // 'Imagen' uploads a picture and puts it where the cursor is, its description selected to type over.
      await text.press('Control+End');
      const chooser = page.waitForEvent('filechooser');
      await editor.getByRole('button', { name: f.textEditor.image }).click();
      await (await chooser).setFiles(FILES.cover);
      const image = preview.getByRole('img', { name: f.textEditor.placeholders.imageAlt });
      await expect(image).toBeVisible({ timeout: 20_000 });
      await page.keyboard.type('Cama baja con frenos puestos');
      await expect(preview.getByRole('img', { name: 'Cama baja con frenos puestos' })).toBeVisible();
      await expect(text).toHaveValue(/!\[Cama baja con frenos puestos\]\(subida:[0-9a-f-]{36}\)$/);
    },
  });
  await fillLesson(second, 1, {
    title: 'Enlace: guía de la OMS',
    type: c.lesson.contentTypes['04'],
    minutes: 5,
    fill: (editor) => editor.getByLabel(c.lesson.urlLabel).fill('https://www.who.int/es'),
  });

  // Multimedia
  await tab(page, f.tabs.media).click();
  await page.getByLabel(f.media.thumbnailLabel, { exact: true }).setInputFiles(FILES.cover);
  await page.getByLabel(f.media.previewVideoLabel, { exact: true }).setInputFiles(FILES.video);
  const media = page.getByRole('tabpanel');
  await expect(media.getByRole('img', { name: new RegExp(f.media.thumbnailLabel) })).toBeVisible();
  await expect(media.getByText(u.done, { exact: false })).toHaveCount(2, { timeout: 20_000 });

  // Configuración: publish, with live counts
  await tab(page, f.tabs.settings).click();
  const settings = page.getByRole('tabpanel');
  await expect(settings.getByText(f.settings.draft, { exact: true })).toBeVisible();
  await settings.getByRole('switch', { name: f.settings.publishedLabel }).click();
  await expect(settings.getByText(f.settings.published, { exact: true }).last()).toBeVisible();
  await expect(settings).toContainText(f.settings.modules);
  await expect(settings).toContainText(f.settings.tagsTitle(4));

  // Vista Previa: the text lesson's script is text, and never runs
  await tab(page, f.tabs.preview).click();
  const preview = page.getByRole('tabpanel');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(script, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(messages.courses.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);

  // The student finds it by search and by sort
  const student = await browser.newPage();
  await signInAs(student, 'estudiante@aula.test');
  await student.goto('/dashboard/courses');
  await student.getByLabel(messages.courses.list.sortLabel).selectOption('created');
  // Newest first puts it on the first page (tests running alongside may add newer ones).
  await expect(student.getByRole('article', { name: title })).toBeVisible();
  await student.getByLabel(messages.courses.list.searchLabel).fill(title.split(' ').at(-1)!);
  await expect(student.getByRole('article')).toHaveCount(1);
  await expect(student.getByRole('article')).toContainText(title);
  await expect(student.getByRole('article')).toContainText('Gratis');
  await student.close();
});

test('editing reorders lessons, removes a module, adds a lesson and changes the cover; a reload shows exactly that', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Curso para editar ${unique()}`;
  const id = await createCourseViaApi(request, await apiToken(request, 'instructor@aula.test'), title);
  await signInAs(page, 'instructor@aula.test');
  await page.goto('/dashboard/courses');
  await page.getByLabel(messages.courses.list.searchLabel).fill(title);
  // Wait for the search's answer: before it, the card may still sit lower in the unfiltered list.
  await expect(page.getByRole('article')).toHaveCount(1);
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: f.editCourse(title), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/edit/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: f.updateTitle })).toBeVisible();

  await tab(page, f.tabs.content).click();
  const modules = page.getByRole('region').filter({ has: page.getByLabel(c.module.titleLabel) });
  await expect(modules).toHaveCount(2);
  const first = modules.nth(0);
  await first.getByRole('button', { name: c.lesson.moveDown('Lección uno') }).click();
  await first.getByRole('button', { name: c.lesson.moveUp('Lección tres') }).click();
  await expect(first.getByRole('article')).toHaveText([/Lección dos/, /Lección tres/, /Lección uno/]);

  await modules
    .nth(1)
    .getByRole('button', { name: c.module.removeLabel('Módulo B') })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: c.remove }).click();
  await expect(modules).toHaveCount(1);

  await first.getByRole('button', { name: c.addLesson }).click();
  await fillLesson(first, 3, {
    title: 'Lección nueva',
    type: c.lesson.contentTypes['04'],
    minutes: 4,
    fill: (editor) => editor.getByLabel(c.lesson.urlLabel).fill('https://www.paho.org/es'),
  });

  await tab(page, f.tabs.media).click();
  await page.getByLabel(f.media.thumbnailLabel, { exact: true }).setInputFiles(FILES.otherCover);
  await waitUntilUploaded(page.getByRole('tabpanel'));

  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByText(messages.courses.updated)).toBeVisible();

  await page.goto(`/dashboard/courses/edit/${id}`);
  await tab(page, f.tabs.content).click();
  await expect(modules).toHaveCount(1);
  await expect(modules.first().getByRole('article')).toHaveText([
    /Lección dos/,
    /Lección tres/,
    /Lección uno/,
    /Lección nueva/,
  ]);
  const added = await openLesson(modules.first(), 3);
  await expect(added.getByLabel(c.lesson.urlLabel)).toHaveValue('https://www.paho.org/es');
  await tab(page, f.tabs.media).click();
  const cover = page.getByRole('tabpanel').getByRole('img');
  await expect(cover).toBeVisible();
  // The saved cover is the new one: 128×72, not the first cover's size.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
});

test.describe('resumable uploads', () => {
  // The browser reports the chunk that the dropped connection interrupted.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a large upload resumes after the connection drops and after a page reload', async ({ page }) => {
    test.setTimeout(120_000);
    const big = mp4OfSize('resume.mp4', 12 * MB);
    await signInAs(page, 'instructor@aula.test');
    await page.goto('/dashboard/courses/create');
    await tab(page, f.tabs.media).click();

    const offsets: number[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && req.url().includes('/api/uploads/')) {
        offsets.push(Number(req.headers()['upload-offset']));
      }
    });
    // The connection drops while the second chunk is on its way: on loopback the whole file could
    // otherwise arrive before the test took the browser offline.
    let dropped = false;
    await page.route('**/api/uploads/**', async (route) => {
      const req = route.request();
      if (!dropped && req.method() === 'PATCH' && Number(req.headers()['upload-offset']) > 0) {
        dropped = true;
        await page.context().setOffline(true);
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    await page.getByLabel(f.media.previewVideoLabel, { exact: true }).setInputFiles(big);
    await expect(page.getByText(u.paused)).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().setOffline(false);
    await waitUntilUploaded(page.getByRole('tabpanel'));
    expect(offsets[0]).toBe(0);
    expect(offsets.some((offset) => offset > 0)).toBe(true);

    // A reload in the middle of another upload: choosing the same file again continues it.
    // The second chunk is held unanswered, so on loopback the upload cannot finish before the
    // reload does.
    const other = mp4OfSize('reload.mp4', 12 * MB + 7);
    const secondChunkSent = new Promise<void>((resolve) => {
      void page.route('**/api/uploads/**', async (route) => {
        const req = route.request();
        if (req.method() === 'PATCH' && Number(req.headers()['upload-offset']) > 0) {
          resolve();
          return;
        }
        await route.continue();
      });
    });
    offsets.length = 0;
    await page.getByLabel(f.media.previewVideoLabel, { exact: true }).setInputFiles(other);
    await secondChunkSent;
    // The form asks before leaving with unsaved changes; the user confirms the reload.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await tab(page, f.tabs.media).click();
    offsets.length = 0;
    await page.getByLabel(f.media.previewVideoLabel, { exact: true }).setInputFiles(other);
    await waitUntilUploaded(page.getByRole('tabpanel'));
    expect(offsets[0]).toBeGreaterThan(0);
  });
});

test('the form refuses a 6 MB cover, a text file renamed .mp4 and a 201 MB video before uploading', async ({
  page,
}) => {
  await signInAs(page, 'instructor@aula.test');
  await page.goto('/dashboard/courses/create');
  await tab(page, f.tabs.media).click();
  const uploads: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/uploads')) uploads.push(req.method());
  });

  await page.getByLabel(f.media.thumbnailLabel, { exact: true }).setInputFiles(pngOfSize(6 * MB));
  await expect(page.getByText(u.thumbnailTooLarge)).toBeVisible();

  await page.getByLabel(f.media.previewVideoLabel, { exact: true }).setInputFiles({
    name: 'clase.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('Esto es texto, no un video.\n'.repeat(50)),
  });
  await expect(page.getByText(u.previewVideoWrongType)).toBeVisible();

  await page
    .getByLabel(f.media.previewVideoLabel, { exact: true })
    .setInputFiles(mp4OfSize('huge.mp4', 201 * MB));
  await expect(page.getByText(u.previewVideoTooLarge)).toBeVisible();
  expect(uploads).toEqual([]);
});
