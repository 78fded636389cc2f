import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../support/demo-users';
import { logIn } from '../support/login';
import { openNewTab } from '../support/new-tab';

/**
 * Issue 26, the staff's side of the career bridge and the platform CV: an administrator sees a
 * student's one-click application with her verified certificate, changes its state, and opens
 * her platform CV from the people admin once she shares it; the student, on a phone, sees the
 * new state in 'Mis postulaciones' and opens her own CV. Ana is the demo student with a valid
 * certificate ('Ciencia de datos con Python'); vacancies and applications are made through the
 * API, the screens under test are clicked.
 */

const CERTIFIED_COURSE = 'Ciencia de datos con Python';

async function tokenOf(request: APIRequestContext, user: DemoUser): Promise<string> {
  const res = await request.post('/api/auth/', {
    data: { username: user.email, password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return `token ${((await res.json()) as { token: string }).token}`;
}

/** A new open vacancy Ana applied to with her platform CV; answers its name and unique_id. */
async function anaApplied(request: APIRequestContext, prefix: string) {
  const admin = await tokenOf(request, DEMO_USERS.admin);
  const nombre = `${prefix} ${randomBytes(3).toString('hex')}`;
  const job = await request.post('/api/agregarJob/', {
    headers: { authorization: admin },
    data: {
      nombre,
      descripcion: '<p>Vacante de la prueba de postulantes.</p>',
      descripcion_corta: 'Equipo de datos.',
      sueldo: '35000',
      modalidad: 3,
    },
  });
  expect(job.ok(), await job.text()).toBe(true);
  const { unique_id } = ((await job.json()) as { content: { unique_id: string } }).content;
  const ana = await tokenOf(request, DEMO_USERS.ana);
  const applied = await request.post('/api/postularVacanteAlumno/', {
    headers: { authorization: ana },
    data: { job: unique_id },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { nombre, unique_id, admin, ana };
}

/** Follows a CV address as the browser's new tab would and checks it is the PDF. */
async function expectPdfAt(page: Page, url: string) {
  expect(url).toMatch(/\/api\/cvPlataforma\/\d+\?exp=\d+&v=\d+&sig=/);
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('Postulantes de una vacante', () => {
  test.setTimeout(120_000);

  test("an administrator sees Ana's application with her verified certificate and moves it on", async ({
    page,
    request,
  }) => {
    const vacancy = await anaApplied(request, 'Científica de datos E2E');
    // Ana lets staff see her platform CV, keeping her matching choice as it is.
    const prefs = await request.get('/api/getPreferenciasCarrera/', {
      headers: { authorization: vacancy.ana },
    });
    const { emparejar } = ((await prefs.json()) as { content: { emparejar: boolean } }).content;
    const shared = await request.post('/api/actualizarPreferenciasCarrera/', {
      headers: { authorization: vacancy.ana },
      data: { emparejar, cv_visible: true },
    });
    expect(shared.ok(), await shared.text()).toBe(true);

    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/listado-jobs');
    const jobRow = page
      .getByRole('table', { name: 'Vacantes' })
      .getByRole('row')
      .filter({ hasText: vacancy.nombre });
    await jobRow.getByRole('link', { name: 'Ver detalles y postulantes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: vacancy.nombre })).toBeVisible();

    const table = page.getByRole('table', { name: 'Postulantes' });
    const row = table.getByRole('row').filter({ hasText: 'Ana' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Alumno de la academia');
    const certificate = row.getByRole('link', { name: CERTIFIED_COURSE });
    await expect(certificate).toHaveAttribute(
      'href',
      /\/public\/certificado-digital\/[0-9a-f-]{36}\/[a-z0-9-]+$/,
    );
    await expect(row.getByRole('button', { name: /Ver CV de/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'los postulantes de una vacante');

    // The verification link opens the public certificate page.
    const verification = await page.request.get(String(await certificate.getAttribute('href')));
    expect(verification.status()).toBe(200);

    const estado = row.getByRole('combobox', { name: /Estado de la postulación de Ana/ });
    await expect(estado).toHaveValue('recibida');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/actualizarEstadoAplicante/') && r.status() === 200,
    );
    await estado.selectOption({ label: 'Entrevista' });
    await saved;
    await page.reload();
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'Ana' })
        .getByRole('combobox', { name: /Estado de la postulación de Ana/ }),
    ).toHaveValue('entrevista');

    // The people admin offers her platform CV now that she shares it.
    await page.goto('/admin/plataforma/alumnos');
    await page.getByLabel('Buscar alumno').fill('ana garcia');
    const students = page.getByRole('table', { name: 'Alumnos' });
    await students.getByRole('button', { name: /^Cursos de Ana García/ }).click();
    const dialog = page.getByRole('dialog', { name: /Cursos de Ana García/ });
    const cv = dialog.getByRole('link', { name: /Ver CV de la plataforma de Ana García/ });
    await expect(cv).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'los cursos de un alumno con su CV');
    await expectPdfAt(page, String(await cv.getAttribute('href')));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Ana sees the new state of her application and opens her platform CV', async ({
      page,
      request,
    }) => {
      const vacancy = await anaApplied(request, 'Analista E2E');
      const list = await request.post('/api/getAplicantes/', {
        headers: { authorization: vacancy.admin },
        data: { unique_id: vacancy.unique_id },
      });
      const [mine] = ((await list.json()) as { results: { id: number }[] }).results;
      const moved = await request.post('/api/actualizarEstadoAplicante/', {
        headers: { authorization: vacancy.admin },
        data: { aplicante: mine?.id, estado: 'entrevista' },
      });
      expect(moved.ok(), await moved.text()).toBe(true);

      await logIn(page, DEMO_USERS.ana);
      await page.goto('/plataforma/postulaciones');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mis postulaciones' }),
      ).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: vacancy.nombre });
      await expect(row).toContainText('Entrevista');
      await expectNoSeriousA11yViolations(page, 'Mis postulaciones en un teléfono');

      const { tab, url } = await openNewTab(page, () =>
        page.getByRole('button', { name: 'Ver mi CV de la plataforma' }).click(),
      );
      await expectPdfAt(page, url);
      await tab.close();
    });
  });
});
