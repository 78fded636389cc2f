import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fileOf, postForm } from '../../../test/blog-factories';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { alumno_curso, auditoria, grupo_alumnos, mail_outbox, users } from '../../db/schema/index';
import { IMPORT_REFUSED } from './messages';

const t = useTestApp();

const HEADER = 'nombre,apellidos,email,telefono,empresa,empleo_actual';
const THREE = [
  HEADER,
  'Marta,Ríos Luna,marta.rios@prueba.test,5512345678,Acme,Analista',
  'Jorge,Salas,jorge.salas@prueba.test,5587654321,,',
  '"Ana Sofía","de la Cruz",ana.cruz@prueba.test,5511112222,"Datos, S.A.",Gerente',
].join('\n');
const EMAILS = ['marta.rios@prueba.test', 'jorge.salas@prueba.test', 'ana.cruz@prueba.test'];

async function setup() {
  const admin = await createAdmin(t.app.ctx);
  const course = await createCourse(t.app.ctx);
  const group = await createGroup(t.app.ctx, course.id, { nombre: 'Grupo Importado' });
  return { admin, course, group, auth: await loginAs(t.app, admin.email) };
}

function send(
  grupo: number,
  file: { bytes: Buffer; name: string },
  confirmar: '0' | '1',
  auth?: string,
) {
  return postForm(
    t.app,
    '/api/importarAlumnosGrupo/',
    { grupo: String(grupo), confirmar, archivo: fileOf(file.bytes, file.name) },
    auth,
  );
}
const csv = (text: string) => ({ bytes: Buffer.from(text, 'utf8'), name: 'alumnos.csv' });

async function xlsx(rows: (string | { text: string; hyperlink: string })[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alumnos');
  for (const row of rows) sheet.addRow(row);
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'alumnos.xlsx' };
}

const studentsWith = async (emails: string[]) =>
  t.app.ctx.db.select().from(users).where(inArray(users.email, emails));

