import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/**
 * Issue 26, the student's side of the career bridge: 'Oportunidades' lists an open vacancy, the
 * student applies with one click and finds it in 'Mis postulaciones'; the profile's privacy
 * switch empties 'Oportunidades' and explains how to turn it on again. On a phone, the job page
 * offers the same one-click application. The vacancies are made through the API as an
 * administrator; the screens under test are the student's.
 */

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/', {
    data: { username: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return `token ${((await res.json()) as { token: string }).token}`;
}

/** A new open vacancy with a unique name; answers its name and unique_id. */
async function openVacancy(request: APIRequestContext, prefix: string) {
  const nombre = `${prefix} ${randomBytes(3).toString('hex')}`;
  const res = await request.post('/api/agregarJob/', {
    headers: { authorization: await adminToken(request) },
    data: {
      nombre,
      descripcion: '<p>Vacante creada por la prueba de extremo a extremo.</p>',
      descripcion_corta: 'Trabajo remoto con el equipo de datos.',
      sueldo: '32000',
      modalidad: 2,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { content } = (await res.json()) as { content: { unique_id: string } };
  return { nombre, unique_id: content.unique_id };
}

/** The vacancy's card on 'Oportunidades', paging on until it appears. */
async function cardOf(page: Page, nombre: string) {
  const card = page.getByRole('article', { name: nombre });
  for (;;) {
    if (await card.isVisible()) return card;
    const next = page.getByRole('button', { name: 'Siguiente' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

test.describe('Oportunidades y Mis postulaciones', () => {
  test.setTimeout(120_000);

  test('a student applies with one click from Oportunidades and follows it', async ({
    page,
    request,
  }) => {
    const vacancy = await openVacancy(request, 'Analista E2E');
    await logIn(page, DEMO_USERS.ana);
    const nav = page.getByRole('navigation', { name: 'Navegación del alumno' });
    await nav.getByRole('link', { name: 'Oportunidades' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades' })).toBeVisible();
    const card = await cardOf(page, vacancy.nombre);
    await expect(card).toContainText('Remota');
    await expectNoSeriousA11yViolations(page, 'Oportunidades');

    await card.getByRole('button', { name: /Postularme con mi CV de la plataforma/ }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Listo: te postulaste con tu CV de la plataforma.',
    );

    await nav.getByRole('link', { name: 'Mis postulaciones' }).click();
    const table = page.getByRole('table', { name: 'Mis postulaciones' });
    const row = table.getByRole('row').filter({ hasText: vacancy.nombre });
    await expect(row).toContainText('Recibida');
    await expect(page.getByRole('button', { name: 'Ver mi CV de la plataforma' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Mis postulaciones');

    // Matching off: 'Oportunidades' is empty and says where to turn it on.
    await nav.getByRole('link', { name: 'Mi Perfil' }).click();
    const privacy = page.getByRole('region', { name: 'Bolsa de trabajo y privacidad' });
    const matching = privacy.getByRole('switch', { name: 'Recomendarme vacantes' });
    await expect(matching).toBeChecked();
    await matching.press('Space');
    await expect(matching).not.toBeChecked();
    await privacy.getByRole('button', { name: 'Guardar privacidad' }).click();
    await expect(privacy.getByRole('status')).toHaveText('Privacidad guardada.');
    await expectNoSeriousA11yViolations(page, 'Mi Perfil con la privacidad');

    await nav.getByRole('link', { name: 'Oportunidades' }).click();
    await expect(page.getByText('Las recomendaciones están desactivadas')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(privacy.getByRole('switch', { name: 'Recomendarme vacantes' })).not.toBeChecked();
    await privacy.getByRole('switch', { name: 'Recomendarme vacantes' }).press('Space');
    await privacy.getByRole('button', { name: 'Guardar privacidad' }).click();
    await expect(privacy.getByRole('status')).toHaveText('Privacidad guardada.');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Oportunidades fits the screen and the job page applies with one click', async ({
      page,
      request,
    }) => {
      const vacancy = await openVacancy(request, 'Soporte E2E');
      await logIn(page, DEMO_USERS.luis);
      await page.goto('/plataforma/oportunidades');
      const card = await cardOf(page, vacancy.nombre);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page, 'Oportunidades en un teléfono');

      await card.getByRole('link', { name: vacancy.nombre }).click();
      await expect(page.getByRole('heading', { level: 1, name: vacancy.nombre })).toBeVisible();
      const apply = page.getByRole('button', { name: /Postularme con mi CV de la plataforma/ });
      await apply.click();
      await expect(
        page.getByText('Listo: te postulaste con tu CV de la plataforma.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'la vacante en un teléfono');

      // A second application is refused next to the button.
      await page.reload();
      await page.getByRole('button', { name: /Postularme con mi CV de la plataforma/ }).click();
      await expect(page.getByRole('alert')).toHaveText('Ya te postulaste a esta vacante.');

      await page.goto('/plataforma/postulaciones');
      await expect(page.getByText(vacancy.nombre)).toBeVisible();
      await expect(page.getByText('Recibida').first()).toBeVisible();
    });
  });
});
