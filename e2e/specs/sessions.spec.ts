import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';

/**
 * Sessions that end when they should (issue 20) and staff's own profile (issue 23). Each test
 * makes accounts of its own through the administrator's API, so changing their passwords and
 * closing their sessions touches no demo account another spec signs in with.
 */

type Json = Record<string, unknown>;

async function call<T = Json>(
  request: APIRequestContext,
  name: string,
  init: { data?: Json; token?: string; multipart?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = init.token ? { authorization: init.token } : {};
  const response = await request.post(`/api/${name}/`, {
    headers,
    ...(init.multipart ? { multipart: init.multipart } : { data: init.data ?? {} }),
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function adminToken(request: APIRequestContext) {
  const { token } = await call<{ token: string }>(request, 'auth', {
    data: { username: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
  });
  return `token ${token}`;
}

/** A password with nothing of the person's name or e-mail in it (the policy refuses that). */
const passwordOf = (length = 12) =>
  `Kx7-pQ2z-${Math.random().toString(36).slice(2)}`.slice(0, Math.max(length, 14));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new student of a demo group, with a password the administrator set. */
async function newStudent(request: APIRequestContext, last_name: string) {
  const admin = await adminToken(request);
  const email = `sesiones.${unique()}@correo.test`;
  const password = passwordOf();
  const persona = { first_name: 'Noemí', last_name, celular: '5511223344' };
  const groups = await call<{ content: { id: number }[]; curso: { id: number } }>(
    request,
    'getGruposCurso',
    { token: admin, data: { curso: 'cisco-ccna-200-301' } },
  );
  const grupo = groups.content[0]?.id;
  expect(grupo, 'a demo group').toBeDefined();
  const added = await call<{ content: { alumno_id: number } }>(request, 'agregarAlumnoCursoGrupo', {
    token: admin,
    data: { ...persona, email, username: email, curso: groups.curso.id, grupo: Number(grupo) },
  });
  await call(request, 'actualizarAlumno', {
    token: admin,
    multipart: {
      alumno: String(added.content.alumno_id),
      ...persona,
      email,
      username: email,
      password,
    },
  });
  return { email, password, nombre: `${persona.first_name} ${last_name}` };
}

async function newTeacher(request: APIRequestContext) {
  const admin = await adminToken(request);
  const email = `docente.${unique()}@correo.test`;
  const password = passwordOf(14);
  await call(request, 'agregarProfesor', {
    token: admin,
    data: { first_name: 'Ulises', last_name: 'Quiroga', celular: '', email, password, tipo: 2 },
  });
  return { email, password };
}

async function logInAs(page: Page, email: string, password: string, home: string) {
  // Only the hydrated form signs in (before it, the browser would submit the bare form).
  await page.goto('/iniciar-sesion', { waitUntil: 'networkidle' });
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Signing in hashes with argon2id: on a busy 2-core machine it can take a while.
  await expect(page).toHaveURL(home, { timeout: 30_000 });
}

/** A second browser (another device) signed in as the same person. */
async function otherDevice(browser: Browser, email: string, password: string, home: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, email, password, home);
  return { page, close: () => context.close() };
}

/** The device's session was closed: its next page asks to sign in again. */
async function expectSignedOut(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL('/iniciar-sesion');
}

// Each test signs in two or three browsers (argon2id) and runs axe: minutes on a busy machine.
test.describe('sessions', () => {
  test("a student's new password needs the current one and closes the other devices' sessions", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const s = await newStudent(request, 'Cambio Propio');
    const phone = await otherDevice(browser, s.email, s.password, '/plataforma/cursos');
    await logInAs(page, s.email, s.password, '/plataforma/cursos');

    await page.goto('/plataforma/perfil');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar perfil' });
    const nueva = passwordOf();
    await modal.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const actual = modal.getByLabel('Contraseña actual', { exact: true });
    await expect(modal.getByText('Escribe tu contraseña actual para cambiar')).toBeVisible();
    await expect(actual).toHaveAttribute('aria-invalid', 'true');
    await actual.fill('no-es-mi-clave');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'el perfil del alumno con el error de la contraseña');
    await actual.fill(s.password);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByRole('status')).toHaveText(
      '¡Se han actualizado los datos correctamente!',
    );

    // This browser stays signed in; the phone's session is over.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
    await expectSignedOut(phone.page, '/plataforma/cursos');
    await phone.close();
  });

  test("an administrator closes a student's sessions from the students list", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const s = await newStudent(request, `Cierre ${unique()}`);
    const laptop = await otherDevice(browser, s.email, s.password, '/plataforma/cursos');

    await logInAs(page, DEMO_USERS.admin.email, DEMO_PASSWORD, DEMO_USERS.admin.home);
    await page.goto('/admin/plataforma/alumnos');
    await page.getByLabel('Buscar alumno').fill(s.email);
    await page.getByRole('button', { name: `Cerrar sesiones de ${s.nombre}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesiones' });
    await expect(dialog).toContainText('¿Cerrar todas las sesiones abiertas de esta cuenta?');
    await expect(dialog).toContainText(s.email);
    await expectNoSeriousA11yViolations(page, 'el diálogo Cerrar sesiones');
    await dialog.getByRole('button', { name: 'Cerrar sesiones' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Se cerró 1 sesión.');
    await expect(dialog).toBeHidden({ timeout: 6_000 });

    await expectSignedOut(laptop.page, '/plataforma/perfil');
    // The person signs in again as usual: the password did not change.
    await logInAs(laptop.page, s.email, s.password, '/plataforma/cursos');
    await laptop.close();

    // The same action is on the teachers' and administrators' lists.
    await page.goto('/admin/plataforma/profesores');
    await expect(page.getByRole('button', { name: /^Cerrar sesiones de / }).first()).toBeVisible();
    await page.goto('/admin/plataforma/administradores');
    await expect(page.getByRole('button', { name: /^Cerrar sesiones de / }).first()).toBeVisible();
  });
});

test.describe("staff's own profile", () => {
  test('a teacher changes their name and password from the article area, with the current password', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const teacher = await newTeacher(request);
    const other = await otherDevice(
      browser,
      teacher.email,
      teacher.password,
      '/admin/agregar-articulo',
    );
    await logInAs(page, teacher.email, teacher.password, '/admin/agregar-articulo');

    await page
      .getByRole('navigation', { name: 'Navegación de administración' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await expect(page).toHaveURL('/admin/mi-perfil');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Mis datos' });
    await expect(form.getByLabel('Correo electrónico')).toHaveValue(teacher.email);
    await expectNoSeriousA11yViolations(page, 'Mi perfil del profesor');

    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ulises Andrés');
    const nueva = passwordOf(16);
    await form.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Escribe tu contraseña actual para cambiar')).toBeVisible();
    await form.getByLabel('Contraseña actual', { exact: true }).fill(teacher.password);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByRole('status')).toHaveText(
      '¡Se han actualizado los datos correctamente! Se cerró tu sesión abierta en otro dispositivo.',
    );
    await expect(page.getByText('Ulises Andrés Quiroga')).toBeVisible();
    await expect(form.getByLabel('Contraseña actual', { exact: true })).toHaveValue('');

    await expectSignedOut(other.page, '/admin/listado-articulos');
    await other.close();
    // The new password signs in; the old one no longer does.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/iniciar-sesion');
    await logInAs(page, teacher.email, nueva, '/admin/agregar-articulo');
  });

  test("an administrator finds their profile in the platform's sidebar", async ({ page }) => {
    test.setTimeout(90_000);
    await logInAs(page, DEMO_USERS.admin.email, DEMO_PASSWORD, DEMO_USERS.admin.home);
    await page
      .getByRole('navigation', { name: 'Menú de la plataforma' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await expect(page).toHaveURL('/admin/plataforma/mi-perfil');
    const form = page.getByRole('form', { name: 'Mis datos' });
    await expect(form.getByLabel('Correo electrónico')).toHaveValue(DEMO_USERS.admin.email);
    await expect(form.getByLabel('Contraseña actual', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Mi perfil del administrador');
  });
});
