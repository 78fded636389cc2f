import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const COURSE_SLUG = 'fundamentos-de-ciberseguridad';

test.describe('people, groups and payments', () => {
  test('an administrator builds a group, sells it, records payments and finds the student', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36);
    const groupName = `Grupo nocturno ${tag}`;
    const email = `renata.${tag}@prueba.test`;

    await logIn(page, DEMO_USERS.admin);

    // A group with a teacher.
    await page.goto(`/admin/plataforma/grupos/${COURSE_SLUG}`);
    await expect(page.getByRole('heading', { name: /Grupos de Fundamentos/ })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    const groupModal = page.getByRole('dialog', { name: 'Agregar grupo' });
    await groupModal.getByLabel('Nombre').fill(groupName);
    await groupModal.getByLabel('Fecha de inicio').fill('2026-02-01');
    await groupModal.getByLabel('Fecha de fin').fill('2026-08-01');
    await groupModal.getByRole('combobox', { name: 'Profesor' }).click();
    await page.getByRole('option', { name: 'Jorge Hernández' }).click();
    await groupModal.getByRole('button', { name: 'Agregar' }).click();
    await expect(groupModal.getByRole('status')).toHaveText('Grupo agregado correctamente');
    const row = page.getByRole('row', { name: new RegExp(groupName) });
    await expect(row).toContainText('Jorge Hernández');

    // A new student and an existing one.
    await page.getByRole('link', { name: `Alumnos de ${groupName}` }).click();
    await expect(page.getByRole('heading', { name: `Alumnos de ${groupName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar alumno' }).click();
    let addModal = page.getByRole('dialog', { name: 'Agregar alumno' });
    await addModal.getByLabel('Nombre').fill('Renata');
    await addModal.getByLabel('Apellidos').fill('Ibáñez Solís');
    await addModal.getByLabel('Celular').fill('5512345678');
    await addModal.getByLabel('Correo electrónico').fill(email);
    await addModal.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(addModal.getByRole('status')).toHaveText(
      '¡El registro se ha realizado con éxito!',
    );
    await expect(addModal).toBeHidden({ timeout: 6_000 });

    await page.getByRole('button', { name: 'Agregar alumno' }).click();
    addModal = page.getByRole('dialog', { name: 'Agregar alumno' });
    await addModal.getByRole('tab', { name: 'Alumno existente' }).click();
    await addModal.getByLabel('Buscar alumno').fill('pe');
    await expect(page.getByRole('option')).toHaveCount(0);
    await addModal.getByLabel('Buscar alumno').fill('luis per');
    await page.getByRole('option', { name: /Luis Pérez Ortega/ }).click();
    await addModal.getByRole('button', { name: 'Agregar alumno existente' }).click();
    await expect(addModal.getByRole('status')).toHaveText(
      '¡El registro se ha realizado con éxito!',
    );
    await expect(addModal).toBeHidden({ timeout: 6_000 });
    const members = page.getByRole('table', { name: 'Alumnos del grupo' });
    await expect(members.getByRole('row')).toHaveCount(3);

    // The sale price, once.
    await page.getByRole('button', { name: 'Pagos de Renata Ibáñez Solís' }).click();
    const payModal = page.getByRole('dialog', { name: 'Pagos de Renata Ibáñez Solís' });
    await payModal.getByRole('textbox', { name: 'Precio de venta' }).fill('12000');
    await payModal.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(payModal.getByTestId('precio-venta')).toHaveText('$12,000.00');
    await expect(payModal.getByRole('button', { name: 'Guardar precio' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Two payments from Register Payment.
    await page.getByRole('link', { name: 'Registrar Pago' }).click();
    await expect(page.getByRole('heading', { name: 'Registrar Pago', level: 1 })).toBeVisible();
    await page.getByPlaceholder('Buscar Alumno...').fill('renata ibañ');
    await page.getByRole('button', { name: new RegExp(email) }).click();
    await expect(page.getByPlaceholder('Buscar Alumno...')).toHaveValue('');
    const panel = page.getByRole('region', { name: 'Alumno seleccionado' });
    await expect(panel.getByRole('heading', { name: 'Renata Ibáñez Solís' })).toBeVisible();

    const pay = async (monto: string, metodo: string) => {
      await panel.getByLabel('Monto de pago').fill(monto);
      await panel.getByRole('combobox', { name: 'Método de pago' }).click();
      await page.getByRole('option', { name: metodo }).click();
      await panel.getByRole('button', { name: 'Agregar' }).dblclick();
      await expect(panel.getByRole('status')).toHaveText('¡El pago se ha registrado con éxito!');
    };
    await pay('5000', 'Transferencia');
    await pay('2500.50', 'Efectivo');
    const paid = panel.getByRole('table', { name: 'Pagos Realizados' });
    await expect(paid.getByRole('button', { name: /Descargar recibo/ })).toHaveCount(2);
    await expect(paid.getByTestId('total-pagado')).toHaveText('$7,500.50');
    await expect(panel.getByRole('table', { name: 'Saldo por grupo' })).toContainText('$4,499.50');

    const download = page.waitForEvent('download');
    await paid
      .getByRole('button', { name: /Descargar recibo/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^recibo-\d{6}\.pdf$/);

    // The student by a partial, accent-less search; the password mismatch message.
    await page.getByRole('link', { name: 'Alumnos' }).click();
    await expect(page.getByRole('heading', { name: 'Alumnos', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar alumno').fill('ibanez sol');
    const students = page.getByRole('table', { name: 'Alumnos' });
    await expect(students.getByRole('row')).toHaveCount(2);
    await expect(students).toContainText(email);
    await students.getByRole('button', { name: 'Editar a Renata Ibáñez Solís' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar alumno' });
    await edit.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
    await edit.getByLabel('Confirmar contraseña').fill('otra-clave-larga');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Las contraseñas no son iguales.');
    await expect(edit.getByRole('alert')).toBeHidden({ timeout: 5_000 });
    await edit.getByLabel('Contraseña', { exact: true }).fill('');
    await edit.getByLabel('Confirmar contraseña').fill('');
    await edit.getByLabel('Empresa').fill('Seguridad Total');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(edit.getByRole('status')).toHaveText('Alumno actualizado correctamente');
    await expect(students).toContainText('Seguridad Total');
  });

  test('a student sees their own payments and downloads a receipt', async ({ page }) => {
    await logIn(page, DEMO_USERS.ana);
    await page.getByRole('link', { name: 'Mis Pagos' }).click();
    await expect(page.getByRole('heading', { name: 'Mis Pagos' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Ciencia de datos — Sabatino' });
    await expect(section).toContainText('$11,000.00');
    await expect(section).toContainText('$9,000.00');
    await expect(section).toContainText('$2,000.00');
    const download = page.waitForEvent('download');
    await section
      .getByRole('button', { name: /Descargar recibo/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^recibo-\d{6}\.pdf$/);
  });

  test('teachers and administrators: add, edit, deactivate, and the delete confirmation', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    await logIn(page, DEMO_USERS.admin);
    await page.getByRole('link', { name: 'Profesores' }).click();
    await expect(page.getByRole('heading', { name: 'Profesores', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar profesor' }).click();
    let modal = page.getByRole('dialog', { name: 'Agregar profesor' });
    await modal.getByLabel('Nombre').fill('Óscar');
    await modal.getByLabel('Apellidos').fill(`Núñez ${tag}`);
    await modal.getByLabel('Correo electrónico').fill(`oscar.${tag}@prueba.test`);
    await modal.getByLabel(/^Contraseña/).fill('clave-del-profe');
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(modal.getByRole('status')).toHaveText('Profesor agregado correctamente');
    await page.getByLabel('Buscar').fill(`nunez ${tag}`);
    const teachers = page.getByRole('table', { name: 'Profesores' });
    await expect(teachers.getByRole('row')).toHaveCount(2);
    await teachers.getByRole('button', { name: /^Editar a Óscar/ }).click();
    modal = page.getByRole('dialog', { name: 'Editar profesor' });
    await modal.getByLabel('Celular').fill('5599887766');
    await modal.getByRole('button', { name: 'Actualizar' }).click();
    await expect(modal.getByRole('status')).toHaveText('Profesor editado correctamente');
    await expect(teachers).toContainText('5599887766');
    await teachers.getByRole('button', { name: /^Desactivar a Óscar/ }).click();
    await expect(teachers.getByRole('row')).toHaveCount(2);
    await expect(teachers).toContainText('No se encontraron resultados.');
    await page.getByRole('radiogroup', { name: 'Estado' }).getByText('Inactivos').click();
    await expect(teachers).toContainText(`oscar.${tag}@prueba.test`);

    await page.getByRole('link', { name: 'Administradores' }).click();
    const admins = page.getByRole('table', { name: 'Administradores' });
    await admins.getByRole('button', { name: /^Eliminar a Mariana/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar administrador' });
    await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este administrador?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'No puedes eliminar tu propia cuenta de administrador.',
    );
  });

  test('the students of a course and the answers of an evaluation attempt', async ({ page }) => {
    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/plataforma/alumnos-curso/1/ciencia-de-datos-con-python');
    const table = page.getByRole('table', { name: 'Alumnos inscritos' });
    await expect(table).toContainText('ana.garcia@academia.test');
    await table.getByRole('button', { name: /^Evaluaciones de Ana García/ }).click();
    const evaluations = page.getByRole('dialog', { name: /^Evaluaciones de Ana García/ });
    await expect(evaluations.getByRole('table', { name: 'Evaluaciones del alumno' })).toBeVisible();
    await evaluations.getByRole('button', { name: 'Ver respuestas' }).first().click();
    const answers = page.getByRole('dialog', { name: /^Respuestas de/ });
    await expect(answers.getByRole('table', { name: 'Respuestas de la evaluación' })).toBeVisible();
    await expect(answers.getByRole('columnheader', { name: 'Respuesta correcta' })).toBeVisible();
  });
});
