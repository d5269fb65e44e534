import { messages, PREFIX_SEARCH_DEBOUNCE_MS, PROFILE_IMAGE_MAX_BYTES } from '@aula/shared';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signIn, test } from './fixtures';

const r = messages.registration;
const s = messages.signUp;

const PHOTO_PATH = fileURLToPath(new URL('../fixtures/profile-photo.png', import.meta.url));
const PHOTO = readFileSync(PHOTO_PATH);
const PASSWORD = 'Calidad2026!';

/** The registration form's controls, found as a user (or a screen reader) finds them. */
function registrationForm(page: Page) {
  return {
    photo: page.getByLabel(r.photoLabel, { exact: true }),
    photoPreview: page.getByRole('img', { name: r.photoPreviewAlt }),
    names: page.getByLabel(r.namesLabel, { exact: true }),
    lastNames: page.getByLabel(r.lastNamesLabel, { exact: true }),
    email: page.getByLabel(r.emailLabel, { exact: true }),
    password: page.getByLabel(r.passwordLabel, { exact: true }),
    confirmPassword: page.getByLabel(r.confirmPasswordLabel, { exact: true }),
    country: page.getByLabel(r.countryLabel, { exact: true }),
    gender: page.getByLabel(r.genderLabel, { exact: true }),
    documentType: page.getByLabel(r.documentTypeLabel, { exact: true }),
    doi: page.getByLabel(r.doiLabel, { exact: true }),
    prefix: page.getByRole('combobox', { name: r.prefixLabel, exact: true }),
    prefixOptions: page.getByRole('listbox', { name: r.prefixLabel }).getByRole('option'),
    phone: page.getByLabel(r.phoneLabel, { exact: true }),
    industry: page.getByLabel(r.industryLabel, { exact: true }),
    specialty: page.getByLabel(r.specialtyLabel, { exact: true }),
    terms: page.getByRole('checkbox', { name: r.termsLink }),
    marketing: page.getByRole('checkbox', { name: r.marketing }),
    submit: page.getByRole('button', { name: r.submit, exact: true }),
  };
}

type RegistrationForm = ReturnType<typeof registrationForm>;

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The field is flagged and its accessible description carries the message shown under it. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

async function leave(field: Locator) {
  await field.focus();
  await field.blur();
}

async function choosePrefix(form: RegistrationForm, search: string, country: string) {
  await form.prefix.fill(search);
  await expect(form.prefixOptions).toHaveCount(1);
  await form.prefixOptions.filter({ hasText: country }).click();
}

/** Opens /register once its lists have loaded. */
async function openRegistration(page: Page) {
  await page.goto('/register');
  const form = registrationForm(page);
  await expect(form.gender.locator('option', { hasText: 'Femenino' })).toBeAttached();
  await expect(form.country.locator('option[value="PE"]')).toBeAttached();
  await expect(form.prefix).toBeEnabled();
  return form;
}

interface Account {
  email: string;
  names: string;
  lastNames: string;
}

async function fillValidForm(form: RegistrationForm, account: Account) {
  await form.photo.setInputFiles(PHOTO_PATH);
  await expect(form.photoPreview).toBeVisible();
  await form.names.fill(account.names);
  await form.lastNames.fill(account.lastNames);
  await form.email.fill(account.email);
  await form.password.fill(PASSWORD);
  await form.confirmPassword.fill(PASSWORD);
  await form.country.selectOption('PE');
  await form.gender.selectOption({ label: 'Femenino' });
  await form.documentType.selectOption({ label: 'DNI' });
  await form.doi.fill('45678912');
  await choosePrefix(form, 'peru', 'Perú');
  await form.phone.fill('987654321');
  await form.industry.selectOption({ label: 'Enfermería' });
  await form.specialty.selectOption({ label: 'Enfermería en emergencias' });
  await form.terms.check();
}

