import { messages } from '@aula/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const copy = messages.publicSite;

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

/** The impact counter's figures as it ends on them (docs/product/interface.md#landing-page). */
const FINAL_FIGURES = ['50,000+', '1,200+', '95%', '40+'];

const FOOTER_LINKS = [
  { name: 'Acerca de', href: '/about', landsOn: '/about', heading: copy.aboutPage.title },
  { name: 'Trabaja con nosotros', href: '/careers', landsOn: '/about', heading: copy.aboutPage.title },
  { name: 'Prensa', href: '/press', landsOn: '/about', heading: copy.aboutPage.title },
  { name: 'Blog', href: '/blog', landsOn: '/about', heading: copy.aboutPage.title },
  { name: 'Centro de ayuda', href: '/help', landsOn: '/help', heading: copy.helpPage.title },
  { name: 'Contacto', href: '/contact', landsOn: '/contact', heading: copy.contactPage.title },
  { name: 'Política de privacidad', href: '/privacy', landsOn: '/privacy', heading: copy.privacyPage.title },
  { name: 'Términos y condiciones', href: '/terms', landsOn: '/terms', heading: copy.termsPage.title },
] as const;

function topBar(page: Page) {
  return page.getByRole('banner');
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: copy.hero.title })).toBeVisible();
}

/** The mobile menu's toggle; the menu itself is the navigation it controls. */
function menuButton(page: Page) {
  return topBar(page).getByRole('button', { name: copy.topBar.menu, exact: true });
}

/** Where the top bar's links are at this width: in the bar, or in the menu once opened. */
async function topBarLinks(page: Page, mobile: boolean): Promise<Locator> {
  if (mobile) {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
  return topBar(page);
}

async function scrollTo(page: Page, y: number | 'end') {
  await page.evaluate((target) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: target === 'end' ? end : target, behavior: 'instant' });
  }, y);
}

