import { expect, test } from '@playwright/test';

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