test('the screen shows its four sections, and its links go where docs/product/accounts.md#registration-form says', async ({
  page,
}) => {
  const form = await openRegistration(page);
  await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  for (const title of Object.values(r.sections)) {
    await expect(page.getByRole('group', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: r.backToHome })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: r.signInLink })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: r.termsLink })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: r.privacyLink })).toHaveAttribute('href', '/privacy');
  await expect(form.password).toHaveAccessibleDescription(r.passwordHint);
  await expect(form.specialty).toHaveCount(0);
  await expect(form.marketing).not.toBeChecked();
  await expect(form.submit).toBeDisabled();
});

test('every registration rule shows its message under its field', async ({ page }) => {
  const form = await openRegistration(page);

  await leave(form.names);
  await expectFieldError(form.names, s.namesRequired);
  await form.names.fill('N'.repeat(51));
  await expectFieldError(form.names, s.namesTooLong);

  await leave(form.lastNames);
  await expectFieldError(form.lastNames, s.lastNamesRequired);
  await form.lastNames.fill('A'.repeat(121));
  await expectFieldError(form.lastNames, s.lastNamesTooLong);

  await leave(form.email);
  await expectFieldError(form.email, s.emailRequired);
  await form.email.fill('no-es-un-email');
  await expectFieldError(form.email, s.emailInvalid);

  await leave(form.password);
  await expectFieldError(form.password, s.passwordRequired);
  await form.password.fill('abc');
  await expectFieldError(form.password, s.passwordTooShort);
  await form.password.fill('x'.repeat(129));
  await expectFieldError(form.password, s.passwordTooLong);
  await form.password.fill('12345678');
  await expectFieldError(form.password, s.passwordTooCommon);

  await leave(form.confirmPassword);
  await expectFieldError(form.confirmPassword, s.passwordRequired);
  await form.confirmPassword.fill('abc');
  await expectFieldError(form.confirmPassword, s.passwordTooShort);
  await form.confirmPassword.fill('y'.repeat(129));
  await expectFieldError(form.confirmPassword, s.passwordTooLong);

  await leave(form.country);
  await expectFieldError(form.country, s.countryRequired);
  await leave(form.gender);
  await expectFieldError(form.gender, s.genderRequired);
  await leave(form.documentType);
  await expectFieldError(form.documentType, s.documentTypeRequired);

  await leave(form.doi);
  await expectFieldError(form.doi, s.doiRequired);
  await form.doi.fill('12AB');
  await expectFieldError(form.doi, s.doiDigitsOnly);
  await form.doi.fill('1'.repeat(17));
  await expectFieldError(form.doi, s.doiTooLong);

  await leave(form.prefix);
  await expectFieldError(form.prefix, s.prefixRequired);

  await leave(form.phone);
  await expectFieldError(form.phone, s.phoneRequired);
  await form.phone.fill('987-654');
  await expectFieldError(form.phone, s.phoneDigitsOnly);
  await form.phone.fill('9'.repeat(16));
  await expectFieldError(form.phone, s.phoneTooLong);

  await leave(form.industry);
  await expectFieldError(form.industry, s.industryRequired);
  await form.industry.selectOption({ label: 'Medicina' });
  await expect(form.specialty).toBeEnabled();
  await leave(form.specialty);
  await expectFieldError(form.specialty, s.specialtyRequired);

  await form.terms.check();
  await form.terms.uncheck();
  await form.terms.blur();
  await expectFieldError(form.terms, s.termsRequired);

  await form.photo.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PHOTO, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]),
  });
  await expectFieldError(form.photo, s.imageTooLarge);
  await form.photo.setInputFiles({
    name: 'animada.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expectFieldError(form.photo, s.imageWrongType);
  // The type is judged by the bytes, not by the name.
  await form.photo.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expectFieldError(form.photo, s.imageWrongType);
  await expect(form.photoPreview).toHaveCount(0);

  await expect(form.submit).toBeDisabled();
});

