import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

// Issue 22, "forms everywhere in the student area" and "consistency": errors next to their
// field in plain Spanish, CV items edited and deleted after a question, titles, the 404, the
// skip link, Mis Pagos on a phone.

const ACADEMY = 'Conecta Academia';

// Each test signs in (argon2id) and runs axe or several pages on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The message a field shows as its error (Mantine ties it by aria-describedby). */
async function errorOf(page: Page, field: ReturnType<Page['getByRole']>): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

async function editsACvItem(page: Page, tag: string) {
  // Luis here, Ana on Mis Pagos: sign-ins are paced per account.
  await logIn(page, DEMO_USERS.luis);
  await page.goto('/plataforma/perfil');
  await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(`Mi Perfil | ${ACADEMY}`);

  // An error next to its field, in Spanish, never a field key nor a library's wording.
  const skills = page.getByRole('region', { name: 'Habilidades' });
  const skill = skills.getByRole('textbox', { name: 'Habilidad' });
  const level = skills.getByRole('spinbutton', { name: 'Nivel (1 a 5)' });
  await expect(level).toHaveAttribute('min', '1');
  await expect(level).toHaveAttribute('max', '5');
  await skill.fill(`Redes ${tag}`);
  await level.fill('9');
  await skills.getByRole('button', { name: 'Agregar habilidad' }).click();
  expect(await errorOf(page, level)).toBe('Elige un nivel del 1 al 5.');
  await expect(skills).not.toContainText('nivel:');
  await level.fill('4');
  await skills.getByRole('button', { name: 'Agregar habilidad' }).click();
  await expect(skills.getByText(`Redes ${tag}`)).toBeVisible();
  await expect(skills).toContainText('Nivel 4 de 5');

  // A period backwards: the end date's own error.
  const jobs = page.getByRole('region', { name: 'Experiencia laboral' });
  await jobs.getByRole('textbox', { name: 'Puesto' }).fill(`Analista ${tag}`);
  await jobs.getByLabel('Fecha de inicio').fill('2022-03-01');
  await jobs.getByLabel('Fecha de fin').fill('2021-01-01');
  await jobs.getByRole('button', { name: 'Agregar puesto' }).click();
  expect(await errorOf(page, jobs.getByLabel('Fecha de fin'))).toBe(
    'La fecha de fin no puede ser anterior a la de inicio.',
  );
  await jobs.getByLabel('Fecha de fin').fill('');
  await jobs.getByRole('button', { name: 'Agregar puesto' }).click();
  await expect(jobs.getByText(`Analista ${tag}`)).toBeVisible();
  await expect(jobs).toContainText('mar 2022 – actual');

  // Editing an item starts from its values.
  await jobs.getByRole('button', { name: `Editar Analista ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar puesto' });
  await expect(edit.getByRole('textbox', { name: 'Puesto' })).toHaveValue(`Analista ${tag}`);
  await edit.getByRole('textbox', { name: 'Puesto' }).fill(`Analista sénior ${tag}`);
  await edit.getByLabel('Fecha de fin').fill('2023-12-15');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(jobs.getByText(`Analista sénior ${tag}`)).toBeVisible();
  await expect(jobs).toContainText('mar 2022 – dic 2023');

  // Deleting asks first; 'Cancelar' keeps the item.
  await jobs.getByRole('button', { name: `Eliminar Analista sénior ${tag}` }).click();
  const ask = page.getByRole('dialog', { name: 'Eliminar puesto' });
  await expect(ask).toContainText(
    `¿Estás seguro de eliminar «Analista sénior ${tag}» de tu perfil?`,
  );
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(jobs.getByText(`Analista sénior ${tag}`)).toBeVisible();
  await jobs.getByRole('button', { name: `Eliminar Analista sénior ${tag}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar puesto' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(jobs.getByText(`Analista sénior ${tag}`)).toBeHidden();

  await expectNoSeriousA11yViolations(page, 'Mi Perfil');
}

/**
 * On a page just loaded, the skip link is the keyboard's first stop and takes the focus to the
 * main landmark.
 */
async function skipsByKeyboard(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`student forms and consistency (${device})`, () => {
    test.use({ viewport });

    test('a CV item: an error next to its field in Spanish, edited, deleted after asking', async ({
      page,
    }) => {
      await editsACvItem(page, `${device}-${Date.now().toString(36)}`);
    });

    test('titles, the 404 and the skip link in the public and student areas', async ({ page }) => {
      await page.goto('/no-existe-esta-pagina');
      await expect(page).toHaveTitle(`Página no encontrada | ${ACADEMY}`);
      await expect(page.getByRole('main')).toContainText('Página no encontrada');
      await page.goto('/registro/no-existe-este-curso');
      await expect(page).toHaveTitle(`Página no encontrada | ${ACADEMY}`);
      await expect(page.getByRole('main')).toContainText('Página no encontrada');

      await skipsByKeyboard(page, '/cursos', 'Cursos');
      await expect(page).toHaveTitle(new RegExp(`\\| ${ACADEMY}$`));

      await logIn(page, DEMO_USERS.luis);
      await expect(page).toHaveTitle(`Mis Cursos | ${ACADEMY}`);
      await skipsByKeyboard(page, '/plataforma/pagos', 'Mis Pagos');
      await expect(page).toHaveTitle(`Mis Pagos | ${ACADEMY}`);
    });

    test('Mis Pagos shows every column of each payment', async ({ page }) => {
      await logIn(page, DEMO_USERS.ana);
      await page.goto('/plataforma/pagos');
      await expect(page).toHaveTitle(`Mis Pagos | ${ACADEMY}`);
      const section = page.getByRole('region', { name: 'Ciencia de datos — Sabatino' });
      await expect(section).toContainText('$9,000.00');
      const payments = section.getByRole('list');
      if (device === 'phone') {
        // Cards: every column of the table, none hidden, and nothing wider than the screen.
        const first = payments.getByRole('listitem').first();
        for (const term of ['Fecha', 'Método de Pago', 'Registró', 'Monto']) {
          await expect(first.getByText(term, { exact: true })).toBeVisible();
        }
        await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
        await expect(first.getByRole('button', { name: /Descargar recibo/ })).toBeVisible();
        await expect(section.getByRole('table')).toBeHidden();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      } else {
        await expect(section.getByRole('table')).toBeVisible();
        await expect(payments).toBeHidden();
      }
      await expectNoSeriousA11yViolations(page, 'Mis Pagos');
    });
  });
}

test.describe('the chat button on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('covers no control of the page', async ({ page }) => {
    await page.goto('/cursos');
    const chat = page.getByRole('link', { name: /Escríbenos por WhatsApp/ });
    await chat.scrollIntoViewIfNeeded();
    const box = await chat.boundingBox();
    expect(box).not.toBeNull();
    const covered = await page.evaluate((b) => {
      if (!b) return [];
      const controls = Array.from(document.querySelectorAll('a, button, input, select, textarea'));
      return controls
        .filter((c) => !c.matches('[aria-label^="Escríbenos"]'))
        .map((c) => ({ c, r: c.getBoundingClientRect() }))
        .filter(
          ({ r }) =>
            r.width > 0 &&
            r.left < b.x + b.width &&
            r.right > b.x &&
            r.top < b.y + b.height &&
            r.bottom > b.y,
        )
        .map(({ c }) => c.textContent);
    }, box);
    expect(covered).toEqual([]);
  });
});

test('the sign-in form cannot send the password in the address before hydration', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion');
  const form = page.locator('form[aria-labelledby="login-title"]');
  await expect(form).toHaveAttribute('method', 'post');
  await page.getByLabel('Correo electrónico').fill('nadie@academia.test');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('algo-secreto');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(page.url()).not.toContain('algo-secreto');
});
