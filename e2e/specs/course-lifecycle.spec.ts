import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const SOURCE = 'Ciencia de datos con Python';
const COPY = `${SOURCE} (copia)`;
const LESSON = 'Instalación y Jupyter Notebook';
const NEXT_LESSON = 'Tipos de datos y estructuras';
/** The demo's first course is the Python one (as in admin-a11y.spec). */
const SOURCE_ID = 1;

/** The course list's row of the course whose topics link points at `id`. */
const rowOf = (page: Page, id: number) =>
  page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/plataforma/temas-subtemas/${id}"]`) });

/** Shows only the courses in one state (the list's filter). */
const showOnly = (page: Page, label: string) =>
  page
    .getByRole('radiogroup', { name: 'Filtrar por estado' })
    .getByText(label, { exact: true })
    .click();

/** Confirms the dialog the row's action opened and waits for its success message. */
async function confirmIn(page: Page, title: string, button: string, success: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByText(success)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

test('an administrator duplicates a course, publishes the copy, archives it, previews a lesson as a student and deletes the copy', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_USERS.admin);
  await page.goto('/admin/plataforma/cursos');
  await expect(page.getByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
  const source = rowOf(page, SOURCE_ID);
  await expect(source).toContainText('Publicado');

  // A course with students cannot be deleted: the dialog says why, and archiving instead.
  await source.getByRole('button', { name: `Eliminar ${SOURCE}` }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar curso' });
  await expect(remove).toContainText('Solo se puede eliminar un curso sin alumnos inscritos');
  await expectNoSeriousA11yViolations(page, 'course list with the delete dialog open');
  await remove.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(remove.getByText(/tiene alumnos inscritos o grupos\. Archívalo/)).toBeVisible();
  await remove.getByRole('button', { name: 'Cancelar' }).click();
  await expect(remove).toBeHidden();

  // Duplicate: a draft copy, with its own slug.
  await source.getByRole('button', { name: `Duplicar ${SOURCE}` }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicar curso' });
  await expect(duplicate).toContainText('No se copian alumnos, grupos ni foros.');
  await expectNoSeriousA11yViolations(page, 'course list with the duplicate dialog open');
  const answer = page.waitForResponse((r) => r.url().includes('/api/duplicarCurso/'));
  await duplicate.getByRole('button', { name: 'Duplicar', exact: true }).click();
  const copy = (await (await answer).json()).content as {
    id: number;
    slug: string;
    categoria: number;
  };
  await expect(duplicate.getByText(`Se creó «${COPY}» como borrador.`)).toBeVisible();
  await expect(duplicate).toBeHidden({ timeout: 10_000 });

  await showOnly(page, 'Borradores');
  const row = rowOf(page, copy.id);
  await expect(row).toContainText(COPY);
  await expect(row).toContainText('Borrador');

  // A draft is nowhere public.
  const visitor = await browser.newPage();
  const publicPage = await visitor.goto(`/curso/${copy.slug}`);
  expect(publicPage?.status()).toBe(404);

  // Publish: the copy appears in the catalogue.
  await row.getByRole('button', { name: `Publicar ${COPY}` }).click();
  await confirmIn(page, 'Publicar curso', 'Publicar', 'El curso se publicó.');
  await showOnly(page, 'Publicados');
  await expect(row).toContainText('Publicado');
  await visitor.goto(`/cursos?categoria=${copy.categoria}`);
  await expect(visitor.getByRole('main').getByRole('link', { name: COPY })).toBeVisible();

  // Archive: it leaves the catalogue, its page is gone.
  await row.getByRole('button', { name: `Archivar ${COPY}` }).click();
  await confirmIn(page, 'Archivar curso', 'Archivar', 'El curso se archivó.');
  await showOnly(page, 'Archivados');
  await expect(row).toContainText('Archivado');
  await visitor.goto(`/cursos?categoria=${copy.categoria}`);
  await expect(
    visitor.getByRole('main').getByRole('link', { name: SOURCE, exact: true }),
  ).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: COPY })).toHaveCount(0);
  expect((await visitor.goto(`/curso/${copy.slug}`))?.status()).toBe(404);
  await visitor.close();

  // 'Ver como alumno': a lesson of the copy from the topics screen, read-only.
  await row.getByRole('link', { name: `Temas y subtemas de ${COPY}` }).click();
  await expect(page.getByRole('heading', { name: 'Temas y subtemas' })).toBeVisible();
  await page
    .getByRole('listitem', { name: `Subtema ${LESSON}` })
    .getByRole('link', { name: 'Ver como alumno' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/plataforma/vista-previa/${copy.id}\\?subtema=`));
  await expect(page.getByRole('heading', { name: COPY, level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('no se registra avance ni visita');
  await expect(page.getByRole('note')).toContainText('Este curso está archivado');
  const content = page.getByRole('region', { name: 'Contenido' });
  await expect(content.getByRole('heading', { name: LESSON, level: 2 })).toBeVisible();
  await expect(content.getByRole('tab', { name: 'Texto' })).toBeVisible();
  await expect(content.getByRole('button', { name: 'Marcar como Terminado' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Contenido del curso' }).getByRole('button', {
      name: LESSON,
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, "'Ver como alumno'");
  // Every lesson is open to walk through, as if finished, with nothing marked.
  await content.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(content.getByRole('heading', { name: NEXT_LESSON, level: 2 })).toBeVisible();

  // The copy has no students: it can be deleted, and leaves the list.
  await page.goto('/admin/plataforma/cursos');
  await showOnly(page, 'Archivados');
  await rowOf(page, copy.id)
    .getByRole('button', { name: `Eliminar ${COPY}` })
    .click();
  await confirmIn(page, 'Eliminar curso', 'Eliminar', 'El curso se eliminó.');
  await expect(rowOf(page, copy.id)).toHaveCount(0);
});