test('the passwords show a mismatch as soon as they differ, and each can be shown', async ({ page }) => {
  const form = await openRegistration(page);
  await form.password.fill(PASSWORD);
  await form.confirmPassword.fill(`${PASSWORD}x`);
  await expect(page.getByText(s.passwordsDoNotMatch)).toBeVisible();
  await expectFieldError(form.confirmPassword, s.passwordsDoNotMatch);
  await form.confirmPassword.fill(PASSWORD);
  await expect(page.getByText(s.passwordsDoNotMatch)).toHaveCount(0);
  await form.password.fill(`${PASSWORD}?`);
  await expect(page.getByText(s.passwordsDoNotMatch)).toBeVisible();

  await expect(form.confirmPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: r.showConfirmPassword }).click();
  await expect(form.confirmPassword).toHaveAttribute('type', 'text');
  await expect(form.password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: r.showPassword }).click();
  await expect(form.password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: r.hidePassword }).click();
  await expect(form.password).toHaveAttribute('type', 'password');
});

test('the submit button stays disabled until the whole form is valid', async ({ page }) => {
  const form = await openRegistration(page);
  await expect(form.submit).toBeDisabled();
  await fillValidForm(form, { email: 'valida@aula.test', names: 'Rosa', lastNames: 'Quispe Mamani' });
  await expect(form.submit).toBeEnabled();
  await form.terms.uncheck();
  await expect(form.submit).toBeDisabled();
  await form.terms.check();
  await form.confirmPassword.fill(`${PASSWORD}x`);
  await expect(form.submit).toBeDisabled();
  await form.confirmPassword.fill(PASSWORD);
  await expect(form.submit).toBeEnabled();
  await form.photo.setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: Buffer.from('texto') });
  await expect(form.submit).toBeDisabled();
  await page.getByRole('button', { name: r.photoRemove }).click();
  await expect(form.submit).toBeEnabled();
});

test('a full registration with a photo creates an account that can sign in', async ({ page }) => {
  const account = {
    email: `registro.${Date.now()}@aula.test`,
    names: 'María José',
    lastNames: 'Huamán Ríos',
  };
  const form = await openRegistration(page);
  await fillValidForm(form, account);
  await form.marketing.check();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-up', async (route) => {
    await held;
    await route.continue();
  });
  await form.submit.click();
  await expect(page.getByRole('button', { name: r.submitting, exact: true })).toBeDisabled();
  await expect(form.names).toBeDisabled();
  await expect(form.prefix).toBeDisabled();
  await expect(form.terms).toBeDisabled();
  release();

  await expect(page.getByText(s.success)).toBeVisible();
  await expect(form.names).toHaveValue('');
  await expect(form.photoPreview).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const answer = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { user } = (await answer.json()) as {
    user: { names: string; lastNames: string; email: string; urlImage: string | null; rol: { code: string } };
  };
  expect(user).toMatchObject({ names: account.names, lastNames: account.lastNames, email: account.email });
  expect(user.rol.code).toBe('03');
  expect(user.urlImage).not.toBeNull();
  const image = await page.request.get(user.urlImage!);
  expect(image.status()).toBe(200);
  expect(Buffer.compare(await image.body(), PHOTO)).toBe(0);
});

