import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

/** The demo's first course (Python), whose certificate Ana holds. */
const PYTHON_COURSE_ID = 1;
const ANA = 'Ana García Méndez';

type Json = Record<string, unknown>;

/** The signed-in administrator's API, for the set-up a test needs and for what the server kept. */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: token ?? '' };
  return {
    async post(call: string, init: { data?: Json; multipart?: Record<string, string> }) {
      const res = await page.request.post(`/api/${call}/`, {
        headers,
        ...(init.multipart ? { multipart: init.multipart } : { data: init.data ?? {} }),
      });
      expect(res.ok(), `${call}: ${await res.text()}`).toBe(true);
      return (await res.json()) as Json & { content: Json };
    },
    async get(call: string, query: string) {
      const res = await page.request.get(`/api/${call}/?${query}`, { headers });
      expect(res.ok(), `${call}: ${await res.text()}`).toBe(true);
      return (await res.json()) as { results: Json[]; count: number };
    },
  };
}

test.describe('administrator fixes (issue 23)', () => {
  // One sign-in for the three: sign-ins are paced per account.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    // Time for argon2id on a busy machine.
    info.setTimeout(60_000);
    page = await browser.newPage({ baseURL: info.project.use.baseURL, locale: 'es-MX' });
    await logIn(page, DEMO_USERS.admin);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the certificate e-mail modal sends one mail on a double click and closes by itself', async () => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/enviarCertificadoEmail/')) sent.push(req.url());
    });
    const to = `certificado.${Date.now().toString(36)}@academia.test`;
    await page.goto(`/admin/plataforma/certificados/${PYTHON_COURSE_ID}`);
    const row = page.getByRole('row', { name: new RegExp(ANA) });
    await row.getByRole('button', { name: `Enviar por correo el certificado de ${ANA}` }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar certificado por correo' });
    await modal.getByLabel('Correo electrónico').fill(to);
    const enviar = modal.getByRole('button', { name: 'Enviar', exact: true });
    await enviar.dblclick();
    await expect(
      modal.getByText('El correo electrónico se ha enviado satisfactoriamente'),
    ).toBeVisible();
    await expect(enviar).toBeDisabled();
    // The spec's 2 s: the modal goes by itself.
    await expect(modal).toBeHidden();
    await linkFromMail(to, /\/public\/certificado-digital\/[^\s"<]+/);
    expect(sent).toHaveLength(1);
    // What the server kept: one sending to that address, in words.
    const log = await (await api(page)).get(
      'getRegistroAuditoria',
      'entidad=certificados&accion=enviar',
    );
    const mine = log.results.filter((e) => (e.detalles as Json).email === to);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.detalles).toMatchObject({ alumno: ANA });
  });

  test('a renamed article answers its old address with a 301 to the new one', async () => {
    const call = await api(page);
    const stamp = Date.now().toString(36);
    const categorias = await (await page.request.get('/api/getCategorias/')).json();
    const categoria = String((categorias.content as { id: number }[])[0]?.id);
    const created = await call.post('agregarArticulo', {
      multipart: {
        nombre: `Redes ${stamp}`,
        descripcion: 'Un artículo que cambia de nombre.',
        contenido: '<p>Hola</p>',
        categoria,
      },
    });
    const { id, slug: old } = created.content as { id: number; slug: string };
    const renamed = await call.post('actualizarArticulo', {
      multipart: {
        articulo: String(id),
        nombre: `Redes modernas ${stamp}`,
        descripcion: 'Un artículo que cambió de nombre.',
        contenido: '<p>Hola</p>',
        categoria,
        activo: '1',
      },
    });
    const { slug } = renamed.content as { slug: string };
    expect(slug).not.toBe(old);

    const res = await page.request.get(`/articulo/${old}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`/articulo/${slug}`);
    await page.goto(`/articulo/${old}`);
    await expect(page).toHaveURL(new RegExp(`/articulo/${slug}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Redes modernas ${stamp}` }),
    ).toBeVisible();
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/articulo/${slug}<`);
    expect(sitemap).not.toContain(`/articulo/${old}<`);
  });

  test('past 10 pages the pagination keeps the first, the last and ellipses', async () => {
    // 270 audit entries of blog categories (each added, then removed): 11 pages of 25.
    test.setTimeout(120_000);
    const call = await api(page);
    const stamp = Date.now().toString(36);
    for (let batch = 0; batch < 135; batch += 15) {
      await Promise.all(
        Array.from({ length: 15 }, async (_, i) => {
          const added = await call.post('agregarCategoriaBlog', {
            data: { nombre: `Paginación ${stamp} ${batch + i}` },
          });
          await call.post('eliminarCategoriaBlog', {
            data: { categoria: (added.content as { id: number }).id },
          });
        }),
      );
    }
    // Other specs may add blog categories too: the last page is whatever the count makes.
    const { count } = await call.get('getRegistroAuditoria', 'entidad=categorias_blog');
    const last = Math.ceil(count / 25);
    expect(last).toBeGreaterThan(10);

    await page.goto('/admin/plataforma/auditoria');
    await page.getByRole('combobox', { name: 'Entidad' }).click();
    await page.getByRole('option', { name: 'Categoría del blog' }).click();
    const pages = page.getByRole('navigation', { name: 'Paginación' });
    const button = (n: number) => pages.getByRole('button', { name: `Página ${n}`, exact: true });
    await expect(button(last)).toBeVisible();
    for (const n of [1, 2, 9]) await expect(button(n)).toBeVisible();
    await expect(button(10)).toHaveCount(0);
    await expect(pages.getByText('…')).toHaveCount(1);

    await button(last).click();
    await expect(button(last)).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByText(`Estás en la página ${last} de ${last}`)).toBeVisible();
    await expect(button(1)).toBeVisible();
    await expect(button(last - 8)).toBeVisible();
    await expect(button(2)).toHaveCount(0);
    await expect(pages.getByText('…')).toHaveCount(1);
  });
});
