import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';

/**
 * A student's journey through one course (issue 22): Mis Cursos, the lessons to 100 %, the
 * evaluation passed, the completion message, 'Continuar' back to the last lesson, and the
 * sidebar by keyboard alone. Each test enrols a student of its own in the demo's CCNA course
 * (three topics, seven lessons, the first three with the 12-second demo video, one forum, one
 * evaluation), so it shares nothing with the other specs' demo students.
 */
const CURSO = 'Cisco CCNA 200-301';
const CURSO_SLUG = 'cisco-ccna-200-301';
const LECCIONES = [
  ['Fundamentos de redes', 'Modelos OSI y TCP/IP'],
  ['Fundamentos de redes', 'Direccionamiento IPv4 y subneteo'],
  ['Fundamentos de redes', 'Cableado y dispositivos'],
  ['Conmutación', 'VLANs y enlaces troncales'],
  ['Conmutación', 'Spanning Tree'],
  ['Enrutamiento', 'Rutas estáticas'],
  ['Enrutamiento', 'OSPF de área única'],
] as const;
const FORO =
  'Comparte un problema de red que hayas resuelto en tu trabajo. ¿En qué capa del modelo OSI estaba?';
const EVALUACION = 'Examen parcial: Fundamentos de redes';
const CORRECTAS: Record<string, string[]> = {
  '¿En qué capa del modelo OSI trabaja un router?': ['Capa 3, red'],
  '¿Cuáles de estos protocolos son de la capa de transporte?': ['TCP', 'UDP'],
  '¿Cuántos hosts utilizables tiene una red /27?': ['30'],
};

type Json = Record<string, unknown>;

async function call<T = Json>(
  request: APIRequestContext,
  name: string,
  init: {
    data?: Json;
    token?: string;
    get?: string;
    multipart?: Record<string, string>;
    /** The visitor's own address (the server trusts loopback's X-Forwarded-For). */
    from?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = init.token ? { authorization: init.token } : {};
  if (init.from) headers['x-forwarded-for'] = init.from;
  const response =
    init.get !== undefined
      ? await request.get(`/api/${name}/${init.get}`, { headers })
      : await request.post(`/api/${name}/`, {
          headers,
          ...(init.multipart ? { multipart: init.multipart } : { data: init.data ?? {} }),
        });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const { token } = await call<{ token: string }>(request, 'auth', {
    data: { username: email, password },
  });
  return `token ${token}`;
}

/**
 * A new student enrolled by the administrator in the CCNA course, with a password the
 * administrator set: the API does what the admin screens do, so the test starts at Mis Cursos.
 */
async function newStudent(request: APIRequestContext, tag: string) {
  const email = `recorrido.${tag}.${Date.now()}@correo.test`;
  // Nothing of the name or the e-mail in it: the password policy refuses that.
  const password = `Kx7-pQ2z-${Math.random().toString(36).slice(2, 10)}`;
  const persona = { first_name: 'Renata', last_name: `Recorrido ${tag}`, celular: '5511223344' };
  // Each registration from an address of its own: the public call allows 5 an hour per address,
  // and the suite's journeys (and their retries) register more than that.
  await call(request, 'createAlumno', {
    data: { ...persona, email, username: email },
    from: `203.0.113.${1 + Math.floor(Math.random() * 254)}`,
  });
  const admin = await tokenOf(request, DEMO_USERS.admin.email, DEMO_PASSWORD);
  const { results } = await call<{ results: { id: number; email: string }[] }>(
    request,
    'alumno/paginado',
    { token: admin, get: `?search=${encodeURIComponent(email)}&page=1` },
  );
  const alumno = results.find((r) => r.email === email)?.id;
  expect(alumno, 'the new student in the list').toBeDefined();
  const { content } = await call<{ content: { id: number }[] }>(request, 'getDatosCurso', {
    data: { slug: CURSO_SLUG },
  });
  await call(request, 'agregarCursosAlumno', {
    token: admin,
    data: { alumno: Number(alumno), cursos: [Number(content[0]?.id)] },
  });
  await call(request, 'actualizarAlumno', {
    token: admin,
    multipart: { alumno: String(alumno), ...persona, email, username: email, password },
  });
  return { email, password, curso: Number(content[0]?.id) };
}

async function logInAs(page: Page, email: string, password: string) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Hashing the password takes seconds on a busy 2-core machine (argon2id by design).
  await expect(page).toHaveURL('/plataforma/cursos', { timeout: 30_000 });
}

