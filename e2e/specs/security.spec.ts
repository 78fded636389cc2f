import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

/**
 * Stored XSS in the browser: payloads written through the API into every rich text and into
 * names, then the pages that show them rendered in Chromium. Each payload would set
 * `window.__xss` or open a dialog if it ever ran; the page must also hold none of the injected
 * elements and report no blocked inline script (that would mean only the CSP saved it).
 */
const RICH_TEXT = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1" id="xss-js">enlace</a>',
  '<a href="java&#x09;script:window.__xss=1">tabulador</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)">estilo</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>enviar</button></form>',
  '<p onmouseover="alert(1)">Texto visible del contenido</p>',
].join('\n');

const tag = randomBytes(3).toString('hex');
/** A name that is markup; the tag keeps it unique (names of categories are). */
const name = (what: string) => `<img src=x onerror=alert(1)>${what} ${tag}`;

/**
 * What gives away a payload that reached the page as something that can run. (A plain
 * `<img src="x">` left by the sanitiser, its handler gone, only loads a missing image.)
 */
const INJECTED = [
  '[onerror]',
  '[onload]',
  '[onclick]',
  '[onmouseover]',
  '[ontoggle]',
  '[style*="javascript"]',
  'a[href^="javascript"]',
  'a[href^="data:text/html"]',
  'iframe[srcdoc]',
  'iframe[src^="javascript"]',
  'object',
  'embed',
  'math',
  'details',
  'form[action^="javascript"]',
  'main svg[onload]',
].join(', ');

async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return dialogs;
}

async function expectNothingRan(
  page: Page,
  url: string,
  visible: string | RegExp,
  open?: (page: Page) => Promise<void>,
) {
  await page.goto(url);
  await open?.(page);
  await expect(page.getByText(visible).first()).toBeVisible();
  // Late handlers get their chance without a fixed sleep: a failed image's onerror is queued
  // once the image is complete (broken), ontoggle once the element opened, and an idle period
  // comes only after the tasks queued before it. (An image below the fold loading lazily is not
  // fetched at all, so it cannot fail yet.) Headless Chromium on a loaded machine was seen to give
  // a page no idle period for minutes: the timeout still runs the callback after those tasks.
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  const state = await page.evaluate((selector) => {
    const w = window as unknown as { __xss?: unknown; __cspViolations: string[] };
    return {
      xss: w.__xss ?? null,
      injected: Array.from(document.querySelectorAll(selector)).map((e) =>
        e.outerHTML.slice(0, 120),
      ),
      scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
      blocked: w.__cspViolations.filter((v) => v.startsWith('script-src')),
    };
  }, INJECTED);
  expect(state, url).toEqual({ xss: null, injected: [], scripts: 0, blocked: [] });
}

