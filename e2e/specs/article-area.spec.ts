import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('article area', () => {
  test('an editor creates, edits and deactivates an article', async ({ page, request }) => {
    const stamp = Date.now();
    const titulo = `Guía de redes E2E ${stamp}`;
    await logIn(page, DEMO_USERS.teacher);
    await expect(page.getByRole('heading', { name: 'Nuevo artículo' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titulo);
    await page
      .getByRole('textbox', { name: 'Video', exact: true })
      .fill('https://youtu.be/dQw4w9WgXcQ');
    await page
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('Una guía escrita en una prueba.');
    await choose(page, 'Categoría', 'Nube');
    await page.locator('input[type="file"][accept="image/*"]').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('textbox', { name: 'Contenido' }).fill('Contenido escrito en el editor.');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('status')).toContainText('El artículo se ha agregado con éxito.');
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');

    await page.getByRole('link', { name: 'Ver el artículo' }).click();
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByText('Contenido escrito en el editor.')).toBeVisible();
    await expect(
      page.locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]'),
    ).toBeAttached();

    await page.goto('/admin/listado-articulos');
    await page.getByRole('link', { name: `Editar ${titulo}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar artículo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Imagen actual' })).toBeVisible();
    const nuevo = `${titulo} editada`;
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(nuevo);
    await choose(page, 'Estado', 'Inactivo');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page).toHaveURL('/admin/listado-articulos');
    const row = page.getByRole('row', { name: new RegExp(nuevo) });
    await expect(row.getByText('Inactivo')).toBeVisible();

    const slug = `guia-de-redes-e2e-${stamp}-editada`;
    expect((await request.get(`/articulo/${slug}`)).status()).toBe(404);
  });

  test('an editor adds, edits and deactivates a news item', async ({ page }) => {
    const nombre = `Noticia E2E ${Date.now()}`;
    await logIn(page, DEMO_USERS.teacher);
    await page.getByRole('link', { name: 'Medios' }).click();
    await expect(page.getByRole('heading', { name: 'Medios' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(nombre);
    await page.getByRole('textbox', { name: 'Medio', exact: true }).fill('Diario de Pruebas');
    await page
      .getByRole('textbox', { name: 'Enlace', exact: true })
      .fill('https://example.com/nota-e2e');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('status')).toHaveText('La noticia se ha agregado con éxito.');

    await page.goto('/admin/listado-medios');
    await page.getByRole('link', { name: `Editar ${nombre}` }).click();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(nombre);
    const editado = `${nombre} editada`;
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(editado);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '¡Se han actualizado los datos correctamente!',
    );
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(editado);

    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Noticias' }).getByText(editado)).toBeVisible();

    await page.goto('/admin/listado-medios');
    await page.getByRole('button', { name: `Desactivar ${editado}` }).click();
    await expect(
      page.getByRole('row', { name: new RegExp(editado) }).getByText('Inactivo'),
    ).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Noticias' }).getByText(editado)).toBeHidden();
  });

  test('blog categories: add, rename and delete', async ({ page }) => {
    const nombre = `Categoría E2E ${Date.now()}`;
    await logIn(page, DEMO_USERS.teacher);
    await page.goto('/admin/listado-articulos');
    await page.getByRole('link', { name: 'Categorías' }).click();
    await page.getByRole('textbox', { name: 'Nueva categoría', exact: true }).fill(nombre);
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('status')).toHaveText('La categoría se ha registrado con éxito.');
    await page.getByRole('button', { name: `Editar ${nombre}` }).click();
    await page
      .getByRole('textbox', { name: 'Nombre de la categoría', exact: true })
      .fill(`${nombre} bis`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('La categoría se ha actualizado con éxito.');
    await page.getByRole('button', { name: `Eliminar ${nombre} bis` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar categoría' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByRole('status')).toHaveText('La categoría se ha eliminado con éxito.');
    await expect(page.getByRole('cell', { name: `${nombre} bis` })).toBeHidden();
  });

  test('an administrator adds an internal vacancy and edits it from its applicants page', async ({
    page,
  }) => {
    const nombre = `Vacante E2E ${Date.now()}`;
    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/listado-jobs');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
    await page
      .getByRole('textbox', { name: 'Descripción corta', exact: true })
      .fill('Vacante creada por una prueba.');
    await page.getByRole('textbox', { name: 'Sueldo mensual (MXN)', exact: true }).fill('35000');
    await choose(page, 'Modalidad', 'Remota');
    await page
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('Requisitos de prueba.');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'La vacante interna se ha agregado con éxito.',
    );

    await page.goto('/admin/listado-jobs');
    await page
      .getByRole('row', { name: new RegExp(nombre) })
      .getByRole('link', { name: 'Ver detalles y postulantes' })
      .click();
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    await expect(page.getByText('Aún no hay postulantes.')).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`${nombre} Sr.`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'La vacante interna se ha actualizado con éxito.',
    );
    await expect(page.getByRole('heading', { name: `${nombre} Sr.` })).toBeVisible({
      timeout: 8000,
    });
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  });
});
