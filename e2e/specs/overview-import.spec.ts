import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const PYTHON_COURSE_ID = 1;

/** A chart: its figure, the drawing (SVG) inside, and its table behind 'Ver tabla'. */
async function expectChart(page: Page, title: string, minRows: number) {
  const figure = page.getByRole('figure', { name: title });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
  const toggle = figure.getByRole('button', { name: 'Ver tabla' });
  await toggle.click();
  await expect(figure.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = figure.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(minRows);
}

test('the administrator lands on the overview, with its figures and charts', async ({ page }) => {
  // Sign-in, two charts and axe on a busy 2-core machine.
  test.setTimeout(120_000);
  await logIn(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { name: 'Resumen', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Menú de la plataforma' });
  await expect(sidebar.getByRole('link').first()).toHaveText('Resumen');
  for (const figure of [
    'Inscripciones nuevas este mes',
    'Ingresos este mes',
    'Alumnos activos',
    'Inscripciones pendientes',
    'Certificados emitidos',
    'Vacantes abiertas',
  ]) {
    await expect(page.getByRole('group', { name: figure })).toContainText(/\d/);
  }
  // Twelve months and the header row.
  await expectChart(page, 'Inscripciones por mes', 12);
  await expectChart(page, 'Ingresos por mes (MXN)', 12);
  await expectNoSeriousA11yViolations(page, 'the overview with its tables open');
});

test('the job-market dashboard charts vacancies by city, modality and salary per currency', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_USERS.admin);
  await page.goto('/admin/plataforma/vacantes');
  await expect(page.getByRole('heading', { name: 'Vacantes analizadas', level: 1 })).toBeVisible();
  await expectChart(page, 'Vacantes por ciudad', 1);
  await expectChart(page, 'Vacantes por modalidad', 1);
  await expectChart(page, 'Sueldo promedio por puesto (MXN)', 1);
  await expectNoSeriousA11yViolations(page, 'the job-market dashboard with its charts');
});

test('an administrator imports three students from a CSV, after a file with one bad row is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_USERS.admin);
  const authorization = String(await page.evaluate(() => localStorage.getItem('token')));
  const groups = await page.request.post('/api/getGruposCurso/', {
    headers: { authorization },
    data: { curso: PYTHON_COURSE_ID },
  });
  expect(groups.ok(), await groups.text()).toBe(true);
  const grupo = (await groups.json()).content[0].id as number;
  const stamp = Date.now().toString(36);
  const people = [
    ['Importada', `Abad Uno ${stamp}`],
    ['Importado', `Abad Dos ${stamp}`],
    ['Importada', `Abad Tres ${stamp}`],
  ] as const;
  const rows = people.map(
    ([nombre, apellidos], i) =>
      `${nombre},${apellidos},importado.${i}.${stamp}@academia.test,55100000${i}0,Acme,Analista`,
  );
  const csv = (lines: string[]) => ({
    name: 'alumnos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `nombre,apellidos,email,telefono,empresa,empleo_actual\n${lines.join('\n')}\n`,
    ),
  });

  await page.goto(`/admin/plataforma/alumnos-grupo-curso/${PYTHON_COURSE_ID}/${grupo}`);
  await page.getByRole('button', { name: 'Importar alumnos' }).click();
  const modal = page.getByRole('dialog', { name: 'Importar alumnos' });
  const file = modal.locator('input[type="file"]');

  // One bad row: every row is shown, the bad one with its errors, and nothing can be imported.
  await file.setInputFiles(csv([...rows, `Sin correo,Prueba ${stamp},no-es-un-correo,,,`]));
  await modal.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'No se importó' })).toContainText(
    'No se importó ningún alumno: 1 fila tiene errores.',
  );
  const badRow = modal.getByRole('row', { name: /no-es-un-correo/ });
  await expect(badRow).toContainText('email: Escribe un correo electrónico válido.');
  await expect(badRow).toContainText('telefono: Escribe el teléfono.');
  await expect(modal.getByRole('button', { name: 'Importar alumnos' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the import modal with a refused file');

  // The corrected file: three new students, imported together.
  await file.setInputFiles(csv(rows));
  await modal.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Todo listo' })).toContainText(
    'Todo listo: 3 alumnos nuevos',
  );
  await modal.getByRole('button', { name: 'Importar 3 alumnos' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Se importaron' })).toContainText(
    'Se importaron 3 alumnos: 3 nuevos',
  );
  await modal.getByRole('button', { name: 'Listo' }).click();
  await expect(modal).toBeHidden();
  for (const [, apellidos] of people) {
    await expect(page.getByRole('row', { name: new RegExp(apellidos) })).toBeVisible();
  }
});
