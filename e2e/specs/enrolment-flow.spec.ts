import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

// The demo's first course and its active group (apps/server/src/demo/).
const ROSTER = '/admin/plataforma/alumnos-curso/1/ciencia-de-datos-con-python';
const GROUP = 'Ciencia de datos — Sabatino';

test('one enrolment flow: a new student in a group at the prefilled price, a payment, the roster search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const email = `ines.${tag}@prueba.test`;

  await logIn(page, DEMO_USERS.admin);
  await page.goto(ROSTER);
  await expect(
    page.getByRole('heading', { name: 'Alumnos de Ciencia de datos con Python', level: 1 }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Certificados del curso' })).toHaveAttribute(
    'href',
    '/admin/plataforma/certificados/1',
  );
  await expect(page.getByRole('link', { name: 'Calificaciones' })).toHaveAttribute(
    'href',
    '/admin/plataforma/calificaciones/1',
  );

  // The one flow: a new student, the course's group, the course's price proposed.
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  const modal = page.getByRole('dialog', { name: 'Inscribir alumno' });
  await modal.getByRole('radio', { name: 'Alumno nuevo' }).check();
  await modal.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Inés');
  await modal.getByRole('textbox', { name: 'Apellidos' }).fill(`Núñez ${tag}`);
  await modal.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await modal.getByRole('textbox', { name: 'Celular' }).fill('5512345678');
  // Without a group the server refuses next to the field: the course has an active group.
  await modal.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(modal.getByText('Elige un grupo: el curso tiene grupos activos.')).toBeVisible();
  await modal.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: GROUP }).click();
  await expect(modal.getByRole('textbox', { name: 'Precio de venta' })).toHaveValue('12000.00');
  await expectNoSeriousA11yViolations(page, 'el alumnado del curso con Inscribir alumno abierto');
  await modal.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(modal.getByRole('status')).toHaveText('¡El registro se ha realizado con éxito!');
  await expect(modal).toBeHidden({ timeout: 6_000 });
  // The new account's welcome mail, to choose a password.
  await linkFromMail(email, /https?:\/\/[^\s"<>]+\/restablecer-contrasena\/[A-Za-z0-9_-]+/);

  // The roster finds her without accents, and by her group.
  await page.getByLabel('Buscar alumno').fill(`ines nunez ${tag}`);
  const table = page.getByRole('table', { name: 'Alumnos inscritos' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(email);
  await expect(table).toContainText('Sin actividad');
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: GROUP, exact: true }).click();
  await expect(table).toContainText(email);
  await page.getByLabel('Buscar alumno').fill('nadie-se-llama-asi');
  await expect(table).toContainText('Ningún alumno inscrito coincide con la búsqueda.');

  // The extend-access modal says until when access runs now.
  await page.getByLabel('Buscar alumno').fill(email);
  await table.getByRole('button', { name: `Extender acceso de Inés Núñez ${tag}` }).click();
  const access = page.getByRole('dialog', { name: `Acceso de Inés Núñez ${tag}` });
  await expect(access).toContainText('Acceso actual hasta el ');
  await page.keyboard.press('Escape');

  // A payment against the group chosen at enrolment, at the sale price set there.
  await page.getByRole('link', { name: 'Registrar Pago' }).click();
  await page.getByPlaceholder('Buscar Alumno...').fill(`ines nunez ${tag}`);
  await page.getByRole('button', { name: new RegExp(email) }).click();
  const panel = page.getByRole('region', { name: 'Alumno seleccionado' });
  await expect(panel.getByRole('combobox', { name: 'Grupo' })).toHaveValue(
    `Ciencia de datos con Python — ${GROUP}`,
  );
  await panel.getByLabel('Monto de pago').fill('3000');
  await panel.getByRole('combobox', { name: 'Método de pago' }).click();
  await page.getByRole('option', { name: 'Transferencia' }).click();
  await panel.getByRole('button', { name: 'Agregar' }).click();
  await expect(panel.getByRole('status')).toHaveText('¡El pago se ha registrado con éxito!');
  await expect(panel.getByRole('table', { name: 'Saldo por grupo' })).toContainText('$9,000.00');
});

test("lesson editing: 'Guardar y siguiente lección' saves and opens the course's next lesson", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_USERS.admin);
  await page.goto('/admin/plataforma/temas-subtemas/1');
  const lessons = page.getByRole('listitem', { name: /^Subtema / });
  await expect(lessons.first()).toBeVisible({ timeout: 30_000 });
  const total = await lessons.count();
  await lessons.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Contenido de la lección' })).toBeVisible();

  // The selector lists every lesson of the course (under its topic), not only this topic's.
  const selector = page.getByRole('combobox', { name: 'Subtema' });
  const first = await selector.inputValue();
  await selector.click();
  await expect(page.getByRole('option')).toHaveCount(total);
  await page.keyboard.press('Escape');

  const title = page.getByRole('textbox', { name: 'Título' });
  await expect(title).toHaveValue(first);
  await page.getByRole('button', { name: 'Guardar y siguiente lección' }).click();
  await expect(selector).not.toHaveValue(first);
  const second = await selector.inputValue();
  await expect(title).toHaveValue(second);
  await expect(page).toHaveURL(/\/admin\/plataforma\/agregar-contenido\/\d+\/\d+\/1$/);
});
