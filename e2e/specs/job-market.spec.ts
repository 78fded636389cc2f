import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const HEADER =
  'puesto,empresa,sueldoMinimo,moneda,ciudadActual,modalidadActual,ultima_actualizacion';

const csv = (rows: string[]) => ({
  name: 'vacantes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
});

test('an administrator imports a CSV and the dashboard shows its figures', async ({ page }) => {
  await logIn(page, DEMO_USERS.admin);
  await page.goto('/admin/plataforma/vacantes');
  await expect(page.getByRole('heading', { name: 'Vacantes analizadas', level: 1 })).toBeVisible();
  const totalCard = page.getByRole('group', { name: 'Vacantes analizadas' });
  await expect(totalCard).toContainText(/\d/);
  const before = Number((await totalCard.innerText()).replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Vacantes analizadas' });
  for (const column of [
    'Puesto',
    'Empresa',
    'Sueldo mínimo',
    'Ciudad',
    'Modalidad',
    'Última actualización',
  ]) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // The vacancies' pager (the skills gap list below has one of its own).
  await expect(page.getByText(/^Estás en la página 1 de \d+$/).first()).toBeVisible();

  // A file with a bad row is refused whole, naming the line.
  const file = page.locator('input[type="file"]');
  await file.setInputFiles(
    csv([
      'Directora de datos E2E,Datalógica,250000,MXN,Mérida,Remoto,2026-05-01',
      'Sin sueldo válido,Datalógica,mucho,MXN,Mérida,Remoto,2026-05-01',
    ]),
  );
  await page.getByRole('button', { name: 'Importar' }).click();
  // The demo admin also sees the demo-password warning, another alert.
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se importó ninguna vacante' }),
  ).toContainText('No se importó ninguna vacante: la línea 3 no es válida');
  await expect(totalCard).toContainText(new Intl.NumberFormat('es-MX').format(before));

  await file.setInputFiles(
    csv([
      'Directora de datos E2E,Datalógica,250000,MXN,Mérida,Remoto,2026-05-01',
      'Principal Engineer E2E,Lone Star Analytics,30000,USD,Austin,Remoto,2026-05-02',
      'Analista E2E,Norte Software,20000,MXN,Monterrey,Híbrido,',
    ]),
  );
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Se importaron 3 vacantes con éxito.' }),
  ).toBeVisible();
  await expect(totalCard).toContainText(new Intl.NumberFormat('es-MX').format(before + 3));
  await expect(page.getByRole('group', { name: 'Sueldo más alto (MXN)' })).toContainText(
    '$250,000.00',
  );
  await expect(page.getByRole('group', { name: 'Puesto mejor pagado en México' })).toContainText(
    'Directora de datos E2E',
  );
  await expect(page.getByRole('group', { name: 'Puesto mejor pagado en EE. UU.' })).toContainText(
    'Principal Engineer E2E',
  );

  // Sorted by salary, highest first, the imported vacancy leads the table.
  await table.getByRole('button', { name: 'Sueldo mínimo' }).click();
  await expect(table.getByRole('columnheader', { name: 'Sueldo mínimo' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: 'Sueldo mínimo' }).click();
  await expect(table.getByRole('columnheader', { name: 'Sueldo mínimo' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Directora de datos E2E');
  await expect(first).toContainText('$250,000.00 MXN');
});