/** Passes the evaluation through the API with the right answers (its screens: J1's spec). */
async function passEvaluation(page: Page, request: APIRequestContext, curso: number) {
  const token = String(await page.evaluate(() => localStorage.getItem('token')));
  const cursos = await call<{ content: { id_curso: number; alumno_curso: number }[] }>(
    request,
    'getCursosAlumno',
    { token, get: '' },
  );
  const alumno_curso = Number(cursos.content.find((c) => c.id_curso === curso)?.alumno_curso);
  const evaluaciones = await call<{ content: { id: number; nombre: string }[] }>(
    request,
    'getEvaluacionesCursoAlumno',
    { token, data: { curso, alumno_curso } },
  );
  const evaluacion = Number(evaluaciones.content.find((e) => e.nombre === EVALUACION)?.id);
  const preguntas = await call<{
    content: {
      id: number;
      pregunta: string;
      tipo: number;
      respuestas: { id: number; respuesta: string }[];
    }[];
  }>(request, 'getPreguntasEvaluacionCursoAlumno', {
    token,
    data: { evaluacion, alumno_curso, iniciar: 1 },
  });
  const respuestas = preguntas.content.map((p) => {
    const ids = p.respuestas
      .filter((r) => CORRECTAS[p.pregunta]?.includes(r.respuesta))
      .map((r) => r.id);
    // One option id for a single-choice question (tipo 1), the list for a multiple-choice one.
    return { pregunta: p.id, respuesta: p.tipo === 1 ? Number(ids[0]) : ids };
  });
  await call(request, 'enviarRespueastasEvaluacionAlumno', {
    token,
    data: { evaluacion, alumno_curso, respuestas },
  });
}

/** The course view's sidebar: on a phone it lives in a drawer opened by 'Temas del curso'. */
async function sidebar(page: Page, phone: boolean): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Contenido del curso' });
  if (phone && !(await nav.isVisible())) {
    await page.getByRole('button', { name: 'Temas del curso' }).click();
  }
  await expect(nav).toBeVisible();
  // The drawer slides in and folders unfold: checking before they settle races them.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  return nav;
}

const lessonHeading = (page: Page, nombre: string) =>
  page.getByRole('heading', { level: 2, name: nombre, exact: true });

/** The card of the course on Mis Cursos. */
const card = (page: Page) => page.getByRole('article', { name: CURSO });