test.describe(() => {
  // The browser logs the refused request itself.
  test.use({ expectedConsoleErrors: [/status of 422 .*\/api\/auth\/sign-up\)$/] });

  test('a breached password is refused under the field; a long passphrase is taken and signs in', async ({
    page,
  }) => {
    const account = { email: `frase.${Date.now()}@aula.test`, names: 'Rosa', lastNames: 'Quispe Mamani' };
    const form = await openRegistration(page);
    await fillValidForm(form, account);
    // Long enough and not on the short list the form knows: only the server's breach list has it.
    await form.password.fill('sunshine1');
    await form.confirmPassword.fill('sunshine1');
    await form.submit.click();
    await expectFieldError(form.password, s.passwordBreached);
    await expect(form.email).toHaveValue(account.email);

    const passphrase = 'la guardia de noche empieza a las siete en punto';
    await form.password.fill(passphrase);
    await form.confirmPassword.fill(passphrase);
    await form.submit.click();
    await expect(page.getByText(s.success)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account.email, passphrase);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe(() => {
  // The browser logs the refused request itself.
  test.use({ expectedConsoleErrors: [/status of 409 .*\/api\/auth\/sign-up\)$/] });

  test('a duplicate email shows the Spanish error under the email and keeps everything typed', async ({
    page,
  }) => {
    const account = { email: 'estudiante@aula.test', names: 'Lucía', lastNames: 'Fernández Quispe' };
    const form = await openRegistration(page);
    await fillValidForm(form, account);
    await form.marketing.check();
    await form.submit.click();

    // The failure toast sits top-center (docs/product/interface.md#area-toasts).
    const topCenter = page.locator('[data-sonner-toaster][data-y-position="top"][data-x-position="center"]');
    await expect(topCenter.getByText(s.failure)).toBeVisible();
    await expectFieldError(form.email, s.emailTaken);
    await expect(form.email).toBeFocused();

    await expect(form.names).toBeEnabled();
    await expect(form.names).toHaveValue(account.names);
    await expect(form.lastNames).toHaveValue(account.lastNames);
    await expect(form.email).toHaveValue(account.email);
    await expect(form.password).toHaveValue(PASSWORD);
    await expect(form.confirmPassword).toHaveValue(PASSWORD);
    await expect(form.country).toHaveValue('PE');
    await expect(form.gender.locator('option:checked')).toHaveText('Femenino');
    await expect(form.documentType.locator('option:checked')).toHaveText('DNI');
    await expect(form.doi).toHaveValue('45678912');
    await expect(form.prefix).toHaveValue(/Perú \(PE\) \+51$/);
    await expect(form.phone).toHaveValue('987654321');
    await expect(form.industry.locator('option:checked')).toHaveText('Enfermería');
    await expect(form.specialty.locator('option:checked')).toHaveText('Enfermería en emergencias');
    await expect(form.terms).toBeChecked();
    await expect(form.marketing).toBeChecked();
    await expect(form.photoPreview).toBeVisible();
    await expect(form.photoPreview).toHaveAttribute('src', /^blob:/);

    // Fixing the email is enough to send again.
    await expect(form.submit).toBeDisabled();
    await form.email.fill('otra.persona@aula.test');
    await expect(form.submit).toBeEnabled();
  });
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 429 .*\/api\/auth\/sign-up\)$/] });

  test('too many attempts: the server message shows above the button and the form can be sent again', async ({
    page,
  }) => {
    await page.route('**/api/auth/sign-up', (route) =>
      route.fulfill({
        status: 429,
        json: { message: messages.common.rateLimited, code: 'rate_limited' },
      }),
    );
    const form = await openRegistration(page);
    await fillValidForm(form, { email: 'limite@aula.test', names: 'Rosa', lastNames: 'Quispe' });
    await form.submit.click();
    await expect(page.getByText(s.failure)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.common.rateLimited })).toBeVisible();
    await expect(form.names).toHaveValue('Rosa');
    await expect(form.submit).toBeEnabled();
  });
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 415 .*\/api\/auth\/sign-up\)$/] });

  test('a photo the server refuses shows its message under the photo', async ({ page }) => {
    await page.route('**/api/auth/sign-up', (route) =>
      route.fulfill({ status: 415, json: { message: s.imageWrongType, code: 'unsupported_media_type' } }),
    );
    const form = await openRegistration(page);
    await fillValidForm(form, { email: 'foto@aula.test', names: 'Rosa', lastNames: 'Quispe' });
    await form.submit.click();
    await expectFieldError(form.photo, s.imageWrongType);
    await expect(form.photoPreview).toBeVisible();
    await expect(form.submit).toBeDisabled();
  });
});

