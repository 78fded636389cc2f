import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of an MP4 (an `ftyp` box), which is how the server recognises a video. */
const MP4 = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isomiso2'),
  Buffer.alloc(64 * 1024),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú de la plataforma' });

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The names of a list's items, in the order shown. */
async function namesIn(list: Locator, prefix: string): Promise<string[]> {
  const labels = await list
    .locator(':scope > div > [role="listitem"], :scope > div > div > [role="listitem"]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
  return labels.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length));
}

test.describe('course authoring', () => {
  test('an administrator builds a course from nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const categoria = `Automatización ${stamp}`;
    const curso = `Pruebas automatizadas ${stamp}`;
    await logIn(page, DEMO_USERS.admin);

    // Category.
    await sidebar(page).getByRole('link', { name: 'Categorías de Curso' }).click();
    await expect(page.getByRole('heading', { name: 'Categorías de Curso' })).toBeVisible();
    await page.getByLabel('Nombre de la categoría').fill(categoria);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText('La categoría se ha registrado con éxito.')).toBeVisible();

    // Course with image.
    await sidebar(page).getByRole('link', { name: 'Cursos', exact: true }).click();
    await page.getByRole('button', { name: 'Agregar curso' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar curso' });
    await modal.getByLabel('Nombre del curso').fill(curso);
    await modal
      .getByLabel('Descripción')
      .fill('Un curso creado por la prueba de extremo a extremo.');
    await choose(page, modal.getByRole('combobox', { name: 'Categoría' }), categoria);
    await modal.getByLabel('Precio').fill('2500');
    await modal.getByLabel('Horas del curso').fill('24');
    await modal.getByLabel('Días de acceso a la plataforma').fill('120');
    await modal.getByLabel('Fecha de inicio').fill('2026-03-01');
    await modal.getByLabel('Fecha de fin').fill('2026-05-31');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(modal.getByText('Se ha agregado el curso con éxito!')).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5000 });
    const row = page.getByRole('row').filter({ hasText: curso });
    await expect(row.getByRole('img', { name: curso })).toBeVisible();
    await expect(row).toContainText(categoria);
    await expect(row).toContainText('$2,500.00');
    const slug = `pruebas-automatizadas-${stamp}`;
    await expect(row.getByRole('link', { name: `Registro de ${curso}` })).toHaveAttribute(
      'href',
      `/registro/${slug}`,
    );
    await expect(row.getByRole('link', { name: `Grupos de ${curso}` })).toHaveAttribute(
      'href',
      `/admin/plataforma/grupos/${slug}`,
    );
    await expect(row.getByRole('link', { name: `Alumnos de ${curso}` })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/plataforma/alumnos-curso/\\d+/${slug}$`),
    );

    // Topics and subtopics.
    await row.getByRole('link', { name: `Temas y subtemas de ${curso}` }).click();
    await expect(page.getByRole('heading', { name: 'Temas y subtemas' })).toBeVisible();
    await expect(page.getByText('Este curso todavía no tiene temas.')).toBeVisible();
    for (const tema of ['Introducción', 'Práctica']) {
      await page.getByRole('button', { name: 'Agregar tema' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar Tema' });
      await dialog.getByLabel('Nombre del tema').fill(tema);
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await expect(dialog).toBeHidden();
    }
    for (const subtema of ['Lección uno', 'Lección dos']) {
      await page.getByRole('button', { name: 'Agregar subtema a Introducción' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar Subtema' });
      await dialog.getByLabel('Nombre del subtema').fill(subtema);
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await expect(dialog).toBeHidden();
    }
    const topics = page.getByRole('list', { name: 'Temas del curso' });
    const lessons = page.getByRole('list', { name: 'Subtemas de Introducción' });
    // Each lesson's link, without its 'Ver como alumno' beside it.
    const lessonLinks = lessons.getByRole('link').filter({ hasNotText: 'Ver como alumno' });
    await expect(lessonLinks).toHaveText(['Lección uno', 'Lección dos']);

    // Topics reordered with the keyboard: space, arrow up, space.
    await page.getByRole('button', { name: 'Mover «Práctica»' }).focus();
    // dnd-kit measures the list between key presses (one animation frame each).
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: '«Práctica»' })).toBeAttached();
    // An arrow pressed before dnd-kit has measured the list is dropped (seen on a loaded
    // machine); pressing again is harmless, since the first position is as far up as it goes.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByRole('status').filter({ hasText: '«Práctica» pasa a la posición 1' }),
      ).toBeAttached({ timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect.poll(() => namesIn(topics, 'Tema ')).toEqual(['Práctica', 'Introducción']);

    // Subtopics reordered by dragging with the mouse.
    const from = await page.getByRole('button', { name: 'Mover «Lección dos»' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Mover «Lección uno»' }).boundingBox();
    if (!from || !to) throw new Error('drag handles not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 5, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 10 });
    await page.mouse.up();
    await expect(lessonLinks).toHaveText(['Lección dos', 'Lección uno']);

    // Both orders were saved: a reload shows them.
    await page.reload();
    await expect(lessonLinks).toHaveText(['Lección dos', 'Lección uno']);
    await expect.poll(() => namesIn(topics, 'Tema ')).toEqual(['Práctica', 'Introducción']);

    // The lesson: title, note and video.
    await lessons.getByRole('link', { name: 'Lección uno', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Contenido de la lección' })).toBeVisible();
    await expect(page.getByRole('link', { name: curso })).toBeVisible();
    await page.getByRole('textbox', { name: 'Título' }).fill('Lección uno: bienvenida');
    const note = page.getByRole('textbox', { name: 'Descripción' });
    await note.click();
    await page.keyboard.type('Bienvenidos al curso de pruebas.');
    await page
      .getByRole('form', { name: 'Contenido de la lección' })
      .locator('input[type="file"][accept="video/*"]')
      .setInputFiles({ name: 'bienvenida.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await page.getByRole('button', { name: 'Agregar contenido' }).click();
    await expect(page.getByText('Contenido agregado correctamente')).toBeVisible();
    await expect(page.getByLabel('Video actual de la lección')).toBeVisible();

    // Materials: add two, delete one after confirming.
    const materials = page.getByRole('form', { name: 'Agregar material' });
    for (const nombre of ['Guía del curso', 'Borrador']) {
      await materials.getByLabel('Nombre del material').fill(nombre);
      await materials.locator('input[type="file"]').setInputFiles({
        name: `${nombre}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await materials.getByRole('button', { name: 'Agregar material' }).click();
      await expect(page.getByRole('link', { name: nombre })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Eliminar Borrador' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar material' });
    await expect(confirm).toContainText('¿Estás seguro de eliminar el material?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Material eliminado correctamente')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Borrador' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Guía del curso' })).toBeVisible();

    // A quiz with a question stored on the server.
    await page.getByLabel('Nombre del quiz').fill('Repaso inicial');
    await page.getByRole('button', { name: 'Agregar quiz' }).click();
    await expect(page.getByText('Quiz agregado correctamente')).toBeVisible();
    // A new quiz opens its own modal, where its questions are added.
    const quiz = page.getByRole('dialog', { name: 'Preguntas de Repaso inicial' });
    await expect(quiz).toBeVisible();
    await quiz.getByRole('button', { name: 'Guardar pregunta' }).click();
    await expect(quiz.getByRole('alert')).toHaveText(
      'Por favor, ingresa una pregunta, al menos una respuesta y selecciona la respuesta correcta.',
    );
    await quiz.getByLabel('Pregunta', { exact: true }).fill('¿Qué comando ejecuta las pruebas?');
    await quiz.getByRole('button', { name: 'Agregar respuesta' }).click();
    await quiz.getByRole('textbox', { name: 'Respuesta 1' }).fill('npm start');
    await quiz.getByRole('textbox', { name: 'Respuesta 2' }).fill('npm test');
    await quiz.getByRole('textbox', { name: 'Respuesta 3' }).fill('npm ci');
    await quiz.getByRole('radio', { name: 'Respuesta 2 es la correcta' }).check();
    // Removing an earlier option keeps the choice on the same text.
    await quiz.getByRole('button', { name: 'Quitar respuesta 1' }).click();
    await expect(quiz.getByRole('radio', { name: 'Respuesta 1 es la correcta' })).toBeChecked();
    await quiz.getByRole('button', { name: 'Guardar pregunta' }).click();
    await expect(quiz.getByText('Se ha agregado la pregunta con éxito.')).toBeVisible();
    const list = quiz.getByRole('list', { name: 'Preguntas del quiz' });
    await expect(list).toContainText('¿Qué comando ejecuta las pruebas?');
    await expect(list).toContainText('npm test (correcta)');
    await quiz
      .getByRole('button', { name: 'Close' })
      .or(quiz.locator('.mantine-Modal-close'))
      .first()
      .click();
    await expect(page.getByRole('row', { name: /Repaso inicial 1/ })).toBeVisible();

    // After a reload everything is still there.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Lección uno: bienvenida',
    );
    await expect(page.getByRole('textbox', { name: 'Descripción' })).toContainText(
      'Bienvenidos al curso de pruebas.',
    );
    await expect(page.getByRole('link', { name: 'Guía del curso' })).toBeVisible();
  });

  test('categories are renamed, and deleting one whose courses have students is refused', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/plataforma/categorias-curso');
    await page.getByLabel('Nombre de la categoría').fill(`Temporal ${stamp}`);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('cell', { name: `Temporal ${stamp}`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Editar Temporal ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar categoría' });
    await expect(edit.getByLabel('Nombre de la categoría')).toHaveValue(`Temporal ${stamp}`);
    await edit.getByLabel('Nombre de la categoría').fill(`Renombrada ${stamp}`);
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(edit.getByText('La categoría se ha actualizado con éxito.')).toBeVisible();
    await expect(edit).toBeHidden({ timeout: 5000 });
    await expect(
      page.getByRole('cell', { name: `Renombrada ${stamp}`, exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Eliminar Ciencia de datos' }).click();
    const refuse = page.getByRole('dialog', { name: 'Eliminar categoría' });
    await expect(refuse).toContainText('¡Precaución! ¿Estás seguro de eliminar la categoría?');
    await refuse.getByRole('button', { name: 'Eliminar' }).click();
    await expect(refuse.getByRole('alert')).toContainText('No se puede eliminar la categoría');
    await refuse.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('cell', { name: 'Ciencia de datos', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Eliminar Renombrada ${stamp}` }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminar categoría' });
    await remove.getByRole('button', { name: 'Eliminar' }).click();
    await expect(remove.getByText('La categoría se ha eliminado con éxito.')).toBeVisible();
    await expect(remove).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('cell', { name: `Renombrada ${stamp}`, exact: true })).toBeHidden();
  });
  test('a course is edited, and topics and subtopics are renamed and deleted after confirming', async ({
    page,
  }) => {
    const curso = 'Fundamentos de ciberseguridad';
    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/plataforma/cursos');
    await page.getByRole('button', { name: `Editar ${curso}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar curso' });
    await expect(edit.getByLabel('Nombre del curso')).toHaveValue(curso);
    await expect(edit.getByRole('img', { name: `Imagen actual de ${curso}` })).toBeVisible();
    await edit.getByLabel('Horas del curso').fill('36');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(edit.getByText('Se ha agregado el curso con éxito!')).toBeVisible();
    await expect(edit).toBeHidden({ timeout: 5000 });
    const row = page.getByRole('row').filter({ hasText: curso });
    await expect(row.getByRole('cell', { name: '36', exact: true })).toBeVisible();

    await row.getByRole('link', { name: `Temas y subtemas de ${curso}` }).click();
    await page.getByRole('button', { name: 'Agregar tema' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar Tema' });
    await add.getByLabel('Nombre del tema').fill('Amenazas');
    await add.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('button', { name: 'Editar Amenazas' }).click();
    const rename = page.getByRole('dialog', { name: 'Editar Tema' });
    await expect(rename.getByLabel('Nombre del tema')).toHaveValue('Amenazas');
    await rename.getByLabel('Nombre del tema').fill('Amenazas comunes');
    await rename.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('heading', { name: 'Amenazas comunes' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar subtema a Amenazas comunes' }).click();
    const sub = page.getByRole('dialog', { name: 'Agregar Subtema' });
    await sub.getByLabel('Nombre del subtema').fill('Phishing');
    await sub.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('button', { name: 'Eliminar Phishing' }).click();
    const delSub = page.getByRole('dialog', { name: 'Eliminar Subtema' });
    await expect(delSub).toContainText(
      '¿Realmente desea eliminar el subtema? Todo el contenido del mismo también será eliminado.',
    );
    await delSub.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('link', { name: 'Phishing', exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Eliminar Amenazas comunes' }).click();
    const delTopic = page.getByRole('dialog', { name: 'Eliminar Tema' });
    await expect(delTopic).toContainText(
      '¿Realmente desea eliminar el tema? Todo los subtemas también serán eliminados.',
    );
    await delTopic.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Este curso todavía no tiene temas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Evaluaciones' })).toHaveAttribute(
      'href',
      /^\/admin\/plataforma\/evaluacion\/\d+$/,
    );
  });
});