function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  const mobile = viewport === MOBILE;

  test.describe(`landing at ${label}`, () => {
    test.use({ viewport });

    test('shows every section in Spanish', async ({ page }) => {
      await openLanding(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('link', { name: copy.skipToContent })).toHaveAttribute(
        'href',
        '#main-content',
      );

      const mission = region(page, copy.mission.title);
      await expect(mission).toHaveAttribute('id', 'mission');
      await expect(mission.getByRole('heading', { name: copy.mission.missionTitle })).toBeVisible();
      await expect(mission.getByRole('heading', { name: copy.mission.visionTitle })).toBeVisible();

      const about = region(page, copy.about.title);
      await expect(about).toHaveAttribute('id', 'about');
      for (const value of ['Excelencia', 'Inclusión', 'Innovador', 'Impacto']) {
        await expect(about.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
      }

      const features = region(page, copy.features.title);
      for (const feature of ['Aprendizaje adaptativo', 'Contenido premium', 'Comunidad global']) {
        await expect(features.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
      }

      await expect(region(page, copy.impact.title).getByRole('term')).toHaveText(
        Object.values(copy.impact.figures).map((figure) => figure.label),
      );

      const contact = region(page, copy.contact.title);
      await expect(contact).toHaveAttribute('id', 'contact');
      await expect(contact.getByRole('link', { name: 'contacto@aula.edu.pe' })).toHaveAttribute(
        'href',
        'mailto:contacto@aula.edu.pe',
      );

      await expect(footer(page)).toContainText('2024');
      await expect(footer(page)).toContainText('2025');
    });

    test('top bar links point where docs/product/interface.md#top-bar says', async ({ page }) => {
      await openLanding(page);
      const bar = await topBarLinks(page, mobile);
      await expect(bar.getByRole('link', { name: copy.topBar.homeLink })).toHaveAttribute('href', '/');
      await expect(bar.getByRole('link', { name: 'Misión', exact: true })).toHaveAttribute(
        'href',
        '#mission',
      );
      await expect(bar.getByRole('link', { name: 'Acerca de', exact: true })).toHaveAttribute(
        'href',
        '#about',
      );
      await expect(bar.getByRole('link', { name: 'Contacto', exact: true })).toHaveAttribute(
        'href',
        '#contact',
      );
      await expect(bar.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(bar.getByRole('link', { name: 'Registrarse', exact: true })).toHaveAttribute(
        'href',
        '/register',
      );
    });

    test('the anchors scroll to their sections', async ({ page }) => {
      await openLanding(page);
      for (const [name, id, heading] of [
        ['Misión', 'mission', copy.mission.title],
        ['Acerca de', 'about', copy.about.title],
        ['Contacto', 'contact', copy.contact.title],
      ] as const) {
        const bar = await topBarLinks(page, mobile);
        await bar.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
        if (mobile) await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test('each call to action leads to its page', async ({ page }) => {
      const links = [
        { scope: 'topBar', name: 'Iniciar Sesión', path: '/login' },
        { scope: 'topBar', name: 'Registrarse', path: '/register' },
        { scope: 'main', name: 'Comenzar mi viaje', path: '/login' },
        { scope: 'main', name: 'Registrarse gratis', path: '/register' },
        { scope: 'main', name: 'Ya Tengo Cuenta', path: '/login' },
      ] as const;
      for (const { scope, name, path } of links) {
        await openLanding(page);
        const container = scope === 'topBar' ? await topBarLinks(page, mobile) : page.getByRole('main');
        const link = container.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', path);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
    });

    test("'Conocer más' scrolls to the mission", async ({ page }) => {
      await openLanding(page);
      const learnMore = page.getByRole('link', { name: 'Conocer más', exact: true });
      await expect(learnMore).toHaveAttribute('href', '#mission');
      await learnMore.click();
      await expect(page).toHaveURL(/\/#mission$/);
      await expect(region(page, copy.mission.title).getByRole('heading', { level: 2 })).toBeInViewport();
    });

    test('the impact counter starts at zero and ends on the final figures once in view', async ({ page }) => {
      await openLanding(page);
      const figures = region(page, copy.impact.title).getByRole('definition');
      await expect(figures).toHaveText(['0+', '0+', '0%', '0+']);
      await figures.first().scrollIntoViewIfNeeded();
      await expect(figures).toHaveText(FINAL_FIGURES, { timeout: 3000 });
    });

    test('the footer links resolve', async ({ page }) => {
      for (const link of FOOTER_LINKS) {
        await openLanding(page);
        await scrollTo(page, 'end');
        const anchor = footer(page).getByRole('link', { name: link.name, exact: true });
        await expect(anchor).toHaveAttribute('href', link.href);
        await anchor.click();
        await expect(page).toHaveURL(new RegExp(`${link.landsOn}$`));
        await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
        // A new page opens at its top, not where the previous one was left.
        expect(await scrollY(page)).toBe(0);
      }
    });
  });
}

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('opens and closes with its button and with Escape', async ({ page }) => {
    await openLanding(page);
    const button = menuButton(page);
    const signIn = topBar(page).getByRole('link', { name: 'Iniciar Sesión', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(signIn).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes when one of its links navigates', async ({ page }) => {
    await openLanding(page);
    await menuButton(page).click();
    await topBar(page).getByRole('link', { name: 'Iniciar Sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop links stay out of the way', async ({ page }) => {
    await openLanding(page);
    await expect(topBar(page).getByRole('link', { name: 'Misión', exact: true })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the top bar shows its links without a menu button', async ({ page }) => {
    await openLanding(page);
    await expect(menuButton(page)).toBeHidden();
    await expect(topBar(page).getByRole('link', { name: 'Misión', exact: true })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Registrarse', exact: true })).toBeVisible();
  });

  test('the top bar stays at the top while scrolling', async ({ page }) => {
    await openLanding(page);
    await scrollTo(page, 2000);
    await expect(topBar(page)).toBeInViewport();
    expect((await topBar(page).boundingBox())?.y).toBe(0);
  });

  test('from another page, the top bar leads back to a section of the landing', async ({ page }) => {
    await page.goto('/terms');
    await topBar(page).getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(
      page.getByRole('heading', { level: 2, name: copy.contact.title, exact: true }),
    ).toBeInViewport();
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('the counter shows its final figures without animating', async ({ page }) => {
    await openLanding(page);
    await expect(region(page, copy.impact.title).getByRole('definition')).toHaveText(FINAL_FIGURES, {
      timeout: 500,
    });
  });
});

test.describe('public pages', () => {
  const pages = [
    { path: '/terms', title: copy.termsPage.title, sections: copy.termsPage.sections.length },
    { path: '/privacy', title: copy.privacyPage.title, sections: copy.privacyPage.sections.length },
    { path: '/about', title: copy.aboutPage.title, sections: copy.aboutPage.sections.length },
  ];
  for (const { path, title, sections } of pages) {
    test(`${path} has its title, its sections and the shared top bar and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Aula`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections + 1);
      await expect(topBar(page)).toBeVisible();
      await expect(footer(page)).toBeVisible();
    });
  }

  test('/privacy says what registration collects, why, for how long, and which rights apply', async ({
    page,
  }) => {
    await page.goto('/privacy');
    for (const heading of [
      '2. Datos que recopilamos',
      '3. Para qué usamos tus datos',
      '5. Cuánto tiempo los conservamos',
      '8. Tus derechos',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('privacidad@aula.edu.pe');
    await page
      .getByRole('navigation', { name: copy.onThisPage })
      .getByRole('link', { name: '8. Tus derechos' })
      .click();
    await expect(page).toHaveURL(/\/privacy#rights$/);
    await expect(page.getByRole('heading', { level: 2, name: '8. Tus derechos' })).toBeInViewport();
  });

  test('/help answers questions on registration, sign-in, courses and certificates', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: copy.helpPage.title })).toBeVisible();
    for (const group of ['Registro', 'Inicio de sesión', 'Cursos', 'Certificados']) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
    const question = copy.helpPage.groups[3].questions[0];
    const answer = page.getByText(question.answer);
    await expect(answer).toBeHidden();
    await page.getByText(question.question).click();
    await expect(answer).toBeVisible();
  });

  test('/contact lists the contact addresses', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: copy.contactPage.title })).toBeVisible();
    for (const email of ['contacto@aula.edu.pe', 'soporte@aula.edu.pe', 'alianzas@aula.edu.pe']) {
      await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
  });
});

test.describe('old and unknown addresses', () => {
  for (const [from, to] of [
    ['/auth/login', '/login'],
    ['/auth/register', '/register'],
    ['/home', '/'],
    ['/careers', '/about'],
    ['/press', '/about'],
    ['/blog', '/about'],
    ['/no/existe', '/login'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${to === '/' ? '/' : to}$`));
    });
  }
});

test.describe('scroll buttons', () => {
  const toTop = (page: Page) => page.getByRole('button', { name: copy.scrollButtons.toTop, exact: true });
  const toBottom = (page: Page) =>
    page.getByRole('button', { name: copy.scrollButtons.toBottom, exact: true });

  async function endOfPage(page: Page) {
    return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  }

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('show past 300 px of scroll; the bottom one hides within 50 px of the end', async ({ page }) => {
      await openLanding(page);
      await expect(toTop(page)).toBeHidden();
      await expect(toBottom(page)).toBeHidden();

      await scrollTo(page, 300);
      await expect(toTop(page)).toBeHidden();
      await expect(toBottom(page)).toBeHidden();

      await scrollTo(page, 301);
      await expect(toTop(page)).toBeVisible();
      await expect(toBottom(page)).toBeVisible();

      const end = await endOfPage(page);
      await scrollTo(page, end - 51);
      await expect(toBottom(page)).toBeVisible();
      await scrollTo(page, end - 50);
      await expect(toBottom(page)).toBeHidden();
      await expect(toTop(page)).toBeVisible();
    });

    test('take the page to its end and back to its top', async ({ page }) => {
      await openLanding(page);
      await scrollTo(page, 1000);
      await toBottom(page).click();
      const end = await endOfPage(page);
      await expect.poll(() => scrollY(page)).toBe(end);
      await expect(toBottom(page)).toBeHidden();

      await toTop(page).click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(toTop(page)).toBeHidden();
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: MOBILE });

    test('work on the other pages too', async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: copy.privacyPage.title })).toBeVisible();
      await expect(toTop(page)).toBeHidden();
      await scrollTo(page, 500);
      await expect(toTop(page)).toBeVisible();
      await expect(toBottom(page)).toBeVisible();
      await scrollTo(page, 'end');
      await expect(toBottom(page)).toBeHidden();
      await toTop(page).click();
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  });
});

test.describe('certificate verification', () => {
  // A code that no certificate has is answered 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/ 404 .*\/api\/verify\//] });

  test('/verify without a code offers a box for the one on the certificate, read as people type it', async ({
    page,
  }) => {
    const t = messages.certificates.verify;
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/verify$/);
    const box = page.getByLabel(t.codeLabel);
    await box.fill('hola');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.codeInvalid)).toBeVisible();
    await expect(box).toBeFocused();

    // Lower case, spaces and an O for a zero, as someone copies it from paper.
    await box.fill('aula 0000 OOOO 0000');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/verify\/AULA-0000-0000-0000$/);
    await expect(page.getByRole('heading', { name: t.invalid })).toBeVisible();
  });
});
