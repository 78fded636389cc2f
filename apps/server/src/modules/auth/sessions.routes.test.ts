import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileOf, postForm } from '../../../test/blog-factories';
import {
  createAdmin,
  createStudent,
  createTeacher,
  DEFAULT_PASSWORD,
  loginAs,
  type UserRow,
} from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { png } from '../../../test/sample-files';
import { auditoria, password_resets } from '../../db/schema/index';
import { generateKey, hashKey } from '../../platform/auth/tokens';
import { PASSWORD_ACTUAL_MISSING, PASSWORD_ACTUAL_WRONG, USER_NOT_FOUND } from './messages';
import { MOTIVO_CIERRE } from './sessions.service';

const t = useTestApp();

const NEW_PASSWORD = 'Orquidea-Azul-77';
const NEW_STAFF_PASSWORD = 'Orquidea-Azul-7788';

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

/** 200 while the session is open, 401 once it was closed. */
const sessionStatus = async (authorization: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/getTipo/', headers: { authorization } }))
    .statusCode;

/** A pending reset link of the account, as if mailed: its token. */
async function pendingLink(userId: number): Promise<string> {
  const token = generateKey();
  await t.app.ctx.db.insert(password_resets).values({
    user_id: userId,
    token_hash: hashKey(token),
    proposito: 'reset',
    expires_at: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
const linkStatus = async (token: string) =>
  (await post('/api/validarTokenPassword/', { token })).statusCode;

/** The account's latest `cerrar_sesiones` audit entry. */
async function lastClosure(userId: number) {
  const [row] = await t.app.ctx.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'cerrar_sesiones'), eq(auditoria.entidad_id, String(userId))))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return row;
}

function studentForm(s: UserRow, extra: Record<string, string | Blob> = {}) {
  return {
    alumno: String(s.id),
    first_name: s.first_name,
    last_name: s.last_name,
    celular: '5512345678',
    email: s.email,
    ...extra,
  };
}

const updateStudent = (s: UserRow, auth: string, extra: Record<string, string | Blob> = {}) =>
  postForm(t.app, '/api/actualizarAlumno/', studentForm(s, extra), auth);

function fieldError(res: { json: () => unknown }) {
  const body = res.json() as { error: { message: string; fields?: { path: string }[] } };
  return { message: body.error.message, paths: body.error.fields?.map((f) => f.path) };
}

describe("a student's own password or e-mail change", () => {
  it('asks for the current password, keeps this session, ends the others and the pending links', async () => {
    const s = await createStudent(t.app.ctx);
    const here = await loginAs(t.app, s.email);
    const phone = await loginAs(t.app, s.email);
    const link = await pendingLink(s.id);

    const missing = await updateStudent(s, here, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(fieldError(missing)).toEqual({
      message: PASSWORD_ACTUAL_MISSING,
      paths: ['password_actual'],
    });
    const wrong = await updateStudent(s, here, {
      password: NEW_PASSWORD,
      password_actual: 'no-es-esta',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldError(wrong)).toEqual({
      message: PASSWORD_ACTUAL_WRONG,
      paths: ['password_actual'],
    });
    // Refused changes left everything open.
    expect(await sessionStatus(phone)).toBe(200);
    expect(await linkStatus(link)).toBe(200);

    const ok = await updateStudent(s, here, {
      password: NEW_PASSWORD,
      password_actual: DEFAULT_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessionStatus(here)).toBe(200);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await linkStatus(link)).toBe(400);
    await expect(loginAs(t.app, s.email)).rejects.toThrow();
    expect(await loginAs(t.app, s.email, NEW_PASSWORD)).toMatch(/^token /);

    const entry = await lastClosure(s.id);
    expect(entry?.actor).toBe(s.id);
    expect(entry?.detalles).toMatchObject({
      nombre: `${s.first_name} ${s.last_name}`,
      tipo: 'alumno',
      motivo: MOTIVO_CIERRE.password,
      sesiones_cerradas: 1,
      enlaces_anulados: 1,
      sesion_actual_conservada: true,
    });
  });

  it('asks for it to change the e-mail, but not for the name alone', async () => {
    const s = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, s.email);
    const renamed = await updateStudent(s, auth, { first_name: 'Renata' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const email = `nuevo-${s.id}@prueba.test`;
    const refused = await updateStudent(s, auth, { email, username: email });
    expect(refused.statusCode).toBe(400);
    expect(fieldError(refused).paths).toEqual(['password_actual']);
    const changed = await updateStudent(s, auth, {
      email,
      username: email,
      password_actual: DEFAULT_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().content.email).toBe(email);
    // An e-mail change alone ends no session.
    expect(await sessionStatus(auth)).toBe(200);
  });

  it('paces guesses of the current password like sign-ins, also when they arrive at once', async () => {
    const s = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, s.email);
    const guessedFrom = Date.now();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        updateStudent(s, auth, { password: NEW_PASSWORD, password_actual: `intento-${i}` }),
      ),
    );
    const codes = guesses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // Even the right password waits its turn now: the next attempt waits at least a second
    // from the refused ones. A machine loaded enough to take that second to send it finds the
    // wait over, which is the pacing too.
    const right = await updateStudent(s, auth, {
      password: NEW_PASSWORD,
      password_actual: DEFAULT_PASSWORD,
    });
    if (right.statusCode === 200) expect(Date.now() - guessedFrom).toBeGreaterThanOrEqual(1000);
    else {
      expect(right.statusCode).toBe(429);
      expect(right.json().error.message).toMatch(/Espera \d+ segundos?/);
    }
    // Another student is not held up by it.
    const other = await createStudent(t.app.ctx);
    const otherAuth = await loginAs(t.app, other.email);
    const mine = await updateStudent(other, otherAuth, {
      password: NEW_PASSWORD,
      password_actual: DEFAULT_PASSWORD,
    });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it("refuses another student's profile whatever the password", async () => {
    const s = await createStudent(t.app.ctx);
    const other = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, s.email);
    const res = await updateStudent(other, auth, {
      password: NEW_PASSWORD,
      password_actual: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(await loginAs(t.app, other.email)).toMatch(/^token /);
  });
});

describe('a password set by an administrator or a reset link', () => {
  it('ends every session of a student whose password an administrator changed (no current password asked)', async () => {
    const admin = await createAdmin(t.app.ctx);
    const adminAuth = await loginAs(t.app, admin.email);
    const s = await createStudent(t.app.ctx);
    const a = await loginAs(t.app, s.email);
    const b = await loginAs(t.app, s.email);
    const link = await pendingLink(s.id);
    const res = await updateStudent(s, adminAuth, { password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionStatus(a)).toBe(401);
    expect(await sessionStatus(b)).toBe(401);
    expect(await linkStatus(link)).toBe(400);
    expect(await sessionStatus(adminAuth)).toBe(200);
    const entry = await lastClosure(s.id);
    expect(entry?.actor).toBe(admin.id);
    expect(entry?.detalles).toMatchObject({ sesiones_cerradas: 2, enlaces_anulados: 1 });
    expect(entry?.detalles).not.toHaveProperty('sesion_actual_conservada');
  });

  it("ends a teacher's sessions on a new password, and keeps the administrator's own when they change theirs", async () => {
    const admin = await createAdmin(t.app.ctx, { first_name: 'Marta', last_name: 'Ríos' });
    const adminAuth = await loginAs(t.app, admin.email);
    const adminElsewhere = await loginAs(t.app, admin.email);
    const teacher = await createTeacher(t.app.ctx, { first_name: 'Tomás', last_name: 'Vera' });
    const teacherAuth = await loginAs(t.app, teacher.email);
    const staffFields = (u: UserRow) => ({
      first_name: u.first_name,
      last_name: u.last_name,
      celular: '',
      email: u.email,
      password: NEW_STAFF_PASSWORD,
    });
    const t1 = await post(
      '/api/actualizarProfesor/',
      { ...staffFields(teacher), profesor: teacher.id },
      adminAuth,
    );
    expect(t1.statusCode, t1.body).toBe(200);
    expect(await sessionStatus(teacherAuth)).toBe(401);

    const a1 = await postForm(
      t.app,
      '/api/actualizarAdministrador/',
      { ...staffFields(admin), administrador: String(admin.id) },
      adminAuth,
    );
    expect(a1.statusCode, a1.body).toBe(200);
    expect(await sessionStatus(adminAuth)).toBe(200);
    expect(await sessionStatus(adminElsewhere)).toBe(401);
  });

  it('ends every session when a reset link sets the password, audited', async () => {
    const s = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, s.email);
    const link = await pendingLink(s.id);
    const other = await pendingLink(s.id);
    const res = await post('/api/restablecerPassword/', { token: link, password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionStatus(auth)).toBe(401);
    expect(await linkStatus(other)).toBe(400);
    expect((await lastClosure(s.id))?.detalles).toMatchObject({
      motivo: MOTIVO_CIERRE.reset,
      sesiones_cerradas: 1,
      enlaces_anulados: 1,
    });
  });
});

describe('deactivation', () => {
  it('revokes the sessions of a student, a teacher and an administrator: activating again does not bring them back', async () => {
    const admin = await createAdmin(t.app.ctx);
    const adminAuth = await loginAs(t.app, admin.email);
    const cases = [
      { user: await createStudent(t.app.ctx), field: 'alumno', call: 'Alumno' },
      { user: await createTeacher(t.app.ctx), field: 'profesor', call: 'Profesor' },
      { user: await createAdmin(t.app.ctx), field: 'administrador', call: 'Administrador' },
    ];
    for (const { user, field, call } of cases) {
      const auth = await loginAs(t.app, user.email);
      const off = await post(`/api/desactivar${call}/`, { [field]: user.id }, adminAuth);
      expect(off.statusCode, off.body).toBe(200);
      expect(await sessionStatus(auth), call).toBe(401);
      const on = await post(`/api/activar${call}/`, { [field]: user.id }, adminAuth);
      expect(on.statusCode, on.body).toBe(200);
      expect(await sessionStatus(auth), `${call} after activation`).toBe(401);
      expect((await lastClosure(user.id))?.detalles, call).toMatchObject({
        motivo: MOTIVO_CIERRE.deactivated,
        sesiones_cerradas: 1,
      });
    }
  });

  it('ends every session when a student cancels their own account', async () => {
    const s = await createStudent(t.app.ctx);
    const here = await loginAs(t.app, s.email);
    const phone = await loginAs(t.app, s.email);
    const res = await post('/api/cancelarSuscripcion/', { password: DEFAULT_PASSWORD }, here);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionStatus(here)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect((await lastClosure(s.id))?.detalles).toMatchObject({
      motivo: MOTIVO_CIERRE.cancelled,
      sesiones_cerradas: 2,
    });
  });
});

describe('cerrarSesionesUsuario', () => {
  it("ends every session of an account, audited with the person's name", async () => {
    const admin = await createAdmin(t.app.ctx, { first_name: 'Olga', last_name: 'Mora' });
    const adminAuth = await loginAs(t.app, admin.email);
    const s = await createStudent(t.app.ctx, { first_name: 'Iván', last_name: 'Soto' });
    const a = await loginAs(t.app, s.email);
    const b = await loginAs(t.app, s.email);
    const res = await post('/api/cerrarSesionesUsuario/', { usuario: s.id }, adminAuth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ usuario: s.id, sesiones_cerradas: 2 });
    expect(await sessionStatus(a)).toBe(401);
    expect(await sessionStatus(b)).toBe(401);
    // The person signs in again as usual.
    expect(await sessionStatus(await loginAs(t.app, s.email))).toBe(200);
    const entry = await lastClosure(s.id);
    expect(entry?.actor_nombre).toBe('Olga Mora');
    expect(entry?.detalles).toEqual({
      nombre: 'Iván Soto',
      tipo: 'alumno',
      motivo: MOTIVO_CIERRE.admin,
      sesiones_cerradas: 2,
    });
    // The sign-in just made is the only one left for the next order.
    const again = await post('/api/cerrarSesionesUsuario/', { usuario: s.id }, adminAuth);
    expect(again.json().content.sesiones_cerradas).toBe(1);
    // Nothing open: still answered and audited, with 0.
    const none = await post('/api/cerrarSesionesUsuario/', { usuario: s.id }, adminAuth);
    expect(none.json().content.sesiones_cerradas).toBe(0);
    expect((await lastClosure(s.id))?.detalles).toMatchObject({ sesiones_cerradas: 0 });
  });

  it("keeps the administrator's own session when they close their own account's sessions", async () => {
    const admin = await createAdmin(t.app.ctx);
    const here = await loginAs(t.app, admin.email);
    const there = await loginAs(t.app, admin.email);
    const res = await post('/api/cerrarSesionesUsuario/', { usuario: admin.id }, here);
    expect(res.json().content.sesiones_cerradas).toBe(1);
    expect(await sessionStatus(here)).toBe(200);
    expect(await sessionStatus(there)).toBe(401);
  });

  it('closes each session once when two administrators ask at the same time', async () => {
    const admin = await createAdmin(t.app.ctx);
    const one = await loginAs(t.app, admin.email);
    const two = await loginAs(t.app, admin.email);
    const teacher = await createTeacher(t.app.ctx);
    const sessions = await Promise.all([1, 2, 3].map(() => loginAs(t.app, teacher.email)));
    const answers = await Promise.all(
      [one, two].map((auth) => post('/api/cerrarSesionesUsuario/', { usuario: teacher.id }, auth)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const closed = answers.map((r) => r.json().content.sesiones_cerradas as number);
    expect(closed.reduce((a, b) => a + b, 0)).toBe(3);
    for (const auth of sessions) expect(await sessionStatus(auth)).toBe(401);
  });

  it('refuses anonymous callers, students, teachers, an unknown account and bad input', async () => {
    const s = await createStudent(t.app.ctx);
    const sAuth = await loginAs(t.app, s.email);
    const teacher = await createTeacher(t.app.ctx);
    const tAuth = await loginAs(t.app, teacher.email);
    const admin = await createAdmin(t.app.ctx);
    const adminAuth = await loginAs(t.app, admin.email);
    expect((await post('/api/cerrarSesionesUsuario/', { usuario: s.id })).statusCode).toBe(401);
    expect((await post('/api/cerrarSesionesUsuario/', { usuario: s.id }, sAuth)).statusCode).toBe(
      403,
    );
    expect((await post('/api/cerrarSesionesUsuario/', { usuario: s.id }, tAuth)).statusCode).toBe(
      403,
    );
    const unknown = await post('/api/cerrarSesionesUsuario/', { usuario: 999_999 }, adminAuth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(USER_NOT_FOUND);
    for (const usuario of ['abc', -1, 0, null]) {
      const bad = await post('/api/cerrarSesionesUsuario/', { usuario }, adminAuth);
      expect(bad.statusCode, String(usuario)).toBe(400);
    }
    expect(await sessionStatus(sAuth)).toBe(200);
    expect(await sessionStatus(tAuth)).toBe(200);
  });
});

describe("actualizarMiPerfil: staff's own profile", () => {
  const form = (u: UserRow, extra: Record<string, string | Blob> = {}) => ({
    first_name: u.first_name,
    last_name: u.last_name,
    celular: '5511112222',
    email: u.email,
    ...extra,
  });

  it('saves the name, phone and photo without the current password', async () => {
    const teacher = await createTeacher(t.app.ctx);
    const auth = await loginAs(t.app, teacher.email);
    const res = await postForm(
      t.app,
      '/api/actualizarMiPerfil/',
      form(teacher, { first_name: 'Rosa', imagen: fileOf(png, 'foto.png', 'image/png') }),
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json().content;
    expect(content).toMatchObject({
      first_name: 'Rosa',
      celular: '5511112222',
      sesiones_cerradas: 0,
    });
    expect(content.imagen).toMatch(/^usuarios\//);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData/',
      headers: { authorization: auth },
    });
    expect(me.json().datosUsuario).toMatchObject({ first_name: 'Rosa', imagen: content.imagen });
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    for (const create of [createAdmin, createTeacher]) {
      const person = await create(t.app.ctx);
      const here = await loginAs(t.app, person.email);
      const there = await loginAs(t.app, person.email);
      const link = await pendingLink(person.id);
      const without = await postForm(
        t.app,
        '/api/actualizarMiPerfil/',
        form(person, { password: NEW_STAFF_PASSWORD }),
        here,
      );
      expect(fieldError(without)).toEqual({
        message: PASSWORD_ACTUAL_MISSING,
        paths: ['password_actual'],
      });
      const wrong = await postForm(
        t.app,
        '/api/actualizarMiPerfil/',
        form(person, { password: NEW_STAFF_PASSWORD, password_actual: 'otra-clave-mala' }),
        here,
      );
      expect(fieldError(wrong).message).toBe(PASSWORD_ACTUAL_WRONG);
      const ok = await postForm(
        t.app,
        '/api/actualizarMiPerfil/',
        form(person, { password: NEW_STAFF_PASSWORD, password_actual: DEFAULT_PASSWORD }),
        here,
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().content.sesiones_cerradas).toBe(1);
      expect(await sessionStatus(here)).toBe(200);
      expect(await sessionStatus(there)).toBe(401);
      expect(await linkStatus(link)).toBe(400);
      expect(await loginAs(t.app, person.email, NEW_STAFF_PASSWORD)).toMatch(/^token /);
    }
  });

  it("refuses a weak password, another account's e-mail, a student and an anonymous caller", async () => {
    const teacher = await createTeacher(t.app.ctx, { first_name: 'Gabriela' });
    const auth = await loginAs(t.app, teacher.email);
    const short = await postForm(
      t.app,
      '/api/actualizarMiPerfil/',
      form(teacher, { password: 'corta', password_actual: DEFAULT_PASSWORD }),
      auth,
    );
    expect(short.statusCode).toBe(400);
    expect(new Set(fieldError(short).paths)).toEqual(new Set(['password']));
    const named = await postForm(
      t.app,
      '/api/actualizarMiPerfil/',
      form(teacher, { password: 'Gabriela-2026-xyz', password_actual: DEFAULT_PASSWORD }),
      auth,
    );
    expect(named.statusCode).toBe(400);
    const other = await createStudent(t.app.ctx);
    const taken = await postForm(
      t.app,
      '/api/actualizarMiPerfil/',
      form(teacher, {
        email: other.email,
        username: other.email,
        password_actual: DEFAULT_PASSWORD,
      }),
      auth,
    );
    expect(taken.statusCode).toBe(409);
    const student = await postForm(
      t.app,
      '/api/actualizarMiPerfil/',
      form(other),
      await loginAs(t.app, other.email),
    );
    expect(student.statusCode).toBe(403);
    expect((await postForm(t.app, '/api/actualizarMiPerfil/', form(teacher))).statusCode).toBe(401);
    // Nothing of it changed the account.
    expect(await loginAs(t.app, teacher.email)).toMatch(/^token /);
  });
});
