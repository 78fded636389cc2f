import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

/**
 * Issue 26 as one story: a course teaches a skill the market asks for (its public page shows
 * the demand); a new student finishes it and is issued the certificate at once; 'Oportunidades'
 * ranks first the vacancy that requires that skill, naming it as one the student has; the
 * student applies with one click; the administrator finds the application with the verified
 * certificate. The academy's setup is made through the API; every step of the student's and
 * the administrator's is clicked.
 */

const tag = randomBytes(3).toString('hex');

async function call(
  request: APIRequestContext,
  authorization: string,
  name: string,
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/${name}/`, { headers: { authorization }, data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).content;
}

async function multipart(
  request: APIRequestContext,
  authorization: string,
  name: string,
  fields: Record<string, string>,
) {
  const res = await request.post(`/api/${name}/`, {
    headers: { authorization },
    multipart: fields,
  });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).content;
}

test('from a finished course to an application the academy sees verified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/auth/', {
    data: { username: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const admin = `token ${(await login.json()).token}`;

  // A skill the demo's analysed vacancies ask for.
  const skills = await request.get('/api/getCompetencias/', {
    headers: { authorization: admin },
    params: { search: 'Python', page: 1 },
  });
  expect(skills.ok(), await skills.text()).toBe(true);
  const skill = ((await skills.json()).results as { id: number; nombre: string }[]).find(
    (s) => s.nombre === 'Python',
  );
  if (!skill) throw new Error('The demo has no Python skill');

  const categoria = await call(request, admin, 'agregarCategoriaCurso', {
    nombre: `Carrera ${tag}`,
  });
  const nombreCurso = `Datos para el empleo ${tag}`;
  const curso = await multipart(request, admin, 'agregarCurso', {
    nombre: nombreCurso,
    descripcion: 'Un curso corto que enseña lo que piden las vacantes.',
    horas_curso: '4',
    categoria: String(categoria.id),
    precio: '0',
    dias_plataforma: '60',
    fecha_inicio: '2026-01-01',
    fecha_fin: '2027-12-31',
    certificado_automatico: '1',
    competencias: String(skill.id),
  });
  await call(request, admin, 'publicarCurso', { curso: curso.id });
  const tema = await call(request, admin, 'agregarTemaCurso', {
    tema: 'Único tema',
    curso: curso.id,
  });
  const leccion = `Leer una vacante ${tag}`;
  const subtema = await call(request, admin, 'agregarSubtemaTema', {
    tema: tema.id,
    nombre: leccion,
  });
  await multipart(request, admin, 'agregarContenidoSubtema', {
    subtema: String(subtema.id),
    nombre: leccion,
    nota: '<p>Qué piden las vacantes de datos y cómo leerlas.</p>',
  });
  const vacante = `Analista junior ${tag}`;
  const job = await call(request, admin, 'agregarJob', {
    nombre: vacante,
    descripcion: '<p>Buscamos a alguien que sepa analizar datos.</p>',
    descripcion_corta: 'Equipo de datos, trabajo remoto.',
    modalidad: 2,
    competencias: [skill.id],
  });

  // A visitor sees on the course page how many vacancies ask for what it teaches.
  const visitor = await browser.newPage();
  await visitor.goto(`/curso/${curso.slug}`);
  const demand = visitor.locator('section', {
    has: visitor.getByRole('heading', { name: 'Demanda en el mercado' }),
  });
  await expect(demand).toContainText(/\d+ vacantes analizadas piden las competencias/);
  await visitor.close();

  // A new student, enrolled by the administrator, chooses a password from the welcome mail.
  const email = `carrera-${tag}@prueba.test`;
  await call(request, admin, 'inscribirAlumnoCurso', {
    curso: curso.id,
    nuevo_alumno: {
      first_name: 'Renata',
      last_name: `Ibarra ${tag}`,
      celular: '5512340000',
      email,
    },
  });
  const link = await linkFromMail(email, /\/restablecer-contrasena\/([A-Za-z0-9_-]+)/);
  const password = 'Cerezo-Lunes-Marzo-2026!';
  const reset = await request.post('/api/restablecerPassword/', {
    data: { token: link.split('/').pop(), password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // She finishes the course's only lesson: complete, and the certificate is issued at once.
  await logIn(page, { email, home: '/plataforma/cursos' }, password);
  await page
    .getByRole('article', { name: nombreCurso })
    .getByRole('link', { name: 'Continuar' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: leccion, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como Terminado' }).click();
  const done = page.getByRole('region', { name: '¡Completaste el curso!' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  // Issued in the same request as the last lesson finished: the link is there at once.
  await expect(done.getByRole('link', { name: 'Ver mi certificado' })).toBeVisible();

  // 'Oportunidades' ranks first the vacancy that asks for what she learnt.
  const nav = page.getByRole('navigation', { name: 'Navegación del alumno' });
  await nav.getByRole('link', { name: 'Oportunidades' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toHaveAccessibleName(vacante);
  await expect(first.getByRole('list', { name: 'Competencias que tienes' })).toContainText(
    skill.nombre,
  );
  await expectNoSeriousA11yViolations(page, 'Oportunidades tras terminar un curso');
  await first.getByRole('button', { name: /Postularme con mi CV de la plataforma/ }).click();
  await expect(first.getByRole('status')).toHaveText(
    'Listo: te postulaste con tu CV de la plataforma.',
  );

  // The administrator sees her as the academy's student, with the certificate verified.
  const staff = await browser.newPage();
  await logIn(staff, DEMO_USERS.admin);
  await staff.goto(`/admin/job/applicants/${job.unique_id}`);
  const row = staff
    .getByRole('table', { name: 'Postulantes' })
    .getByRole('row')
    .filter({ hasText: 'Renata' });
  await expect(row).toContainText('Alumno de la academia');
  const certificate = row.getByRole('link', { name: nombreCurso });
  await expect(certificate).toHaveAttribute(
    'href',
    /\/public\/certificado-digital\/[0-9a-f-]{36}\/[a-z0-9-]+$/,
  );
  const verification = await staff.request.get(String(await certificate.getAttribute('href')));
  expect(verification.status()).toBe(200);
  await staff.close();
});
