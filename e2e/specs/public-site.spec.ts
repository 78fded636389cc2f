import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const POSTULACION_EXITOSA = 'Postulación Exitosa! Se han enviado tus datos correctamente.';
const REGISTRO_EXITOSO = '¡Tu registro se ha realizado con éxito!';

const articleCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('blog', () => {
  test('a visitor reads the blog by page and by category, with the news block', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(articleCards(page)).toHaveCount(12);
    await expect(page.getByText('Estás en la página 1 de 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(page.getByText('Estás en la página 2 de 2')).toBeVisible();
    await expect(articleCards(page).first()).toBeVisible();

    const panel = page.getByRole('navigation', {
      name: 'Descubre más información que puede interesarte',
    });
    await panel.getByRole('link', { name: /^Redes y Cisco/ }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Blog: Redes y Cisco' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Subneteo sin miedo: la guía rápida para el examen CCNA' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Cómo empezar en ciencia de datos con Python' }),
    ).toBeHidden();
    await expect(panel.getByRole('link', { name: /^Redes y Cisco/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const news = page.getByRole('region', { name: 'Noticias' });
    await expect(news.getByText('Tecnología Hoy')).toBeVisible();
    await expect(
      news.getByRole('link', { name: 'La demanda de especialistas en nube crece en el Bajío' }),
    ).toHaveAttribute('target', '_blank');
  });

  test('an article: breadcrumb, content, sharing links and its tags in the first HTML', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Cómo empezar en ciencia de datos con Python' }).click();
    await expect(page).toHaveURL('/articulo/como-empezar-en-ciencia-de-datos-con-python');
    await expect(
      page.getByRole('heading', { name: 'Cómo empezar en ciencia de datos con Python', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por qué Python' })).toBeVisible();
    for (const name of [
      'Compartir en Pinterest',
      'Compartir en Facebook',
      'Compartir en LinkedIn',
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute(
        'href',
        /articulo%2Fcomo-empezar-en-ciencia-de-datos-con-python/,
      );
    }
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL('/blog');

    const html = await (
      await request.get('/articulo/como-empezar-en-ciencia-de-datos-con-python')
    ).text();
    expect(html).toContain(
      '<title>Cómo empezar en ciencia de datos con Python | Conecta Academia</title>',
    );
    expect(html).toMatch(/<meta property="og:title" content="Cómo empezar en ciencia de datos/);
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/articulo\/como-empezar-en-ciencia-de-datos-con-python"/,
    );
    expect(html).toContain('Una ruta de tres meses');
  });

  test('an inactive or unknown article is a 404', async ({ request }) => {
    const draft = await request.get(
      '/articulo/borrador-tendencias-de-inteligencia-artificial-para-el-proximo-ano',
    );
    expect(draft.status()).toBe(404);
    expect((await request.get('/articulo/no-existe')).status()).toBe(404);
  });

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/articulo/como-empezar-en-ciencia-de-datos-con-python</loc>');
    expect(sitemap).not.toContain('borrador');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /plataforma');
  });
});

test.describe('static pages', () => {
  test('about: the goal and the philosophy; empresas: its section titles', async ({ page }) => {
    await page.goto('/sobre-conecta-academia');
    await expect(
      page.getByText('Mejorar la vida de los profesionales de TI conectándolos con oportunidades.'),
    ).toBeVisible();
    for (const item of [
      'Enfoque en el alumno',
      'El poder de conectar',
      'Centrados en la tecnología',
      'Siempre evolucionando',
      'Siempre buscar el sí',
      'Viviendo en la tecnología',
    ]) {
      await expect(page.getByRole('heading', { name: item })).toBeVisible();
    }
    await page.goto('/empresas');
    await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reclutamiento de talento TI' })).toBeVisible();
  });

  test('admin/superuser says an administrator already exists', async ({ page }) => {
    await page.goto('/admin/superuser');
    await expect(page.getByText(/ya tiene un administrador/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrarme' })).toBeHidden();
  });
});

test.describe('jobs', () => {
  test('a visitor applies to a vacancy with a PDF and staff see the application and its CV', async ({
    page,
    request,
  }) => {
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Ingeniero DevOps (AWS)' }).click();
    await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
    const uniqueId = page.url().split('/').pop() ?? '';
    await expect(
      page.getByRole('heading', { name: 'Ingeniero DevOps (AWS)', level: 1 }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Vacantes' })
        .getByRole('link', { name: /Ingeniero DevOps/ }),
    ).toHaveAttribute('aria-current', 'page');

    const nombre = `Postulante E2E ${Date.now()}`;
    await page.getByLabel('Nombre completo').fill(nombre);
    await page.getByLabel('Correo electrónico').fill('postulante.e2e@correo.test');
    await page.getByLabel('Celular').fill('5512345678');
    await page.getByLabel('Mensaje').fill('Tengo experiencia con Terraform.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page.getByRole('status')).toHaveText(POSTULACION_EXITOSA);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('');
    // The page reloads after 3 s and the message goes with it.
    await expect(page.getByRole('status')).toBeHidden({ timeout: 8000 });

    await logIn(page, DEMO_USERS.admin);
    await page.goto(`/admin/job/applicants/${uniqueId}`);
    await expect(page.getByRole('cell', { name: nombre, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ver CV de ${nombre}` })).toBeVisible();

    const token = String(await page.evaluate(() => localStorage.getItem('token')));
    const list = await request.post('/api/getAplicantes/', {
      data: { unique_id: uniqueId },
      headers: { authorization: token },
    });
    const applicant = (await list.json()).results.find(
      (a: { nombre: string }) => a.nombre === nombre,
    );
    const cv = await request.get(`/api/descargarCvAplicante/${applicant.id}/`, {
      headers: { authorization: token },
    });
    expect(cv.status()).toBe(200);
    expect((await cv.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await request.get(`/api/descargarCvAplicante/${applicant.id}/`)).status()).toBe(401);
  });
});

test.describe('course registration', () => {
  test('a visitor registers, sets the password from the mail and logs in', async ({ page }) => {
    const email = `registro.${Date.now()}@correo.test`;
    await page.goto('/registro/cisco-ccna-200-301');
    await expect(page.getByRole('heading', { name: 'Cisco CCNA 200-301', level: 1 })).toBeVisible();
    await expect(page.getByText('60 horas')).toBeVisible();

    const form = page.getByRole('form', { name: 'Regístrate al curso' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Mariana');
    await form.getByRole('textbox', { name: /^Apellidos/ }).fill('López Ruiz');
    await form.getByRole('textbox', { name: /^Celular/ }).fill('5599887766');
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
    await form.getByLabel('Empleo Actual').fill('Soporte técnico');
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(form.getByRole('status')).toContainText(REGISTRO_EXITOSO);
    await expect(form.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('');

    const link = await linkFromMail(
      email,
      /https?:\/\/[^\s"<>]+\/restablecer-contrasena\/[A-Za-z0-9_-]+/,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
    const password = `${DEMO_PASSWORD}-nueva`;
    await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill(password);
    await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(password);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL('/plataforma/cursos');
    // A paid course: the enrolment waits for the academy (decision 017).
    const card = page.getByRole('article', { name: 'Cisco CCNA 200-301' });
    await expect(card.getByText('Pendiente de confirmación')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continuar' })).toHaveCount(0);
  });

  test('a visitor tries the platform with a demo account and lands in the student area', async ({
    page,
  }) => {
    // Only courses an administrator marked 'Prueba gratuita' offer it (decision 017).
    await page.goto('/registro/fundamentos-de-ciberseguridad');
    await expect(page.getByRole('heading', { name: 'Regístrate al curso' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Prueba la plataforma' })).toHaveCount(0);
    await page.goto('/registro/cisco-ccna-200-301');
    const form = page.getByRole('form', { name: 'Prueba la plataforma' });
    await form.getByRole('textbox', { name: /^Tu nombre/ }).fill('Visitante');
    await form
      .getByRole('textbox', { name: /^Tu correo electrónico/ })
      .fill(`demo.${Date.now()}@correo.test`);
    await form.getByRole('button', { name: 'Probar la plataforma' }).click();
    await expect(page).toHaveURL('/plataforma/cursos');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^token \S+$/);
    const card = page.getByRole('article', { name: 'Cisco CCNA 200-301' });
    await expect(card.getByText('Prueba gratuita')).toBeVisible();
  });
});
