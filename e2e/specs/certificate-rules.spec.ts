import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';
import { linkFromMail } from '../support/mailbox';

/**
 * Decision 018: a certificate means completion. An administrator's Generar at 0 % is refused
 * with what is missing and may issue with a reason (kept from the public page); a course with
 * 'Emitir certificado automáticamente' issues and mails one the moment a student finishes its
 * last lesson. Everything happens in a course this test creates, so other specs' demo data
 * stays as it was.
 */
const LUIS = 'Luis Pérez Ortega';
const ANA = 'Ana García Méndez';
/** How the students-of-a-course table names them in its buttons (first name and surname). */
const LUIS_CORTO = 'Luis Pérez';
const ANA_CORTO = 'Ana García';
const MOTIVO = 'Curso presencial';

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** An administrator's call with the session the page holds (setup the screens do not do). */
async function adminCall<T>(page: Page, request: APIRequestContext, call: string, data: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await request.post(`/api/${call}/`, {
    data,
    headers: { authorization: token ?? '' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { content: T }).content;
}

async function enrol(page: Page, who: string, name: string) {
  await page.getByRole('button', { name: 'Inscribir alumno' }).click();
  const modal = page.getByRole('dialog', { name: 'Inscribir alumno' });
  await modal.getByLabel('Buscar alumno').fill(who);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await modal.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(modal.getByText('¡El registro se ha realizado con éxito!')).toBeVisible();
  // The one enrolment flow closes itself 3 s after its success message.
  await expect(modal).toBeHidden({ timeout: 6_000 });
}

test('a certificate is refused at 0 % and issued with a reason; a course with automatic certificates issues one on the last lesson', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const curso = `Certificación automática ${stamp}`;
  const slug = `certificacion-automatica-${stamp}`;

  // The administrator creates the course with the new option.
  await logIn(page, DEMO_USERS.admin);
  await page.goto('/admin/plataforma/cursos');
  await page.getByRole('button', { name: 'Agregar curso' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar curso' });
  await form.getByLabel('Nombre del curso').fill(curso);
  await choose(page, form.getByRole('combobox', { name: 'Categoría' }), /.+/);
  await form.getByLabel('Precio').fill('0');
  await form.getByLabel('Horas del curso').fill('12');
  await form.getByLabel('Fecha de inicio').fill('2026-01-01');
  await form.getByLabel('Fecha de fin').fill('2027-12-31');
  await form.getByRole('checkbox', { name: 'Emitir certificado automáticamente' }).check();
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(form.getByText('Se ha agregado el curso con éxito!')).toBeVisible();
  await expect(form).toBeHidden({ timeout: 5000 });

  const students = page.getByRole('link', { name: `Alumnos de ${curso}` });
  const href = (await students.getAttribute('href')) ?? '';
  const cursoId = Number(href.match(/alumnos-curso\/(\d+)\//)?.[1]);
  expect(cursoId).toBeGreaterThan(0);

  // Two lessons (the course editor's calls; its screens have their own spec).
  const tema = await adminCall<{ id: number }>(page, page.request, 'agregarTemaCurso', {
    tema: 'Introducción',
    curso: cursoId,
  });
  for (const nombre of ['Primera lección', 'Última lección']) {
    await adminCall(page, page.request, 'agregarSubtemaTema', { tema: tema.id, nombre });
  }

  // Luis and Ana enrolled at 0 %.
  await students.click();
  await expect(page.getByRole('heading', { name: `Alumnos de ${curso}` })).toBeVisible();
  await enrol(page, 'Luis', LUIS);
  await enrol(page, 'Ana', ANA);
  const luisRow = page.getByRole('row', { name: new RegExp(LUIS) });
  const anaRow = page.getByRole('row', { name: new RegExp(ANA) });
  await expect(luisRow.getByText('0 % de lecciones · Sin evaluaciones')).toBeVisible();

  // Refused at 0 %: the dialog says what is missing.
  await luisRow.getByRole('button', { name: `Generar el certificado de ${LUIS_CORTO}` }).click();
  let dialog = page.getByRole('dialog', { name: `Certificado de ${LUIS_CORTO}` });
  await expect(
    dialog.getByText('El alumno no ha completado el curso', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toContainText('lleva 0 % de avance (0 de 2 lecciones terminadas)');
  await expectNoSeriousA11yViolations(page, 'the students of a course with the reason dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    luisRow.getByRole('button', { name: `Generar el certificado de ${LUIS_CORTO}` }),
  ).toBeVisible();

  // Issued with a reason: a reason is required, then shown to the administrator on the row.
  await anaRow.getByRole('button', { name: `Generar el certificado de ${ANA_CORTO}` }).click();
  dialog = page.getByRole('dialog', { name: `Certificado de ${ANA_CORTO}` });
  await dialog.getByRole('button', { name: 'Emitir con este motivo' }).click();
  await expect(dialog.getByText('Escribe el motivo (al menos 3 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo').fill(MOTIVO);
  await dialog.getByRole('button', { name: 'Emitir con este motivo' }).click();
  await expect(dialog).toBeHidden();
  await expect(anaRow.getByText(`Emitido sin completar el curso. Motivo: ${MOTIVO}`)).toBeVisible();
  const ver = anaRow.getByRole('link', { name: `Ver el certificado de ${ANA_CORTO}` });
  const publicPath = (await ver.getAttribute('href')) ?? '';
  expect(publicPath).toMatch(new RegExp(`^/public/certificado-digital/[0-9a-f-]{36}/${slug}$`));

  // The public page and its data neither show the reason nor claim exams.
  const visitor = await browser.newPage();
  await visitor.goto(publicPath);
  await expect(visitor.getByText(`Otorgado a ${ANA}`)).toBeVisible();
  await expect(
    visitor.getByText(`${ANA} recibió este reconocimiento otorgado por la academia.`),
  ).toBeVisible();
  const html = await (await visitor.request.get(publicPath)).text();
  await expectNoSeriousA11yViolations(visitor, 'a public certificate issued by reason');
  expect(html).not.toContain(MOTIVO);
  expect(html).not.toMatch(/exámenes/);
  const uniqueId = publicPath.split('/')[3];
  const data = await visitor.request.post('/api/getDatosCertificadoAlumno/', {
    data: { unique_id: uniqueId },
  });
  expect(await data.text()).not.toContain(MOTIVO);
  await visitor.close();

  // Luis finishes both lessons; the last one issues his certificate, mailed to him.
  const student = await browser.newPage();
  await logIn(student, DEMO_USERS.luis);
  await student.getByRole('link', { name: curso }).click();
  await expect(student.getByRole('heading', { name: 'Primera lección' })).toBeVisible();
  await student.getByRole('button', { name: 'Marcar como Terminado' }).click();
  await expect(student.getByRole('heading', { name: 'Última lección' })).toBeVisible();
  await student.getByRole('button', { name: 'Marcar como Terminado' }).click();
  await expect(student.getByText('100 %').first()).toBeVisible();

  const link = await linkFromMail(
    DEMO_USERS.luis.email,
    new RegExp(`https?://[^\\s"]+/public/certificado-digital/[0-9a-f-]{36}/${slug}`),
  );
  await student.goto('/plataforma/mis-certificados');
  await expect(
    student
      .getByRole('table', { name: 'Mis certificados' })
      .getByRole('row', { name: new RegExp(curso) }),
  ).toBeVisible();
  await student.goto(link);
  await expect(student.getByText(`Otorgado a ${LUIS}`)).toBeVisible();
  await expect(student.getByText(`${LUIS} concluyó todas las lecciones del curso.`)).toBeVisible();
  await student.close();

  // The administrator sees who completed and the certificate, with no reason.
  await page.reload();
  await expect(luisRow.getByText('Completó el curso')).toBeVisible();
  await expect(
    luisRow.getByRole('link', { name: `Ver el certificado de ${LUIS_CORTO}` }),
  ).toBeVisible();
  await expect(luisRow.getByText(/Motivo:/)).toHaveCount(0);
});
