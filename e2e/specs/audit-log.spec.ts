import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/** The demo's first course (Python). */
const PYTHON_COURSE_ID = 1;

test.describe('audit log', () => {
  test('an administrator records a payment and revokes a certificate, then finds both in Auditoría', async ({
    page,
  }) => {
    await logIn(page, DEMO_USERS.admin);
    const authorization = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: authorization ?? '' };

    // A student of their own in the course's first group, so no other spec shares the records.
    const groups = await page.request.post('/api/getGruposCurso/', {
      headers,
      data: { curso: PYTHON_COURSE_ID },
    });
    expect(groups.ok(), await groups.text()).toBe(true);
    const grupo = (await groups.json()).content[0].id as number;
    const stamp = Date.now().toString(36);
    const nombre = `Auditada ${stamp}`;
    const alumna = `${nombre} Prueba`;
    const email = `auditada.${stamp}@academia.test`;
    const added = await page.request.post('/api/agregarAlumnoCursoGrupo/', {
      headers,
      data: {
        first_name: nombre,
        last_name: 'Prueba',
        celular: '5512345678',
        email,
        curso: PYTHON_COURSE_ID,
        grupo,
      },
    });
    expect(added.ok(), await added.text()).toBe(true);

    // The payment, from Registrar Pago.
    await page.getByRole('link', { name: 'Registrar Pago' }).click();
    await page.getByPlaceholder('Buscar Alumno...').fill(nombre);
    await page.getByRole('button', { name: new RegExp(email) }).click();
    const panel = page.getByRole('region', { name: 'Alumno seleccionado' });
    await panel.getByLabel('Monto de pago').fill('1234.50');
    await panel.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await panel.getByRole('button', { name: 'Agregar' }).click();
    await expect(panel.getByRole('status')).toHaveText('¡El pago se ha registrado con éxito!');

    // The certificate, generated and revoked.
    await page.goto(`/admin/plataforma/certificados/${PYTHON_COURSE_ID}`);
    const row = page.getByRole('row', { name: new RegExp(alumna) });
    await row.getByRole('button', { name: `Generar el certificado de ${alumna}` }).click();
    // She has not completed the course (decision 018): issued with a reason.
    const reason = page.getByRole('dialog', { name: /^Certificado de / });
    await reason.getByLabel('Motivo').fill('Curso presencial');
    await reason.getByRole('button', { name: 'Emitir con este motivo' }).click();
    await expect(reason).toBeHidden();
    await expect(row.getByRole('link', { name: `Ver el certificado de ${alumna}` })).toBeVisible();
    await row.getByRole('button', { name: `Revocar el certificado de ${alumna}` }).click();
    await page
      .getByRole('dialog', { name: 'Revocar certificado' })
      .getByRole('button', { name: 'Revocar certificado' })
      .click();
    await expect(row.getByText(/^Revocado el/)).toBeVisible();

    // Auditoría: newest first, with the actor, readable details and a filter by entity.
    await page.getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
    const log = page.getByRole('table', { name: 'Registro de auditoría' });
    const revoked = log.getByRole('row').filter({ hasText: 'Revocó' }).first();
    await expect(revoked).toContainText('Certificado #');
    await expect(revoked).toContainText('Mariana Robles');
    const paid = log.getByRole('row').filter({ hasText: 'Monto: 1234.50' });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('Creó');
    await expect(paid).toContainText('Pago #');

    await page.getByRole('combobox', { name: 'Entidad' }).click();
    await page.getByRole('option', { name: 'Certificado' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'Monto: 1234.50' })).toHaveCount(0);
    await expect(log.getByRole('row').filter({ hasText: 'Revocó' }).first()).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'Pago #' })).toHaveCount(0);
  });
});
