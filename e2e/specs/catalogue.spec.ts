import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

const REGISTRO_EXITOSO = '¡Tu registro se ha realizado con éxito!';
const CCNA = 'Cisco CCNA 200-301';
const DEMO_COURSES = [CCNA, 'Ciencia de datos con Python', 'Fundamentos de ciberseguridad'];

const courseCards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * From the catalogue to a registration: the catalogue lists the demo's courses on offer, the
 * category filter narrows them, the course page shows what a visitor weighs (price, dates,
 * outline, teacher) and 'Inscríbete' leads to the registration form, which shows the price too.
 */
async function findAndRegister(page: Page, email: string) {
  await expect(page).toHaveURL('/cursos');
  await expect(page.getByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
  // The demo's three courses; other specs publish courses of their own (in categories of
  // their own) while this one runs, so the total is at least three.
  for (const curso of DEMO_COURSES) {
    await expect(courseCards(page).filter({ hasText: curso })).toHaveCount(1);
  }
  await expectNoSeriousA11yViolations(page, 'el catálogo');

  const categorias = page.getByRole('navigation', { name: 'Categorías de cursos' });
  const todos = categorias.getByRole('link', { name: /^Todos \(\d+\)$/ });
  await expect(todos).toHaveAttribute('aria-current', 'page');
  expect(Number((await todos.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(3);
  await categorias.getByRole('link', { name: 'Redes (1)' }).click();
  await expect(page).toHaveURL(/\/cursos\?categoria=\d+$/);
  await expect(page.getByRole('heading', { name: 'Cursos de Redes', level: 1 })).toBeVisible();
  await expect(courseCards(page)).toHaveCount(1);
  await expect(categorias.getByRole('link', { name: 'Redes (1)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = courseCards(page).first();
  await expect(card).toContainText('$9,500.00 MXN');
  await expect(card).toContainText('60 horas');

  await card.getByRole('link', { name: CCNA }).click();
  await expect(page).toHaveURL('/curso/cisco-ccna-200-301');
  await expect(page.getByRole('heading', { name: CCNA, level: 1 })).toBeVisible();
  const inscripcion = page.getByRole('complementary', { name: 'Inscripción' });
  await expect(inscripcion).toContainText('$9,500.00 MXN');
  await expect(inscripcion).toContainText('60 horas');
  await expect(inscripcion).toContainText('365 días en la plataforma');
  const temario = page.getByRole('region', { name: 'Temario' });
  await expect(temario).toContainText('Fundamentos de redes');
  // The first topic is open; the others open from their summary, by keyboard as well.
  await expect(temario.getByText('Modelos OSI y TCP/IP')).toBeVisible();
  await temario.locator('summary', { hasText: 'Conmutación' }).focus();
  await page.keyboard.press('Enter');
  await expect(temario.getByText('VLANs y enlaces troncales')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profesor' })).toContainText('Jorge Hernández');
  await expectNoSeriousA11yViolations(page, 'la página del curso');

  await inscripcion.getByRole('link', { name: 'Inscríbete' }).click();
  await expect(page).toHaveURL('/registro/cisco-ccna-200-301');
  await expect(page.getByRole('heading', { name: CCNA, level: 1 })).toBeVisible();
  await expect(page.getByText('$9,500.00 MXN')).toBeVisible();
  const form = page.getByRole('form', { name: 'Regístrate al curso' });
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Paola');
  await form.getByRole('textbox', { name: /^Apellidos/ }).fill('Méndez Soto');
  await form.getByRole('textbox', { name: /^Celular/ }).fill('5512340000');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(form.getByRole('status')).toContainText(REGISTRO_EXITOSO);
  // A paid course: the enrolment waits for the academy (issue 20).
  await expect(form.getByRole('status')).toContainText('pendiente de confirmación');
}

test.describe('the public catalogue on a desktop', () => {
  test('a visitor finds a course in the catalogue and registers', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Cursos' })
      .click();
    await findAndRegister(page, `catalogo.escritorio.${Date.now()}@correo.test`);
  });

  test('the home page leads to the catalogue', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Ver cursos' }).click();
    await expect(page).toHaveURL('/cursos');
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
        name: 'Cursos',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('both pages arrive rendered, with sharing tags and schema.org data under the nonce', async ({
    request,
    page,
  }) => {
    for (const [path, title, type] of [
      ['/cursos', 'Cursos | Conecta Academia', 'ItemList'],
      ['/curso/cisco-ccna-200-301', `${CCNA} | Conecta Academia`, 'Course'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
      const nonce = res.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      const script = html.match(
        /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/,
      );
      expect(script?.[1], path).toBe(nonce);
      expect(JSON.parse(script?.[2] ?? 'null')).toMatchObject({
        '@context': 'https://schema.org',
        '@type': type,
      });
    }
    const course = await (await request.get('/curso/cisco-ccna-200-301')).text();
    const data = JSON.parse(
      course.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? 'null',
    );
    expect(data).toMatchObject({
      name: CCNA,
      offers: { price: '9500.00', priceCurrency: 'MXN', category: 'Paid' },
      hasCourseInstance: { courseMode: 'Online', courseWorkload: 'PT60H' },
    });
    // No lesson's text leaves the server with the outline.
    expect(course).not.toContain('Las capas de una red');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/cursos</loc>');
    expect(sitemap).toContain('/curso/cisco-ccna-200-301</loc>');
    expect((await request.get('/curso/no-existe')).status()).toBe(404);

    // Hydrated, the page runs no inline script the policy would block.
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto('/curso/cisco-ccna-200-301');
    await expect(page.getByRole('link', { name: 'Inscríbete' })).toBeVisible();
    await page.getByRole('link', { name: 'Cursos', exact: true }).first().click();
    await expect(page).toHaveURL('/cursos');
    expect(blocked).toEqual([]);
  });
});

test.describe('the public catalogue on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor finds a course in the catalogue and registers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Ver cursos' }).click();
    await findAndRegister(page, `catalogo.telefono.${Date.now()}@correo.test`);
  });
});