async function api(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/${call}/`, {
    data,
    headers: { authorization: `token ${token}` },
  });
  expect(res.ok(), `${call}: ${await res.text()}`).toBe(true);
  return (await res.json()).content;
}

async function form(
  request: APIRequestContext,
  token: string,
  call: string,
  multipart: Record<string, string>,
) {
  const res = await request.post(`/api/${call}/`, {
    multipart,
    headers: { authorization: `token ${token}` },
  });
  expect(res.ok(), `${call}: ${await res.text()}`).toBe(true);
  return (await res.json()).content;
}

test.describe('stored XSS never runs in a page', () => {
  test('rich text and names with payloads: public pages, the lesson, the certificate, admin lists', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const login = await request.post('/api/auth/', {
      data: { username: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
    });
    const admin = (await login.json()).token as string;

    const categoria = await api(request, admin, 'agregarCategoriaCurso', {
      nombre: name('categoría'),
    });
    const curso = await form(request, admin, 'agregarCurso', {
      nombre: name('Curso'),
      descripcion: name('descripción'),
      horas_curso: '20',
      categoria: String(categoria.id),
      precio: '100',
      dias_plataforma: '30',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-12-31',
      // The student below starts with the free trial (decision 017).
      prueba_gratuita: '1',
    });
    // A new course is a draft (decision 023): published so the visitor's trial below may open.
    await api(request, admin, 'publicarCurso', { curso: curso.id });
    const tema = await api(request, admin, 'agregarTemaCurso', {
      tema: name('Tema'),
      curso: curso.id,
    });
    const subtema = await api(request, admin, 'agregarSubtemaTema', {
      tema: tema.id,
      nombre: name('Lección'),
    });
    await form(request, admin, 'agregarContenidoSubtema', {
      subtema: String(subtema.id),
      nombre: name('Lección'),
      nota: RICH_TEXT,
    });
    const evaluacion = await api(request, admin, 'agregarEvaluacionCurso', {
      curso: curso.id,
      nombre: name('Evaluación'),
      instrucciones: RICH_TEXT,
      no_intentos: 3,
      calificacion_aprobatoria: 60,
    });
    const foro = await api(request, admin, 'agregarPreguntaForo', {
      pregunta: name('Pregunta del foro'),
      curso: curso.id,
      respuestas_por_alumno: null,
    });
    const blogCategoria = await api(request, admin, 'agregarCategoriaBlog', {
      nombre: name('blog'),
    });
    const articulo = await form(request, admin, 'agregarArticulo', {
      nombre: name('Artículo'),
      descripcion: name('resumen'),
      categoria: String(blogCategoria.id),
      contenido: RICH_TEXT,
    });
    const job = await api(request, admin, 'agregarJob', {
      nombre: name('Vacante'),
      descripcion: RICH_TEXT,
      descripcion_corta: name('corta'),
      modalidad: 2,
    });

    // A student whose own name is markup, enrolled in the course, answers in the forum.
    const demo = await request.post('/api/createDemoUser/', {
      data: {
        first_name: name('Alumna'),
        last_name: '<svg onload=alert(1)>',
        email: `xss-${tag}@prueba.test`,
        curso: curso.slug,
      },
      headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
    });
    expect(demo.ok(), await demo.text()).toBe(true);
    const trial = (await demo.json()).content as { token: string; alumno_curso: string };
    const res = await request.get('/api/getCursosAlumno/', {
      headers: { authorization: `token ${trial.token}` },
    });
    const [enrolment] = (await res.json()).content as { alumno_curso: number }[];
    expect(enrolment).toBeDefined();
    // A trial opens lessons only: the administrator confirms the enrolment, which makes the
    // account lasting and mails its owner the link to choose a password (decision 017).
    await api(request, admin, 'confirmarInscripcion', { alumno_curso: enrolment?.alumno_curso });
    const link = await linkFromMail(
      `xss-${tag}@prueba.test`,
      /\/restablecer-contrasena\/([A-Za-z0-9_-]+)/,
    );
    const studentPassword = `Girasol-Naranja-${Date.now()}`;
    const reset = await request.post('/api/restablecerPassword/', {
      data: { token: link.split('/').pop(), password: studentPassword },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
    const studentLogin = await request.post('/api/auth/', {
      data: { username: `xss-${tag}@prueba.test`, password: studentPassword },
    });
    const student = { token: (await studentLogin.json()).token as string };
    await api(request, student.token, 'agregarRespuestaForoUsuario', {
      foro_discusion: foro.id,
      respuesta: name('Respuesta'),
      alumno_curso: enrolment?.alumno_curso,
    });
    // The student has not completed the course: issued with a reason (decision 018).
    const certificado = await api(request, admin, 'generarCertificadoAlumno', {
      alumno: enrolment?.alumno_curso,
      motivo: 'Prueba de seguridad',
    });

    // Public pages, as a visitor.
    const visitor = await browser.newPage();
    const visitorDialogs = await watch(visitor);
    await expectNothingRan(visitor, `/articulo/${articulo.slug}`, 'Texto visible del contenido');
    await expectNothingRan(visitor, '/blog', name('Artículo'));
    await expectNothingRan(visitor, `/job/${job.unique_id}`, 'Texto visible del contenido');
    await expectNothingRan(visitor, '/jobs', name('Vacante'));
    await expectNothingRan(
      visitor,
      `/public/certificado-digital/${certificado.unique_id}/${curso.slug}`,
      'Certificado válido',
    );
    expect(visitorDialogs).toEqual([]);

    // The lesson, the forum and the evaluation, as the student.
    const learner = await browser.newPage();
    const learnerDialogs = await watch(learner);
    await learner.goto('/');
    await learner.evaluate(
      (token) => localStorage.setItem('token', `token ${token}`),
      student.token,
    );
    const course = `/plataforma/curso/${curso.slug}/${curso.id}/temas/${trial.alumno_curso}`;
    await expectNothingRan(
      learner,
      `${course}?subtema=${subtema.id}`,
      'Texto visible del contenido',
      (lesson) => lesson.getByRole('tab', { name: 'Texto' }).click(),
    );
    await expectNothingRan(learner, `${course}?foro=${foro.id}`, name('Respuesta'));
    await expectNothingRan(
      learner,
      `${course}?evaluacion=${evaluacion.id}`,
      'Texto visible del contenido',
    );
    await expectNothingRan(learner, '/plataforma/cursos', name('Curso'));
    expect(learnerDialogs).toEqual([]);

    // The administrator's lists, where every name shows.
    const adminDialogs = await watch(page);
    await logIn(page, DEMO_USERS.admin);
    for (const [url, text] of [
      ['/admin/plataforma/cursos', name('Curso')],
      ['/admin/plataforma/categorias-curso', name('categoría')],
      [`/admin/plataforma/temas-subtemas/${curso.id}`, name('Tema')],
      [`/admin/plataforma/foro-discusion/${curso.id}`, name('Pregunta del foro')],
      [`/admin/plataforma/evaluacion/${curso.id}`, name('Evaluación')],
      [`/admin/plataforma/certificados/${curso.id}`, name('Alumna')],
      ['/admin/listado-articulos', name('Artículo')],
      ['/admin/categorias-blog', name('blog')],
      ['/admin/listado-jobs', name('Vacante')],
      [`/admin/job/applicants/${job.unique_id}`, 'Texto visible del contenido'],
    ] as const) {
      await expectNothingRan(page, url, text);
    }
    expect(adminDialogs).toEqual([]);
  });
});