describe('importarAlumnosGrupo', () => {
  it('previews a CSV row by row and writes nothing', async () => {
    const { group, auth } = await setup();
    const res = await send(group.id, csv(THREE), '0', auth);
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toMatchObject({ con_errores: 0, nuevos: 3, existentes: 0, importado: false });
    expect(
      content.filas.map((f: { linea: number; estado: string }) => [f.linea, f.estado]),
    ).toEqual([
      [2, 'nuevo'],
      [3, 'nuevo'],
      [4, 'nuevo'],
    ]);
    expect(content.filas[2]).toMatchObject({ nombre: 'Ana Sofía', apellidos: 'de la Cruz' });
    expect(await studentsWith(EMAILS)).toHaveLength(0);
  });

  it('imports a CSV: accounts, enrolments, memberships, welcome mails queued, one audit entry', async () => {
    const { group, course, auth } = await setup();
    const res = await send(group.id, csv(THREE), '1', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ importado: true, nuevos: 3, existentes: 0 });
    const created = await studentsWith(EMAILS);
    expect(created).toHaveLength(3);
    expect(created.every((u) => u.tipo === 1 && u.password === null)).toBe(true);
    const ids = created.map((u) => u.id);
    const [members] = await t.app.ctx.db
      .select({ n: count() })
      .from(grupo_alumnos)
      .where(and(eq(grupo_alumnos.grupo, group.id), inArray(grupo_alumnos.alumno, ids)));
    expect(members?.n).toBe(3);
    const enrolments = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(and(eq(alumno_curso.curso, course.id), inArray(alumno_curso.alumno, ids)));
    expect(enrolments).toHaveLength(3);
    const mails = await t.app.ctx.db
      .select({ to: mail_outbox.destinatario })
      .from(mail_outbox)
      .where(inArray(mail_outbox.destinatario, EMAILS));
    expect(mails.map((m) => m.to).sort()).toEqual([...EMAILS].sort());
    const entries = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'grupos'), eq(auditoria.accion, 'asignar')));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.detalles)).toContain('Marta Ríos Luna');
  });

  it('refuses the whole file when one row is wrong, naming its line and column', async () => {
    const { group, auth } = await setup();
    const bad = `${THREE}\nLuis,,no-es-correo,5500000000,,`;
    const preview = await send(group.id, csv(bad), '0', auth);
    expect(preview.statusCode).toBe(200);
    const { content } = preview.json();
    expect(content.con_errores).toBe(1);
    expect(content.mensaje).toBe(IMPORT_REFUSED(1));
    expect(content.filas[3]).toMatchObject({
      linea: 5,
      estado: 'error',
      errores: [
        { columna: 'email', mensaje: 'Escribe un correo electrónico válido.' },
        { columna: 'apellidos', mensaje: 'Escribe los apellidos.' },
      ],
    });
    const res = await send(group.id, csv(bad), '1', auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IMPORT_REFUSED(1));
    expect(res.json().error.fields).toContainEqual({
      path: 'línea 5, email',
      message: 'Escribe un correo electrónico válido.',
    });
    expect(await studentsWith(EMAILS)).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(0);
  });

  it('marks an e-mail repeated in the file on its second line', async () => {
    const { group, auth } = await setup();
    const dup = `${THREE}\nMarta,Ríos,MARTA.RIOS@prueba.test,5512345678,,`;
    const { content } = (await send(group.id, csv(dup), '0', auth)).json();
    expect(content.filas[3]).toMatchObject({
      linea: 5,
      estado: 'error',
      errores: [{ columna: 'email', mensaje: 'Este correo ya aparece en la línea 2.' }],
    });
    expect((await send(group.id, csv(dup), '1', auth)).statusCode).toBe(400);
    expect(await studentsWith(EMAILS)).toHaveLength(0);
  });

  it('imports an XLSX, its columns in any order and named with accents, linked e-mails as text', async () => {
    const { group, auth } = await setup();
    const file = await xlsx([
      ['Correo electrónico', 'Nombre', 'Apellidos', 'Teléfono'],
      [
        { text: 'marta.rios@prueba.test', hyperlink: 'mailto:marta.rios@prueba.test' },
        'Marta',
        'Ríos',
        '5512345678',
      ],
      ['jorge.salas@prueba.test', 'Jorge', 'Salas', '5587654321'],
    ]);
    const res = await send(group.id, file, '1', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ importado: true, nuevos: 2 });
    expect((await studentsWith(EMAILS)).map((u) => u.first_name).sort()).toEqual([
      'Jorge',
      'Marta',
    ]);
  });

  it('enrols an existing student without a new account, keeping the password, and skips members', async () => {
    const { group, course, auth } = await setup();
    const marta = await createStudent(t.app.ctx, {
      email: 'marta.rios@prueba.test',
      first_name: 'Marta',
    });
    const pending = await enrol(t.app.ctx, marta.id, course.id, { estado: 'pendiente' });
    // Her row lacks the phone: only the e-mail of a registered student matters.
    const file = csv(`${HEADER}\nOtra,Persona,marta.rios@prueba.test,,,\n${THREE.split('\n')[2]}`);
    const preview = (await send(group.id, file, '0', auth)).json().content;
    expect(preview.filas.map((f: { estado: string }) => f.estado)).toEqual(['existente', 'nuevo']);
    const res = await send(group.id, file, '1', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ nuevos: 1, existentes: 1 });
    const [after] = await studentsWith(['marta.rios@prueba.test']);
    expect(after).toMatchObject({ id: marta.id, first_name: 'Marta', password: marta.password });
    const [enrolment] = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(eq(alumno_curso.id, pending.id));
    expect(enrolment?.estado).toBe('confirmada');
    const welcome = await t.app.ctx.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.destinatario, 'marta.rios@prueba.test'));
    expect(welcome.filter((m) => /bienvenid/i.test(m.asunto))).toHaveLength(0);
    // Again: both are members now, nothing to do and nothing refused.
    const again = (await send(group.id, file, '0', auth)).json().content;
    expect(again.filas.map((f: { estado: string }) => f.estado)).toEqual([
      'ya_en_grupo',
      'ya_en_grupo',
    ]);
  });

  it('refuses a staff e-mail, a file without the required columns and an unknown group', async () => {
    const { group, auth } = await setup();
    const teacher = await createTeacher(t.app.ctx);
    const staff = (
      await send(group.id, csv(`${HEADER}\nP,Q,${teacher.email},55,,`), '0', auth)
    ).json().content;
    expect(staff.filas[0].errores[0].columna).toBe('email');
    const missing = await send(group.id, csv('nombre,email\nA,a@prueba.test'), '0', auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Faltan las columnas: apellidos, telefono/);
    expect((await send(999_999, csv(THREE), '0', auth)).statusCode).toBe(404);
  });

  it('lets two racing imports of one file create each student once', async () => {
    const { group, auth } = await setup();
    const [a, b] = await Promise.all([
      send(group.id, csv(THREE), '1', auth),
      send(group.id, csv(THREE), '1', auth),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const created = [a, b].map((r) => r?.json().content.nuevos).sort();
    expect(created).toEqual([0, 3]);
    expect(await studentsWith(EMAILS)).toHaveLength(3);
    const [members] = await t.app.ctx.db
      .select({ n: count() })
      .from(grupo_alumnos)
      .where(eq(grupo_alumnos.grupo, group.id));
    expect(members?.n).toBe(3);
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails).toHaveLength(3);
  });

  it('is for administrators only', async () => {
    const { group } = await setup();
    expect((await send(group.id, csv(THREE), '0')).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    const res = await send(group.id, csv(THREE), '1', await loginAs(t.app, student.email));
    expect(res.statusCode).toBe(403);
    expect(await studentsWith(EMAILS)).toHaveLength(0);
  });
});
