import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { openNewTab } from '../support/new-tab';

/** The demo's first course (Python): Ana holds its certificate, Luis is enrolled without one. */
const PYTHON_COURSE_ID = 1;
const PYTHON = 'Ciencia de datos con Python';
const LUIS = 'Luis Pérez Ortega';

async function verify(page: Page, credencial: string) {
  const res = await page.request.post('/api/verificarCredencialCertificado/', {
    data: { credencial },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).content as { valida: boolean; firma: boolean; estado: string };
}

test.describe('certificates', () => {
  test('an administrator generates, e-mails and revokes a certificate; a visitor checks it', async ({
    page,
    browser,
  }) => {
    // Many steps on a busy 2-core machine: the default 30 s is too tight.
    test.setTimeout(60_000);
    await logIn(page, DEMO_USERS.admin);
    await page.goto(`/admin/plataforma/certificados/${PYTHON_COURSE_ID}`);
    await expect(page.getByRole('heading', { name: 'Certificados' })).toBeVisible();
    await expect(page.getByText(PYTHON)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(LUIS) });

    await row.getByRole('button', { name: `Generar el certificado de ${LUIS}` }).click();
    // Luis has not completed the course (decision 018): issued with a reason.
    const reason = page.getByRole('dialog', { name: `Certificado de ${LUIS}` });
    await expect(reason).toContainText('El alumno no ha completado el curso');
    await reason.getByLabel('Motivo').fill('Acreditó el curso presencial');
    await reason.getByRole('button', { name: 'Emitir con este motivo' }).click();
    const ver = row.getByRole('link', { name: `Ver el certificado de ${LUIS}` });
    await expect(ver).toBeVisible();
    await expect(row.getByText(/^Emitido el/)).toBeVisible();
    const href = await ver.getAttribute('href');
    expect(href).toMatch(
      /^\/public\/certificado-digital\/[0-9a-f-]{36}\/ciencia-de-datos-con-python$/,
    );

    await row.getByRole('button', { name: `Enviar por correo el certificado de ${LUIS}` }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar certificado por correo' });
    await expect(modal.getByLabel('Correo electrónico')).toHaveValue(DEMO_USERS.luis.email);
    await modal.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(
      modal.getByText('El correo electrónico se ha enviado satisfactoriamente'),
    ).toBeVisible();
    // The spec's e-mail timer: the modal closes by itself 2 s after the message.
    await expect(modal).toBeHidden();

    // A visitor, without a session, opens the public page.
    const visitor = await browser.newPage();
    await visitor.goto(href ?? '');
    await expect(visitor.getByRole('heading', { level: 1, name: PYTHON })).toBeVisible();
    await expect(visitor.getByText(`Otorgado a ${LUIS}`)).toBeVisible();
    await expect(visitor.getByText('Certificado válido')).toBeVisible();
    for (const check of [
      'Firma digital válida',
      'Emitida por Conecta Academia',
      'Certificado vigente',
    ]) {
      await expect(
        visitor.getByRole('list', { name: 'Resultado de la verificación' }),
      ).toContainText(check);
    }
    await expect(visitor.getByText('+52 55 1234 5678')).toBeVisible();
    await expect(
      visitor.getByRole('link', { name: 'Agregar a mi perfil de LinkedIn' }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/,
    );

    // The first HTML already carries the link preview.
    const html = await (await visitor.request.get(href ?? '')).text();
    expect(html).toContain(`<meta property="og:title" content="${PYTHON} Certificado Digital"/>`);
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]+\/uploads\/reconocimiento\/[0-9a-f-]{36}\/reconocimiento_\d+\.png"\/>/,
    );

    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Descargar credencial' }).click(),
    ]);
    const credencial = readFileSync((await download.path()) ?? '', 'utf8');
    expect(await verify(visitor, credencial)).toMatchObject({ valida: true, estado: 'vigente' });

    await row.getByRole('button', { name: `Revocar el certificado de ${LUIS}` }).click();
    await page
      .getByRole('dialog', { name: 'Revocar certificado' })
      .getByRole('button', { name: 'Revocar certificado' })
      .click();
    await expect(
      row.getByRole('button', { name: `Generar el certificado de ${LUIS}` }),
    ).toBeVisible();
    await expect(row.getByText(/^Revocado el/)).toBeVisible();

    await visitor.reload();
    await expect(
      visitor.getByRole('alert').filter({ hasText: 'Certificado revocado' }),
    ).toBeVisible();
    await expect(visitor.getByText('ya no es válido')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Descargar credencial' })).toHaveCount(0);
    expect(await verify(visitor, credencial)).toMatchObject({
      valida: false,
      firma: true,
      estado: 'revocado',
    });
    await visitor.close();
  });

  test('an unknown certificate is the 404 page', async ({ page }) => {
    const res = await page.goto(
      '/public/certificado-digital/00000000-0000-4000-8000-000000000000/un-curso',
    );
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('a student sees and downloads her certificate from Mis Certificados', async ({ page }) => {
    await logIn(page, DEMO_USERS.ana);
    await page.getByRole('link', { name: 'Mis Certificados' }).click();
    await expect(page.getByRole('heading', { name: 'Mis Certificados' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Mis certificados' });
    for (const column of ['Curso', 'Fecha de emisión', 'Descargar']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = table.getByRole('row', { name: new RegExp(PYTHON) });
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    const { tab: pdfTab, url } = await openNewTab(page, () =>
      row.getByRole('link', { name: `Descargar el certificado de ${PYTHON}` }).click(),
    );
    expect(url).toMatch(/\/uploads\/reconocimiento\/[0-9a-f-]{36}\/reconocimiento_\d+\.pdf$/);
    const pdf = await page.request.get(url);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await pdfTab.close();

    const [publicTab] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('link', { name: `Ver el certificado de ${PYTHON}` }).click(),
    ]);
    await expect(publicTab.getByText('Otorgado a Ana García Méndez')).toBeVisible();
  });
});
