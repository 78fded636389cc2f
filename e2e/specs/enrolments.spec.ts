import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

/**
 * Pending enrolments (issue 20, decision 017): a visitor registers for a paid course and sees
 * it pending; an administrator confirms it from 'Inscripciones'; the student then opens a
 * lesson. And a rejection needs its reason.
 */

const CURSO = 'Cisco CCNA 200-301';
const SLUG = 'cisco-ccna-200-301';

async function register(page: Page, email: string, nombre: string) {
  await page.goto(`/registro/${SLUG}`);
  const form = page.getByRole('form', { name: 'Regístrate al curso' });
  await expect(form.getByText('Es un curso de pago')).toBeVisible();
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
  await form.getByRole('textbox', { name: /^Apellidos/ }).fill('Inscrita');
  await form.getByRole('textbox', { name: /^Celular/ }).fill('5511223344');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await form.getByRole('button', { name: 'Registrarme' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText('Inscripción pendiente de confirmación');
  await expect(status).toContainText('pendiente de confirmación: la academia la revisará');
}

/** Chooses the password through the welcome mail's link and signs in. */
async function firstSignIn(page: Page, email: string) {
  const link = await linkFromMail(
    email,
    /https?:\/\/[^\s"<>]+\/restablecer-contrasena\/[A-Za-z0-9_-]+/,
  );
  await page.goto(link);
  const password = `Girasol-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toBeVisible({ timeout: 30_000 });
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Signing in hashes the password at the server's full cost: slow on a busy machine.
  await expect(page).toHaveURL('/plataforma/cursos', { timeout: 30_000 });
}

async function openInscripciones(page: Page) {
  await logIn(page, DEMO_USERS.admin);
  const entry = page
    .getByRole('navigation', { name: 'Menú de la plataforma' })
    .getByRole('link', { name: /^Inscripciones/ });
  // The sidebar says how many wait (the demo's own pending enrolment at least).
  await expect(entry).toContainText(/\d+ pendientes/);
  await entry.click();
  await expect(page).toHaveURL('/admin/plataforma/inscripciones');
  await expect(page.getByRole('heading', { name: 'Inscripciones', level: 1 })).toBeVisible();
  return page.getByRole('table', { name: 'Inscripciones pendientes' });
}

test('a visitor registers for a paid course and waits; an administrator confirms it from Inscripciones; the student opens a lesson', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `inscrita.${Date.now()}@correo.test`;
  await register(page, email, 'Renata');
  await firstSignIn(page, email);

  const card = page.getByRole('article', { name: CURSO });
  await expect(card.getByText('Pendiente de confirmación')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continuar' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Mis Cursos con una inscripción pendiente');

  // The administrator, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const table = await openInscripciones(admin);
  await admin.getByRole('textbox', { name: 'Buscar' }).fill(email);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(CURSO);
  await expect(row).toContainText('Renata Inscrita');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and this row
  await expectNoSeriousA11yViolations(admin, 'Inscripciones');
  await row
    .getByRole('button', { name: `Confirmar la inscripción de Renata Inscrita a ${CURSO}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Confirmar inscripción' });
  await expect(dialog).toContainText('¿Confirmar la inscripción de Renata Inscrita');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(admin.getByText('No hay inscripciones pendientes con estos filtros.')).toBeVisible();
  await adminContext.close();

  // The student's card opens now, and so does the lesson.
  await page.reload();
  await expect(card.getByText('Pendiente de confirmación')).toHaveCount(0);
  await card.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/plataforma/curso/${SLUG}/\\d+/temas/`));
  await expect(page.getByRole('navigation', { name: 'Contenido del curso' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('pendiente de confirmación')).toHaveCount(0);
});

test('a rejection asks for its reason next to the field, then leaves the list', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `rechazada.${Date.now()}@correo.test`;
  const res = await request.post('/api/registrarAlumnoAdmin/', {
    data: {
      first_name: 'Olga',
      last_name: 'Rechazada',
      celular: '5511223344',
      username: email,
      email,
      empleo_actual: '',
      empresa: '',
      tipo: 1,
      curso: SLUG,
    },
    headers: { 'x-forwarded-for': '198.51.100.77' },
  });
  expect(res.ok(), await res.text()).toBe(true);

  const table = await openInscripciones(page);
  await page.getByRole('textbox', { name: 'Buscar' }).fill('Olga Rechazada');
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Rechazar la inscripción de Olga Rechazada/ }).click();
  const modal = page.getByRole('dialog', { name: 'Rechazar inscripción' });
  await modal.getByRole('button', { name: 'Rechazar' }).click();
  await expect(modal.getByText('Escribe el motivo del rechazo.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Motivo' }).fill('No recibimos el pago a tiempo');
  await modal.getByRole('button', { name: 'Rechazar' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(row).toHaveCount(0);
  // The student is told why, by mail.
  expect(await linkFromMail(email, /No recibimos el pago a tiempo/)).toBe(
    'No recibimos el pago a tiempo',
  );
});
