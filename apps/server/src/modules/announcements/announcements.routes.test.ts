import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_curso,
  avisos,
  mail_outbox,
  notificaciones,
  preferencias_notificacion,
} from '../../db/schema/index';
import { FUERA_DE_TUS_GRUPOS } from '../../platform/auth/guard';
import { AVISO_SOLO_A_TUS_GRUPOS, GRUPO_DE_OTRO_CURSO } from './messages';

const t = useTestApp();

const post = (name: string, payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${name}/`,
    payload,
    headers: authorization ? { authorization } : {},
  });
const get = (name: string, query: Record<string, number>, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${name}/?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: authorization ? { authorization } : {},
  });

let f: {
  admin: string;
  marta: string;
  pablo: string;
  course: number;
  otherCourse: number;
  martaGroup: number;
  pabloGroup: number;
  otherGroup: number;
  luis: { id: number; auth: string; enrolment: number; email: string };
  ana: { id: number; auth: string; enrolment: number; email: string };
  pendingEmail: string;
};

beforeEach(async () => {
  const ctx = t.app.ctx;
  const admin = await createAdmin(ctx, { first_name: 'Ada', last_name: 'Admin' });
  const marta = await createTeacher(ctx, { first_name: 'Marta', last_name: 'Ríos' });
  const pablo = await createTeacher(ctx, { first_name: 'Pablo' });
  const course = await createCourse(ctx, { nombre: 'Redes', slug: 'redes' });
  const otherCourse = await createCourse(ctx, { nombre: 'Linux', slug: 'linux' });
  const martaGroup = await createGroup(ctx, course.id, { nombre: 'Mañanas', profesor: marta.id });
  const pabloGroup = await createGroup(ctx, course.id, { nombre: 'Tardes', profesor: pablo.id });
  const otherGroup = await createGroup(ctx, otherCourse.id, { profesor: marta.id });
  const luis = await createStudent(ctx, { first_name: 'Luis' });
  const ana = await createStudent(ctx, { first_name: 'Ana' });
  const pending = await createStudent(ctx, { first_name: 'Pedro' });
  const luisEnrolment = await enrol(ctx, luis.id, course.id);
  const anaEnrolment = await enrol(ctx, ana.id, course.id);
  await enrol(ctx, pending.id, course.id, { estado: 'pendiente' });
  await addMember(ctx, martaGroup.id, luis.id, { alumno_curso: luisEnrolment.id });
  await addMember(ctx, pabloGroup.id, ana.id, { alumno_curso: anaEnrolment.id });
  f = {
    admin: await loginAs(t.app, admin.email),
    marta: await loginAs(t.app, marta.email),
    pablo: await loginAs(t.app, pablo.email),
    course: course.id,
    otherCourse: otherCourse.id,
    martaGroup: martaGroup.id,
    pabloGroup: pabloGroup.id,
    otherGroup: otherGroup.id,
    luis: {
      id: luis.id,
      auth: await loginAs(t.app, luis.email),
      enrolment: luisEnrolment.id,
      email: luis.email,
    },
    ana: {
      id: ana.id,
      auth: await loginAs(t.app, ana.email),
      enrolment: anaEnrolment.id,
      email: ana.email,
    },
    pendingEmail: pending.email,
  };
});

const mails = () => t.app.ctx.db.select().from(mail_outbox);

async function enrolmentCode(id: number): Promise<string> {
  const [row] = await t.app.ctx.db
    .select({ unique_id: alumno_curso.unique_id })
    .from(alumno_curso)
    .where(eq(alumno_curso.id, id));
  return String(row?.unique_id);
}

describe('posting an announcement', () => {
  it('to the whole course: every confirmed student gets it by mail, sanitised', async () => {
    const res = await post(
      'agregarAviso',
      {
        curso: f.course,
        titulo: 'Clase suspendida',
        contenido: '<p>No hay clase el <b>lunes</b>.</p><script>alert(1)</script>',
      },
      f.admin,
    );
    expect(res.statusCode).toBe(200);
    const aviso = res.json().content;
    expect(aviso).toMatchObject({
      titulo: 'Clase suspendida',
      grupo: null,
      destinatarios: 2,
      autor: 'Ada Admin',
    });
    expect(aviso.contenido).toBe('<p>No hay clase el <b>lunes</b>.</p>');

    const sent = await mails();
    expect(sent.map((m) => m.destinatario).sort()).toEqual([f.ana.email, f.luis.email].sort());
    expect(sent.map((m) => m.destinatario)).not.toContain(f.pendingEmail);
    expect(sent[0]?.asunto).toBe('Aviso en Redes: Clase suspendida');
    expect(sent[0]?.texto).toContain('No hay clase el lunes.');
    expect(sent[0]?.html).not.toContain('<script>');
    expect(sent[0]?.cabeceras['List-Unsubscribe']).toMatch(/^<http/);
    const bell = await t.app.ctx.db.select().from(notificaciones);
    expect(bell.map((n) => [n.usuario, n.tipo]).sort()).toEqual(
      [
        [f.ana.id, 'aviso'],
        [f.luis.id, 'aviso'],
      ].sort(),
    );
    expect(bell.find((n) => n.usuario === f.luis.id)?.enlace).toBe(
      `/plataforma/curso/redes/${f.course}/temas/${await enrolmentCode(f.luis.enrolment)}?avisos=1`,
    );
  });

  it("honours a student's choice: announcement mail off leaves the bell only", async () => {
    await t.app.ctx.db
      .insert(preferencias_notificacion)
      .values({ usuario: f.ana.id, tipo: 'aviso', correo: false });
    const res = await post(
      'agregarAviso',
      { curso: f.course, titulo: 'Examen', contenido: '<p>El viernes.</p>' },
      f.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content.destinatarios).toBe(2);
    expect((await mails()).map((m) => m.destinatario)).toEqual([f.luis.email]);
    expect(await t.app.ctx.db.select().from(notificaciones)).toHaveLength(2);
  });

  it("to one group by its teacher: only that group's students", async () => {
    const res = await post(
      'agregarAviso',
      {
        curso: f.course,
        grupo: f.martaGroup,
        titulo: 'Tarea',
        contenido: '<p>Lean el capítulo 2.</p>',
      },
      f.marta,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ destinatarios: 1, grupo: { nombre: 'Mañanas' } });
    expect((await mails()).map((m) => m.destinatario)).toEqual([f.luis.email]);
  });

  it("refuses a teacher the whole course, another teacher's group, and a group of another course", async () => {
    const whole = await post(
      'agregarAviso',
      { curso: f.course, titulo: 'A', contenido: 'B' },
      f.marta,
    );
    expect(whole.statusCode).toBe(403);
    expect(whole.json().error.message).toBe(AVISO_SOLO_A_TUS_GRUPOS);
    const theirs = await post(
      'agregarAviso',
      { curso: f.course, grupo: f.pabloGroup, titulo: 'A', contenido: 'B' },
      f.marta,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(FUERA_DE_TUS_GRUPOS);
    // Her own group, but of another course than the one named.
    const mixed = await post(
      'agregarAviso',
      { curso: f.course, grupo: f.otherGroup, titulo: 'A', contenido: 'B' },
      f.marta,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields).toEqual([{ path: 'grupo', message: GRUPO_DE_OTRO_CURSO }]);
    expect(await t.app.ctx.db.select().from(avisos)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('refuses students, anonymous callers and bad input', async () => {
    const body = { curso: f.course, titulo: 'A', contenido: 'B' };
    expect((await post('agregarAviso', body)).statusCode).toBe(401);
    expect((await post('agregarAviso', body, f.luis.auth)).statusCode).toBe(403);
    const empty = await post('agregarAviso', { ...body, titulo: ' ' }, f.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0]).toMatchObject({ path: 'titulo' });
    const onlyScript = await post(
      'agregarAviso',
      { ...body, contenido: '<script>x</script>' },
      f.admin,
    );
    expect(onlyScript.statusCode).toBe(400);
    expect((await post('agregarAviso', { ...body, curso: 999_999 }, f.admin)).statusCode).toBe(404);
  });
});

describe("students' announcements", () => {
  async function postAll() {
    for (const [auth, grupo, titulo] of [
      [f.admin, undefined, 'Para todos'],
      [f.marta, f.martaGroup, 'Para Mañanas'],
      [f.pablo, f.pabloGroup, 'Para Tardes'],
    ] as const) {
      const res = await post(
        'agregarAviso',
        { curso: f.course, grupo, titulo, contenido: titulo },
        auth,
      );
      expect(res.statusCode).toBe(200);
    }
  }

  it("shows the course's and the student's groups' announcements, with an unread mark", async () => {
    await postAll();
    const res = await get('getAvisosCurso', { alumno_curso: f.luis.enrolment }, f.luis.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((a: { titulo: string }) => a.titulo)).toEqual([
      'Para Mañanas',
      'Para todos',
    ]);
    expect(body).toMatchObject({ count: 2, no_leidos: 2 });
    expect(body.results[0]).toMatchObject({ leido: false, autor: 'Marta Ríos' });

    const read = await post('marcarAvisosLeidos', { alumno_curso: f.luis.enrolment }, f.luis.auth);
    expect(read.statusCode).toBe(200);
    const after = (
      await get('getAvisosCurso', { alumno_curso: f.luis.enrolment }, f.luis.auth)
    ).json();
    expect(after.no_leidos).toBe(0);
    expect(after.results.every((a: { leido: boolean }) => a.leido)).toBe(true);

    await post('agregarAviso', { curso: f.course, titulo: 'Otro', contenido: 'Más' }, f.admin);
    const later = (
      await get('getAvisosCurso', { alumno_curso: f.luis.enrolment }, f.luis.auth)
    ).json();
    expect(later).toMatchObject({ count: 3, no_leidos: 1 });
    expect(later.results[0]).toMatchObject({ titulo: 'Otro', leido: false });
  });

  it("refuses another student's enrolment", async () => {
    for (const res of [
      await get('getAvisosCurso', { alumno_curso: f.luis.enrolment }, f.ana.auth),
      await post('marcarAvisosLeidos', { alumno_curso: f.luis.enrolment }, f.ana.auth),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
    }
    expect((await get('getAvisosCurso', { alumno_curso: f.luis.enrolment })).statusCode).toBe(401);
  });

  it("lists a course's announcements to staff: all to an administrator, a teacher's own and the course's to a teacher", async () => {
    await postAll();
    const titles = async (auth: string) =>
      (await get('getAvisosAdmin', { curso: f.course }, auth))
        .json()
        .results.map((a: { titulo: string }) => a.titulo);
    expect(await titles(f.admin)).toEqual(['Para Tardes', 'Para Mañanas', 'Para todos']);
    expect(await titles(f.marta)).toEqual(['Para Mañanas', 'Para todos']);
    const outside = await get('getAvisosAdmin', { curso: f.otherCourse }, f.pablo);
    expect(outside.statusCode).toBe(403);
    expect((await get('getAvisosAdmin', { curso: f.course }, f.luis.auth)).statusCode).toBe(403);
  });
});
