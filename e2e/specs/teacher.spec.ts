import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../support/demo-users';
import { linkFromMail } from '../support/mailbox';

/** An administrator's token, straight from the sign-in call: the setup is not under test. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/', {
    data: { username: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return `token ${(await res.json()).token}`;
}

/** The demo course of that slug, found through the administrator's API. */
async function courseId(request: APIRequestContext, authorization: string, slug: string) {
  for (let curso = 1; curso <= 50; curso++) {
    const answer = await request.post('/api/getEvaluacionesCurso/', {
      headers: { authorization },
      data: { curso },
    });
    if (answer.ok() && (await answer.json()).dataCurso.slug === slug) return curso;
  }
  throw new Error(`No demo course with slug ${slug}`);
}

/** Another teacher's group in the CCNA course: the demo teacher must not see it. */
async function groupOfAnotherTeacher(request: APIRequestContext): Promise<string> {
  const authorization = await adminToken(request);
  const email = `otra.profesora.${Date.now()}@academia.test`;
  const teacher = await request.post('/api/agregarProfesor/', {
    headers: { authorization },
    data: {
      first_name: 'Otra',
      last_name: 'Profesora',
      email,
      username: email,
      password: 'Tilde-Marzo-2026!q',
    },
  });
  expect(teacher.ok(), await teacher.text()).toBe(true);
  const nombre = `Grupo de otra profesora ${Date.now()}`;
  const group = await request.post('/api/agregarGrupoCurso/', {
    headers: { authorization },
    data: {
      curso: await courseId(request, authorization, 'cisco-ccna-200-301'),
      nombre,
      profesor: (await teacher.json()).content.id,
    },
  });
  expect(group.ok(), await group.text()).toBe(true);
  return nombre;
}

/** The sign-in form, waiting for the home as long as argon2id takes on a busy machine. */
async function logIn(page: Page, user: DemoUser) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(user.home, { timeout: 60_000 });
}

// Sign-ins hash passwords (argon2id), the rich-text editor loads, and the machine is shared.
test.describe.configure({ timeout: 240_000 });

test('a teacher sees only their groups, answers the forum with the badge and posts an announcement the student reads', async ({
  page,
  browser,
  request,
}) => {
  const hidden = await groupOfAnotherTeacher(request);

  await logIn(page, DEMO_USERS.teacher);
  await page
    .getByRole('navigation', { name: 'Navegación de administración' })
    .getByRole('link', { name: 'Mis grupos' })
    .click();
  await expect(page).toHaveURL('/profesor/grupos');
  const groups = page.getByRole('table', { name: 'Mis grupos' });
  await expect(groups.getByRole('link', { name: 'Ciencia de datos — Sabatino' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(groups.getByRole('link', { name: 'CCNA — Entre semana' })).toBeVisible();
  await expect(groups.getByText(hidden)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Mis grupos');

  await groups.getByRole('link', { name: 'Ciencia de datos — Sabatino' }).click();
  await expect(page).toHaveURL(/\/profesor\/grupo\/\d+$/);
  const students = page.getByRole('table', { name: 'Alumnos del grupo' });
  await expect(students.getByRole('row', { name: /Luis/ })).toBeVisible({ timeout: 30_000 });
  await expect(students.getByRole('row', { name: /Ana/ })).toBeVisible();

  // Their student's evaluations, read only.
  await students
    .getByRole('row', { name: /Luis/ })
    .getByRole('button', { name: 'Ver evaluaciones' })
    .click();
  const evaluations = page.getByRole('dialog', { name: /Evaluaciones de Luis/ });
  await expect(evaluations.getByRole('table', { name: 'Evaluaciones del alumno' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(evaluations).toBeHidden();

  const titulo = `Repaso del examen ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await page
    .getByRole('textbox', { name: 'Contenido' })
    .fill('Traigan sus dudas del capítulo de pandas.');
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  // Other specs may have added students to this demo group: the count is whatever it holds now.
  await expect(page.getByText(/^Aviso publicado y enviado a \d+ alumnos?\.$/)).toBeVisible();
  await expect(page.getByRole('article', { name: `Aviso: ${titulo}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the teacher's group");

  await page.getByRole('link', { name: 'Ir al foro del curso' }).click();
  await expect(page).toHaveURL(/\/profesor\/foro\/\d+$/);
  await expect(page.getByRole('button', { name: 'Agregar pregunta' })).toHaveCount(0);
  const question = page.getByRole('row', { name: /¿Qué conjunto de datos elegiste/ });
  await question.getByRole('button', { name: 'Respuestas' }).click();
  const answers = page.getByRole('dialog', { name: 'Respuestas' });
  const respuesta = `Usen datos abiertos del INEGI (${Date.now()}).`;
  await answers.getByLabel('Tu respuesta a la pregunta').fill(respuesta);
  await answers.getByRole('button', { name: 'Publicar respuesta' }).click();
  const mine = answers.getByRole('article', { name: 'Respuesta de Jorge Hernández' }).filter({
    hasText: respuesta,
  });
  await expect(mine.getByText('Profesor', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the teacher's forum");

  // The student, at phone size: the mail's link opens the course's 'Avisos'.
  const link = await linkFromMail(DEMO_USERS.luis.email, /https?:\/\/[^\s"<>]+\?avisos=1/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const student = await phone.newPage();
  await logIn(student, DEMO_USERS.luis);
  await student.goto(new URL(link).pathname + new URL(link).search);
  const aviso = student.getByRole('article', { name: `Aviso: ${titulo}` });
  await expect(aviso).toBeVisible({ timeout: 30_000 });
  await expect(aviso.getByText('Nuevo')).toBeVisible();
  await expect(aviso.getByText('Traigan sus dudas del capítulo de pandas.')).toBeVisible();
  await expectNoSeriousA11yViolations(student, "the student's announcements");

  // Seen now: the sidebar (in the phone's drawer) has no unread mark left.
  await student.getByRole('button', { name: 'Temas del curso' }).click();
  const drawer = student.getByRole('dialog', { name: 'Temas del curso' });
  await expect(drawer.getByRole('button', { name: 'Avisos', exact: true })).toBeVisible();

  // The teacher's answer carries the badge in the student's forum too.
  await drawer.getByRole('button', { name: 'Foros de Discusión' }).click();
  await drawer.getByRole('button', { name: /¿Qué conjunto de datos elegiste/ }).click();
  const answer = student.getByRole('article', { name: 'Respuesta de Jorge Hernández' }).filter({
    hasText: respuesta,
  });
  await expect(answer.getByText('Profesor', { exact: true })).toBeVisible({ timeout: 30_000 });
  await phone.close();
});