async function journey(page: Page, request: APIRequestContext, phone: boolean) {
  test.setTimeout(150_000);
  const student = await newStudent(request, phone ? 'telefono' : 'escritorio');
  await logInAs(page, student.email, student.password);

  // Mis Cursos: the access end always in sight; nothing opened yet, so 'Continuar' starts.
  await expect(card(page).getByText(/^Acceso hasta \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
  await expect(card(page).getByText('0 %')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mis Cursos');
  await card(page).getByRole('link', { name: 'Continuar' }).click();

  // The first lesson has a video: the Video tab opens first. Played to its end, the lesson
  // offers to be marked finished.
  const [, primera] = LECCIONES[0];
  await expect(lessonHeading(page, primera)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'la vista del curso');
  const video = page.getByLabel(`Video: ${primera}`);
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r));
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 0.5);
    await v.play();
  });
  const offer = page.getByRole('status').filter({ hasText: 'Terminaste el video' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Sí, marcarla como terminada' }).click();
  // A short confirmation, kept while the next lesson opens.
  await expect(
    page.getByRole('status').filter({ hasText: `Lección terminada: «${primera}»` }),
  ).toBeVisible();
  await expect(lessonHeading(page, LECCIONES[1][1])).toBeVisible();
  await expect(page.getByText('14 %')).toBeVisible();

  // The rest, by 'Marcar como Terminado', which moves on by itself (across topics too).
  for (const [i, [, nombre]] of LECCIONES.entries()) {
    if (i === 0) continue;
    await expect(lessonHeading(page, nombre)).toBeVisible();
    // Lessons without a video open on their text.
    const first = i < 3 ? 'Video' : 'Texto';
    await expect(page.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Marcar como Terminado' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Lección terminada: «${nombre}»` }),
    ).toBeVisible();
  }
  await expect(page.getByText('100 %')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como Terminado' })).toBeHidden();
  // Lessons finished, the evaluation not passed yet: not complete.
  await expect(page.getByRole('heading', { name: '¡Completaste el curso!' })).toBeHidden();

  // 'Anterior' from a topic's first lesson goes back to the previous topic's last one.
  const nav = await sidebar(page, phone);
  const [tema3, sextaLeccion] = LECCIONES[5];
  if (!(await nav.getByRole('button', { name: `${sextaLeccion} (terminado)` }).isVisible())) {
    await nav.getByRole('button', { name: tema3, exact: true }).click();
  }
  await nav.getByRole('button', { name: `${sextaLeccion} (terminado)` }).click();
  await expect(lessonHeading(page, sextaLeccion)).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(lessonHeading(page, LECCIONES[4][1])).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(lessonHeading(page, LECCIONES[3][1])).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(lessonHeading(page, LECCIONES[2][1])).toBeVisible();

  // The evaluation passed, the course is complete: the view says so and what comes next.
  await passEvaluation(page, request, student.curso);
  await page.reload();
  const done = page.getByRole('region', { name: '¡Completaste el curso!' });
  // A reload waits for the outline, the evaluations and the certificates: slow on a busy machine.
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText(
    `Terminaste todas las lecciones y aprobaste todas las evaluaciones de ${CURSO}.`,
  );
  await expect(done.getByRole('link', { name: 'catálogo de cursos' })).toHaveAttribute(
    'href',
    '/cursos',
  );
  // The certificate when the academy has issued it, else where it will appear.
  await expect(
    done.getByRole('link', { name: /^(Ver mi certificado|Mis Certificados)$/ }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'la vista del curso terminado');

  // The lesson reopened last is where 'Continuar' leads.
  await page.goto('/plataforma/cursos');
  await expect(card(page).getByText('100 %')).toBeVisible();
  await card(page).getByRole('link', { name: 'Continuar' }).click();
  await expect(lessonHeading(page, LECCIONES[2][1])).toBeVisible();
}

/** Presses Tab until the focused element is the one wanted (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** The sidebar, reached by keyboard: on a phone, its drawer opened with Enter. */
async function sidebarByKeyboard(page: Page, phone: boolean): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Contenido del curso' });
  if (phone && !(await nav.isVisible())) {
    await tabTo(page, page.getByRole('button', { name: 'Temas del curso' }));
    await page.keyboard.press('Enter');
  }
  return sidebar(page, false);
}

async function keyboardRun(page: Page, request: APIRequestContext, phone: boolean) {
  test.setTimeout(90_000);
  const student = await newStudent(request, phone ? 'teclado-telefono' : 'teclado');
  await logInAs(page, student.email, student.password);
  await tabTo(page, card(page).getByRole('link', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(lessonHeading(page, LECCIONES[0][1])).toBeVisible();

  const nav = await sidebarByKeyboard(page, phone);
  // A topic's folder: a button that says whether it is open, and Enter closes and opens it.
  const tema = nav.getByRole('button', { name: LECCIONES[0][0], exact: true });
  await expect(tema).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, tema);
  await page.keyboard.press('Enter');
  await expect(tema).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('button', { name: LECCIONES[0][1] })).toBeHidden();

  const foros = nav.getByRole('button', { name: 'Foros de Discusión' });
  await expect(foros).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, foros);
  await page.keyboard.press('Enter');
  await expect(foros).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('button', { name: FORO }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Responder', exact: true })).toBeVisible();

  const nav2 = await sidebarByKeyboard(page, phone);
  const evaluaciones = nav2.getByRole('button', { name: 'Evaluaciones' });
  await tabTo(page, evaluaciones);
  await page.keyboard.press('Space');
  await expect(evaluaciones).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav2.getByRole('button', { name: EVALUACION }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Comenzar Evaluación' })).toBeVisible();
}

test.describe('the course journey on a desktop window', () => {
  test('a student works through the lessons to 100 %, passes and sees the course complete', async ({
    page,
    request,
  }) => {
    await journey(page, request, false);
  });

  test('a keyboard-only student opens a forum and an evaluation from the sidebar', async ({
    page,
    request,
  }) => {
    await keyboardRun(page, request, false);
  });
});

test.describe('the course journey on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student works through the lessons to 100 %, passes and sees the course complete', async ({
    page,
    request,
  }) => {
    await journey(page, request, true);
  });

  test('a keyboard-only student opens a forum and an evaluation from the sidebar', async ({
    page,
    request,
  }) => {
    await keyboardRun(page, request, true);
  });
});
