import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/**
 * The demo course of that slug, found through the API with the signed-in administrator's
 * token, so the test does not depend on the order the demo data was inserted in.
 */
async function courseId(page: Page, slug: string): Promise<number> {
  const authorization = String(await page.evaluate(() => localStorage.getItem('token')));
  for (let curso = 1; curso <= 50; curso++) {
    const answer = await page.request.post('/api/getEvaluacionesCurso/', {
      headers: { authorization },
      data: { curso },
    });
    if (answer.ok() && (await answer.json()).dataCurso.slug === slug) return curso;
  }
  throw new Error(`No demo course with slug ${slug}`);
}

// Each save shows its message for the spec's 2 s before the modal closes, and the machine is shared.
test.describe.configure({ timeout: 90_000 });

test.describe('forum administration', () => {
  test('adds and edits a question, opens the answers and deletes a reply', async ({ page }) => {
    await logIn(page, DEMO_USERS.admin);
    const curso = await courseId(page, 'ciencia-de-datos-con-python');
    await page.goto(`/admin/plataforma/foro-discusion/${curso}`);
    await expect(page.getByRole('heading', { name: 'Foro de discusión' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', {
        name: 'Ciencia de datos con Python',
      }),
    ).toHaveAttribute('href', `/admin/plataforma/temas-subtemas/${curso}`);

    await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar pregunta' });
    await add.getByLabel('Pregunta').fill('¿Qué biblioteca de gráficas prefieres y por qué?');
    await add.getByLabel('Respuestas por alumno').fill('1');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByRole('status')).toHaveText('Se ha agregado la pregunta con éxito.');
    await expect(add).toBeHidden({ timeout: 5000 });
    const row = page.getByRole('row', { name: /¿Qué biblioteca de gráficas prefieres/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');

    await row.getByRole('button', { name: /^Editar la pregunta/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar pregunta' });
    await expect(edit.getByLabel('Pregunta')).toHaveValue(
      '¿Qué biblioteca de gráficas prefieres y por qué?',
    );
    await edit
      .getByLabel('Pregunta')
      .fill('¿Qué biblioteca de gráficas prefieres: matplotlib o seaborn?');
    await edit.getByLabel('Respuestas por alumno').fill('');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByRole('status')).toHaveText('Se ha editado la pregunta con éxito.');
    await expect(edit).toBeHidden({ timeout: 5000 });
    const edited = page.getByRole('row', { name: /matplotlib o seaborn/ });
    await expect(edited.getByRole('cell').nth(1)).toHaveText('Sin límite');

    const seeded = page.getByRole('row', { name: /¿Qué conjunto de datos elegiste/ });
    await seeded.getByRole('button', { name: 'Respuestas' }).click();
    const answers = page.getByRole('dialog', { name: 'Respuestas' });
    const ana = answers.getByRole('article', { name: 'Respuesta de Ana García' });
    const reply = '¡Muy buena pregunta, Ana! Compara también con los fines de semana.';
    await expect(ana.getByText(reply)).toBeVisible();
    await expect(ana.getByText('¿Dónde encontraste esos datos?')).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Responder' })).toBeDisabled();
    await ana.getByLabel('Responder a Ana García').fill('Gracias por compartir.');
    await ana.getByRole('button', { name: 'Responder' }).click();
    await expect(ana.getByText('Gracias por compartir.')).toBeVisible();
    await expect(ana.getByLabel('Responder a Ana García')).toHaveValue('');

    await ana.getByRole('button', { name: 'Eliminar réplica de Jorge Hernández' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar réplica' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(ana.getByText(reply)).toBeHidden();
    await expect(ana.getByText('¿Dónde encontraste esos datos?')).toBeVisible();

    await page.reload();
    await page
      .getByRole('row', { name: /¿Qué conjunto de datos elegiste/ })
      .getByRole('button', { name: 'Respuestas' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Respuestas' }).getByText('¿Dónde encontraste esos datos?'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Respuestas' }).getByText(reply)).toHaveCount(0);
  });
});

test.describe('evaluations administration', () => {
  test('creates an evaluation with both question types, edits a question and deletes it', async ({
    page,
  }) => {
    // Two question types, an edit and a delete: 55 s with two workers on 2 cores.
    test.setTimeout(120_000);
    await logIn(page, DEMO_USERS.admin);
    const curso = await courseId(page, 'fundamentos-de-ciberseguridad');
    await page.goto(`/admin/plataforma/evaluacion/${curso}`);
    await expect(page.getByRole('heading', { name: 'Evaluaciones' })).toBeVisible();
    await expect(page.getByText('Este curso aún no tiene evaluaciones.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar evaluación' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar evaluación' });
    const save = add.getByRole('button', { name: 'Guardar' });
    await expect(add.getByText('Debe completar todos los campos')).toBeVisible();
    await expect(save).toBeDisabled();
    await add.getByLabel('Nombre').fill('Examen de amenazas comunes');
    await add.getByRole('textbox', { name: 'Instrucciones' }).fill('Lee cada pregunta con calma.');
    await add.getByLabel('Número de intentos').fill('2');
    await expect(save).toBeDisabled();
    await add.getByLabel('Calificación aprobatoria').fill('70');
    await expect(add.getByText('Debe completar todos los campos')).toBeHidden();
    await expect(add.getByLabel('Preguntas aleatorias')).toBeChecked();
    await expect(add.getByLabel('Respuestas aleatorias')).toBeChecked();
    await add.getByLabel('Preguntas aleatorias').uncheck();
    await save.click();
    await expect(add.getByRole('status')).toHaveText('Se ha agregado la evaluación con éxito.');
    await expect(add).toBeHidden({ timeout: 5000 });

    const row = page.getByRole('row', { name: /Examen de amenazas comunes/ });
    await expect(row.getByRole('cell')).toHaveText([
      'Examen de amenazas comunes',
      '70',
      '2',
      'No',
      'Sin límite',
      '',
    ]);

    await row.getByRole('button', { name: 'Ver preguntas de Examen de amenazas comunes' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Esta evaluación aún no tiene preguntas.')).toBeVisible();

    // Tipo 1: one correct option; an option typed by mistake is removed before saving.
    await dialog.getByRole('button', { name: 'Nueva pregunta' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva pregunta' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Pregunta' }).fill('¿Qué es el phishing?');
    const option = dialog.getByLabel('Nueva respuesta');
    await option.fill('Un engaño para robar datos');
    await dialog.getByLabel('Es correcta').check();
    await dialog.getByRole('button', { name: 'Agregar respuesta' }).click();
    await option.fill('Un antivirus');
    await dialog.getByRole('button', { name: 'Agregar respuesta' }).click();
    await option.fill('Un error de dedo');
    await option.press('Enter');
    await dialog.getByRole('button', { name: 'Quitar la respuesta Un error de dedo' }).click();
    await expect(dialog.getByText('Un error de dedo')).toBeHidden();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Se ha agregado la pregunta con éxito.');
    await expect(page.getByRole('dialog', { name: 'Preguntas de la evaluación' })).toBeVisible({
      timeout: 5000,
    });

    // Tipo 2: several correct options.
    await dialog.getByRole('button', { name: 'Nueva pregunta' }).click();
    await dialog.getByRole('textbox', { name: 'Pregunta' }).fill('¿Cuáles son buenas contraseñas?');
    await dialog.getByLabel('Varias respuestas correctas').check();
    for (const [text, correct] of [
      ['T7#vq!29xLm', true],
      ['123456', false],
      ['correcto-caballo-bateria-grapa', true],
    ] as const) {
      await option.fill(text);
      if (correct) await dialog.getByLabel('Es correcta').check();
      await dialog.getByRole('button', { name: 'Agregar respuesta' }).click();
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Se ha agregado la pregunta con éxito.');

    const first = dialog.getByRole('article', { name: 'Pregunta 1' });
    const second = dialog.getByRole('article', { name: 'Pregunta 2' });
    await expect(first).toContainText('¿Qué es el phishing?');
    await expect(first).toContainText('Una respuesta');
    await expect(second).toContainText('¿Cuáles son buenas contraseñas?');
    await expect(second).toContainText('Varias respuestas');
    await expect(second.getByText('(correcta)')).toHaveCount(2);

    // Edit the tipo 1 question: new text, and the correct option moves.
    await first.getByRole('button', { name: 'Editar la pregunta 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar pregunta' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Pregunta' })).toHaveValue(
      '¿Qué es el phishing?',
    );
    await dialog
      .getByRole('textbox', { name: 'Pregunta' })
      .fill('¿Qué describe mejor el phishing?');
    await dialog.getByRole('checkbox', { name: 'Correcta: Un antivirus' }).check();
    await expect(
      dialog.getByRole('checkbox', { name: 'Correcta: Un engaño para robar datos' }),
    ).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Correcta: Un engaño para robar datos' }).check();
    await dialog.getByRole('button', { name: 'Quitar la respuesta Un antivirus' }).click();
    await option.fill('Un tipo de firewall');
    await dialog.getByRole('button', { name: 'Agregar respuesta' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Se ha actualizado la pregunta con éxito.');
    await expect(first).toContainText('¿Qué describe mejor el phishing?', { timeout: 5000 });
    await expect(first).toContainText('Un tipo de firewall');
    await expect(first).not.toContainText('Un antivirus');
    await expect(first.getByText('(correcta)')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Edit the evaluation itself.
    await row.getByRole('button', { name: 'Editar Examen de amenazas comunes' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar evaluación' });
    await expect(edit.getByLabel('Nombre')).toHaveValue('Examen de amenazas comunes');
    await expect(edit.getByRole('textbox', { name: 'Instrucciones' })).toHaveText(
      'Lee cada pregunta con calma.',
    );
    await edit.getByLabel('Número de intentos').fill('3');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByRole('status')).toHaveText('Se ha actualizado la evaluación con éxito.');
    await expect(edit).toBeHidden({ timeout: 5000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');

    await row.getByRole('button', { name: 'Eliminar Examen de amenazas comunes' }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminar evaluación' });
    await remove.getByRole('button', { name: 'Eliminar' }).click();
    await expect(remove.getByRole('status')).toHaveText('Se ha eliminado la evaluación con éxito.');
    await expect(remove).toBeHidden({ timeout: 5000 });
    await expect(page.getByText('Este curso aún no tiene evaluaciones.')).toBeVisible();
  });

  test('an evaluation students attempted is archived, not lost', async ({ page }) => {
    await logIn(page, DEMO_USERS.admin);
    const curso = await courseId(page, 'ciencia-de-datos-con-python');
    await page.goto(`/admin/plataforma/evaluacion/${curso}`);
    const name = 'Evaluación final: Ciencia de datos con Python';
    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminar evaluación' });
    await expect(remove).toContainText('sus intentos y calificaciones se conservarán');
    await remove.getByRole('button', { name: 'Cancelar' }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  });
});
