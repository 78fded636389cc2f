import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const ACADEMY = 'Conecta Academia';
const GREETING = encodeURIComponent('Hola, me gustaría recibir información sobre sus servicios.');

test.describe('public top navigation', () => {
  test('brand, Inicio, Programas, the about page and Blog', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(ACADEMY);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(
      page.getByRole('banner').getByRole('link', { name: ACADEMY, exact: true }),
    ).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: `Sobre ${ACADEMY}` })).toHaveAttribute(
      'href',
      '/sobre-conecta-academia',
    );
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    await nav.getByRole('button', { name: 'Programas' }).click();
    for (const name of ['Ciencia de Datos', 'Cisco CCNA']) {
      const item = page.getByRole('menuitem', { name });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('highlights the item of the current route', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: `Sobre ${ACADEMY}` }).click();
    await expect(page).toHaveURL('/sobre-conecta-academia');
    await expect(page.getByRole('heading', { name: `Sobre ${ACADEMY}` })).toBeVisible();
    await expect(nav.getByRole('link', { name: `Sobre ${ACADEMY}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the floating chat button opens WhatsApp with the greeting in a new tab', async ({
    page,
  }) => {
    await page.goto('/blog');
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', `https://wa.me/525512345678?text=${GREETING}`);
    await expect(chat).toHaveAttribute('target', '_blank');
    const box = await chat.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  });

  test('on a phone the items sit behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { name: 'Blog' })).toBeVisible();
  });

  test('the first HTML response already holds the page, before any script runs', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${ACADEMY}</title>`);
    expect(html).toContain('Correo electrónico');
    expect(html).toContain('Navegación principal');

    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await request.get(String(script));
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});

test('public pages hydrate without errors in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of [
    '/',
    '/iniciar-sesion',
    '/blog',
    '/sobre-conecta-academia',
    '/recuperar-contrasena',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

const MISSING_PAGE = '/esta/pagina-no-existe';

/**
 * Console errors, page errors and Content-Security-Policy violations of every document, but
 * for Chromium's note on the 404 page's own status, which that page is meant to answer.
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const notFoundPage =
      message.text().includes('status of 404') &&
      new URL(message.location().url).pathname === MISSING_PAGE;
    if (!notFoundPage) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    problems.push(`csp: ${violation}`),
  );
  // Init scripts come from the browser itself, so the page's policy does not stop this one.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(v: string): void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return problems;
}

/** The page's script nonce: named in script-src, which allows no inline script without it. */
async function expectNoncedScripts(page: Page, response: Response | null): Promise<void> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  const nonce = scriptSrc?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  for (const scriptNonce of inline) expect(scriptNonce).toBe(nonce);
}

test.describe('Content-Security-Policy with a nonce per page', () => {
  test('pages hydrate with no inline script blocked and no console error', async ({ page }) => {
    const problems = await watchProblems(page);

    const home = await page.goto('/');
    await expectNoncedScripts(page, home);
    await page.waitForLoadState('networkidle');

    const missing = await page.goto(MISSING_PAGE);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expectNoncedScripts(page, missing);
    await page.waitForLoadState('networkidle');

    // Only hydrated React logs in: the form's own submit would reload iniciar-sesion.
    await logIn(page, DEMO_USERS.ana);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^token \S+$/);

    const guarded = await page.goto('/plataforma/perfil');
    await expectNoncedScripts(page, guarded);
    await expect(page.getByRole('navigation', { name: 'Navegación del alumno' })).toBeVisible();
    await expect(page).toHaveURL('/plataforma/perfil');
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });

  test('an injected inline script does not run, and the violation is reported', async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const response = await page.goto('/iniciar-sesion');
    await expectNoncedScripts(page, response);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inyectado = "si";';
      document.body.append(script);
      return document.body.dataset.inyectado === 'si';
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => problems.some((p) => p.startsWith('csp: script-src-elem inline')))
      .toBe(true);
  });
});