test('the prefix search ignores accents and case, and waits for the user to pause', async ({ page }) => {
  await page.clock.install();
  const form = await openRegistration(page);
  const options = form.prefixOptions;

  await page.clock.pauseAt(Date.now() + 60_000);
  await form.prefix.fill('peru');
  await expect(form.prefix).toHaveAttribute('aria-expanded', 'true');
  // Before the pause has lasted PREFIX_SEARCH_DEBOUNCE_MS the list is not filtered yet.
  await page.clock.runFor(PREFIX_SEARCH_DEBOUNCE_MS - 50);
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(100);
  await page.clock.runFor(50);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText(/Perú \(PE\)\s*\+51/);

  await form.prefix.fill('CAMERUN');
  await page.clock.runFor(PREFIX_SEARCH_DEBOUNCE_MS);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText(/Camerún/);

  // Countries without a dial code are not offered.
  await form.prefix.fill('antartida');
  await page.clock.runFor(PREFIX_SEARCH_DEBOUNCE_MS);
  await expect(options).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: r.sections.contact }).getByText(r.prefixNoResults),
  ).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: r.prefixNoResults })).toBeAttached();

  // The keyboard picks an option: arrow to it, Enter to choose (without sending the form).
  await form.prefix.fill('Perú');
  await page.clock.runFor(PREFIX_SEARCH_DEBOUNCE_MS);
  await expect(options).toHaveCount(1);
  await form.prefix.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(form.prefix).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await form.prefix.press('Enter');
  await expect(form.prefix).toHaveAttribute('aria-expanded', 'false');
  await expect(form.prefix).toHaveValue(/Perú \(PE\) \+51$/);

  // The full list is sorted by name.
  await form.prefix.press('Escape');
  await form.prefix.fill('');
  await form.prefix.press('ArrowDown');
  const names = await options.evaluateAll((items) =>
    items.map((item) =>
      (item.textContent ?? '').replace(/^[\u{1F1E6}-\u{1F1FF}]{2}\s/u, '').replace(/\s*\(.*$/, ''),
    ),
  );
  expect(names.length).toBeGreaterThan(200);
  expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
});

test('the specialty appears once an area is chosen and starts afresh when the area changes', async ({
  page,
}) => {
  const form = await openRegistration(page);
  await expect(form.specialty).toHaveCount(0);
  await form.industry.selectOption({ label: 'Medicina' });
  await expect(form.specialty.locator('option', { hasText: 'Pediatría' })).toBeAttached();
  await form.specialty.selectOption({ label: 'Pediatría' });
  await expect(form.specialty).not.toHaveValue('');

  await form.industry.selectOption({ label: 'Enfermería' });
  await expect(form.specialty.locator('option', { hasText: 'Enfermería general' })).toBeAttached();
  await expect(form.specialty).toHaveValue('');
  await expect(form.specialty.locator('option', { hasText: 'Pediatría' })).toHaveCount(0);

  await form.industry.selectOption('');
  await expect(form.specialty).toHaveCount(0);
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 500 .*\/api\/reference\/genders\)$/] });

  test('a list that cannot be loaded says so, can be retried, and the form keeps working', async ({
    page,
  }) => {
    let failures = 1;
    await page.route('**/api/reference/genders', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, json: { message: messages.common.unexpectedError, code: 'internal' } })
        : route.continue(),
    );
    await page.goto('/register');
    const form = registrationForm(page);
    await expectFieldError(form.gender, r.optionsFailed);
    await expect(form.gender).toBeDisabled();
    await form.names.fill('Rosa');
    await expect(form.names).toHaveValue('Rosa');

    await page.getByRole('button', { name: r.retry }).click();
    await expect(form.gender).toBeEnabled();
    await form.gender.selectOption({ label: 'Femenino' });
    await expect(page.getByRole('button', { name: r.retry })).toHaveCount(0);
    await expect(form.names).toHaveValue('Rosa');
  });
});

for (const width of [375, 768, 1280]) {
  test(`the screen fits ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const form = await openRegistration(page);
    await expect(form.submit).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The promotional panel is for wide screens only.
    const promo = page.getByRole('complementary');
    if (width >= 1024) await expect(promo).toBeVisible();
    else await expect(promo).toBeHidden();
  });
}
