import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const LOGIN_FAILED = 'No hemos podido iniciar sesión con los datos ingresados.';

test.describe('login and the redirect by tipo', () => {
  for (const [name, user] of Object.entries(DEMO_USERS)) {
    test(`${name} (tipo ${user.tipo}) lands on ${user.home}`, async ({ page }) => {
      await logIn(page, user);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^token \S+$/);
    });
  }

  test('the areas show their own navigation', async ({ page }) => {
    await logIn(page, DEMO_USERS.teacher);
    const adminNav = page.getByRole('navigation', { name: 'Navegación de administración' });
    for (const label of ['Artículos', 'Medios', 'Jobs']) {
      await expect(adminNav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(adminNav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuevo artículo' })).toBeVisible();
  });

  test('a second visit with a session redirects, from both login paths', async ({ page }) => {
    await logIn(page, DEMO_USERS.ana);
    await page.goto('/iniciar-sesion');
    await expect(page).toHaveURL(DEMO_USERS.ana.home);
    await page.goto('/');
    await expect(page).toHaveURL(DEMO_USERS.ana.home);
    await expect(page.getByRole('link', { name: 'Mis Cursos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("a wrong password shows the spec's alert and keeps the visitor out", async ({ page }) => {
    await page.goto('/iniciar-sesion');
    await page.getByLabel('Correo electrónico').fill(DEMO_USERS.luis.email);
    const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
    await password.fill('no-es-la-clave');
    // The eye button shows what was typed, and hides it again.
    const reveal = page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' });
    await expect(password).toHaveAttribute('type', 'password');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await expect(page).toHaveURL('/iniciar-sesion');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a stored token the server refuses is removed on opening', async ({ page }) => {
    await page.goto('/iniciar-sesion');
    await page.evaluate(() => localStorage.setItem('token', 'token no-vale'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL('/iniciar-sesion');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });
});

test.describe('guards and logout', () => {
  test('logout returns to iniciar-sesion and the guarded route then asks to log in', async ({
    page,
  }) => {
    await logIn(page, DEMO_USERS.luis);
    await page
      .getByRole('navigation', { name: 'Navegación del alumno' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(page).toHaveURL('/iniciar-sesion');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/plataforma/cursos');
    await expect(page).toHaveURL('/iniciar-sesion');
  });

  test('the logged-out token no longer works on the server', async ({ page, request }) => {
    await logIn(page, DEMO_USERS.admin);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page
      .getByRole('navigation', { name: 'Menú de la plataforma' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(page).toHaveURL('/iniciar-sesion');
    const answer = await request.get('/api/getTipo/', {
      headers: { authorization: String(token) },
    });
    expect(answer.status()).toBe(401);
  });

  test('without a session the private areas send to login', async ({ page }) => {
    for (const path of [
      '/plataforma/perfil',
      '/admin/listado-articulos',
      '/admin/plataforma/alumnos',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/iniciar-sesion');
    }
  });

  test('another kind of user is sent to their own home', async ({ page }) => {
    await logIn(page, DEMO_USERS.ana);
    await page.goto('/admin/plataforma/alumnos');
    await expect(page).toHaveURL(DEMO_USERS.ana.home);
    await page.goto('/admin/listado-articulos');
    await expect(page).toHaveURL(DEMO_USERS.ana.home);
  });

  test('a teacher may not open the platform administration', async ({ page }) => {
    await logIn(page, DEMO_USERS.teacher);
    await page.goto('/admin/plataforma/cursos');
    await expect(page).toHaveURL(DEMO_USERS.teacher.home);
  });
});

test.describe('platform sidebar', () => {
  const sidebarLinks = [
    'Resumen',
    'Registrar Pago',
    'Cursos',
    'Alumnos',
    'Profesores',
    'Administradores',
    'Categorías de Curso',
  ];

  test('is beside the page at 1280 px', async ({ page }) => {
    await logIn(page, DEMO_USERS.admin);
    const sidebar = page.getByRole('navigation', { name: 'Menú de la plataforma' });
    for (const label of sidebarLinks) {
      await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // Administrators land on 'Resumen' (the overview).
    await expect(sidebar.getByRole('link', { name: 'Resumen', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  });

  test('collapses behind the menu button at 800 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await logIn(page, DEMO_USERS.admin);
    const alumnos = page.getByRole('link', { name: 'Alumnos', exact: true });
    await expect(alumnos).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(alumnos).toBeVisible();
    await expect(alumnos).toBeInViewport();
    await alumnos.click();
    await expect(page).toHaveURL('/admin/plataforma/alumnos');
    await expect(page.getByRole('heading', { name: 'Alumnos' })).toBeVisible();
    await expect(alumnos).toBeHidden();
  });
});

test.describe('pages of every visitor', () => {
  test('an unknown path answers the 404 page with status 404', async ({ page, request }) => {
    const response = await page.goto('/esta-pagina-no-existe/de-verdad');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');

    const single = await request.get('/no-existe');
    expect(single.status()).toBe(404);
    expect(await single.text()).toContain('Página no encontrada');

    const api = await request.get('/api/noExiste/');
    expect(api.status()).toBe(404);
    expect((await api.json()).success).toBe(false);
  });

  test('recuperar-contrasena asks for the e-mail and answers neutrally', async ({ page }) => {
    await page.goto('/iniciar-sesion');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/recuperar-contrasena');
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nadie@academia.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeHidden();
  });

  test('restablecer-contrasena with a bad link says so, already in the HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/restablecer-contrasena/enlace-falso')).text();
    expect(html).toContain('Enlace no válido');

    await page.goto('/restablecer-contrasena/enlace-falso');
    await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar un enlace nuevo' }).click();
    await expect(page).toHaveURL('/recuperar-contrasena');
  });
});
