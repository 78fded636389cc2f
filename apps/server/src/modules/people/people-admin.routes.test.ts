import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import {
  createAdmin,
  createStudent,
  createTeacher,
  DEFAULT_PASSWORD,
  loginAs,
} from '../../../test/factories';
import { addMember, createGroup, createPayment } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { alumno_curso, users } from '../../db/schema/index';
import { NOT_YOUR_PROFILE } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

function multipart(fields: Record<string, string>) {
  const boundary = '----prueba';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const adminAuth = async () => {
  const admin = await createAdmin(t.app.ctx);
  return { admin, auth: await loginAs(t.app, admin.email) };
};

describe('students list (alumno/paginado)', () => {
  it('pages 20 at a time, filters by state and finds "perez" in "José Pérez"', async () => {
    const { auth } = await adminAuth();
    await createStudent(t.app.ctx, { first_name: 'José', last_name: 'Pérez' });
    await createStudent(t.app.ctx, { first_name: 'Inés', last_name: 'Baja', is_active: false });
    for (let i = 0; i < 21; i++) {
      await createStudent(t.app.ctx, { first_name: `Alumno${i}`, last_name: 'Zeta' });
    }
    const first = (await get('/api/alumno/paginado/?page=1', auth)).json();
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    expect((await get('/api/alumno/paginado/?page=2', auth)).json().results).toHaveLength(2);
    const found = (await get('/api/alumno/paginado/?search=jose%20PEREZ', auth)).json();
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ first_name: 'José', last_name: 'Pérez' });
    const inactive = (await get('/api/alumno/paginado/?is_active=0', auth)).json();
    expect(inactive.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Inés']);
    expect((await get('/api/alumno/paginado/?search=100%25', auth)).json().count).toBe(0);
  });

  it('answers 401, 403 to a teacher and 400 for a bad page', async () => {
    const teacher = await createTeacher(t.app.ctx);
    expect((await get('/api/alumno/paginado/')).statusCode).toBe(401);
    expect(
      (await get('/api/alumno/paginado/', await loginAs(t.app, teacher.email))).statusCode,
    ).toBe(403);
    const { auth } = await adminAuth();
    expect((await get('/api/alumno/paginado/?page=0', auth)).statusCode).toBe(400);
    expect((await get('/api/alumno/paginado/?is_active=2', auth)).statusCode).toBe(400);
  });

  it('searches for Register Payment, gets, deactivates and activates a student, and exports CSV', async () => {
    const { auth } = await adminAuth();
    const ana = await createStudent(t.app.ctx, { first_name: 'Ana', last_name: 'García' });
    expect((await post('/api/searchAlumnos/', { search: '' }, auth)).json().content).toEqual([]);
    expect((await post('/api/searchAlumnos/', { search: 'garc' }, auth)).json().count).toBe(1);
    expect((await post('/api/getAlumno/', { alumno: ana.id }, auth)).json().content.email).toBe(
      ana.email,
    );
    expect((await post('/api/getAlumno/', { alumno: 999 }, auth)).statusCode).toBe(404);
    expect((await post('/api/desactivarAlumno/', { alumno: ana.id }, auth)).json().content).toEqual(
      {
        id: ana.id,
        is_active: false,
      },
    );
    await expect(loginAs(t.app, ana.email)).rejects.toThrow();
    await post('/api/activarAlumno/', { alumno: ana.id }, auth);
    await expect(loginAs(t.app, ana.email)).resolves.toMatch(/^token /);
    const csv = (await get('/api/exportarAlumnosCsv/?search=ana', auth)).json().content;
    expect(csv.nombre).toBe('alumnos-activos.csv');
    expect(csv.csv).toContain('García');
  });
});

describe('students list search (alumno/paginado)', () => {
  const names = async (search: string, auth: string) =>
    (await get(`/api/alumno/paginado/?search=${encodeURIComponent(search)}`, auth))
      .json()
      .results.map((r: { first_name: string; last_name: string }) => r.last_name);

  it('matches every word, ignoring accents and case, with % and _ taken literally', async () => {
    const { auth } = await adminAuth();
    await createStudent(t.app.ctx, {
      first_name: 'José',
      last_name: 'Pérez',
      apellido_materno: 'Núñez',
      email: 'jp@prueba.test',
    });
    await createStudent(t.app.ctx, { first_name: 'María', last_name: 'Perez Gómez' });
    await createStudent(t.app.ctx, { first_name: 'Luis', last_name: 'Cien 100%' });
    await createStudent(t.app.ctx, { first_name: 'Luis', last_name: 'Cien 1000' });
    await createStudent(t.app.ctx, { first_name: 'Ana', last_name: 'Ruiz_Paz' });
    await createStudent(t.app.ctx, { first_name: 'Ana', last_name: 'RuizxPaz' });

    expect(await names('PÉREZ', auth)).toEqual(['Perez Gómez', 'Pérez']);
    expect(await names('jose perez', auth)).toEqual(['Pérez']);
    expect(await names('  perez   NUNEZ ', auth)).toEqual(['Pérez']);
    expect(await names('perez luis', auth)).toEqual([]);
    expect(await names('jp@prueba', auth)).toEqual(['Pérez']);
    expect(await names('100%', auth)).toEqual(['Cien 100%']);
    expect(await names('ruiz_paz', auth)).toEqual(['Ruiz_Paz']);
    expect(await names('ruiz%paz', auth)).toEqual([]);
  });

  it('counts the matches on every page, and past the last page', async () => {
    const { auth } = await adminAuth();
    for (let i = 0; i < 23; i++) {
      await createStudent(t.app.ctx, { first_name: `Alumno${i}`, last_name: 'Ñandú' });
    }
    await createStudent(t.app.ctx, { first_name: 'Otra', last_name: 'Persona' });
    const page = (n: number) => get(`/api/alumno/paginado/?search=nandu&page=${n}`, auth);
    expect((await page(1)).json()).toMatchObject({ count: 23 });
    expect((await page(2)).json().results).toHaveLength(3);
    expect((await page(2)).json().count).toBe(23);
    expect((await page(3)).json()).toMatchObject({ count: 23, results: [] });
    expect((await get('/api/alumno/paginado/?search=nadie', auth)).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });
});

describe('students list search past 1 000 matches (alumno/paginado)', () => {
  /** 1 010 students: half "Ñandú Ávila", half "Nandu Bravo", first names out of order. */
  async function manyNandus() {
    await t.app.ctx.db.insert(users).values(
      Array.from({ length: 1010 }, (_, i) => {
        const email = `nandu${i}@prueba.test`;
        const first = `Alumno${String((i * 7919) % 1010).padStart(4, '0')}`;
        const [last, materno] = i % 2 ? ['Nandu', 'Bravo'] : ['Ñandú', 'Ávila'];
        return {
          first_name: first,
          last_name: last,
          apellido_materno: materno,
          email,
          username: email,
          tipo: 1,
        };
      }),
    );
    const rows = await t.app.ctx.db
      .select({ id: users.id, materno: users.apellido_materno })
      .from(users)
      .where(eq(users.tipo, 1))
      .orderBy(users.last_name, users.first_name, users.id);
    const of = (materno?: string) => rows.filter((r) => !materno || r.materno === materno);
    return Object.assign(
      of().map((r) => r.id),
      { bravos: of('Bravo').map((r) => r.id), avilas: of('Ávila').map((r) => r.id) },
    );
  }
  const page = async (search: string, n: number, auth: string) =>
    (
      await get(`/api/alumno/paginado/?search=${encodeURIComponent(search)}&page=${n}`, auth)
    ).json() as { results: { id: number }[]; count: number; count_exacto: boolean };

  it('caps the count at 1 000 and keeps the exact order across the pages it reaches', async () => {
    const { auth } = await adminAuth();
    const ordered = await manyNandus();
    for (const search of ['NANDÚ', 'nd', 'alumno nandu']) {
      const first = await page(search, 1, auth);
      expect(first).toMatchObject({ count: 1000, count_exacto: false });
      expect(first.results.map((r) => r.id)).toEqual(ordered.slice(0, 20));
      expect((await page(search, 2, auth)).results.map((r) => r.id)).toEqual(ordered.slice(20, 40));
      const last = await page(search, 50, auth);
      expect(last).toMatchObject({ count: 1000, count_exacto: false });
      expect(last.results.map((r) => r.id)).toEqual(ordered.slice(980, 1000));
    }
  });

  it('counts exactly up to 1 000 matches, with trigrams or with words too short for them', async () => {
    const { auth } = await adminAuth();
    const ordered = await manyNandus();
    const bravo = await page('nandu BRAVO', 2, auth);
    expect(bravo).toMatchObject({ count: 505, count_exacto: true });
    expect(bravo.results.map((r) => r.id)).toEqual(ordered.bravos.slice(20, 40));
    const short = await page('ñ vi', 26, auth);
    expect(short).toMatchObject({ count: 505, count_exacto: true });
    expect(short.results.map((r) => r.id)).toEqual(ordered.avilas.slice(500, 505));
    expect(await page('zq', 1, auth)).toMatchObject({ count: 0, count_exacto: true, results: [] });
    expect((await page('nandu', 1, auth)).count_exacto).toBe(false);
    const unsearched = (await get('/api/alumno/paginado/?page=1', auth)).json();
    expect(unsearched).toMatchObject({ count: 1010, count_exacto: true });
  });
});

describe('cached students list (alumno/paginado)', () => {
  const statements = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['x-sql-statements']);
  /**
   * Repeats a read until it is served from the cache: the session and the answer both come
   * from memory (decision 015), no statement at all. On PostgreSQL the NOTIFY of the setup's
   * own writes may drop the first stored copies again.
   */
  const servedFromCache = (url: string, auth: string) =>
    expect.poll(async () => statements(await get(url, auth)), { timeout: 3000 }).toBe(0);

  it('checks the caller before the cache: nobody else gets what an administrator filled', async () => {
    t.app.ctx.config.exposeStatementCount = true;
    try {
      const { auth } = await adminAuth();
      await createStudent(t.app.ctx, { first_name: 'José', last_name: 'Pérez' });
      const url = '/api/alumno/paginado/?search=perez';
      const miss = await get(url, auth);
      // The token and the search (its capped count and its page in one statement, decision
      // 034): no second token lookup on a miss.
      expect(statements(miss)).toBe(2);
      await servedFromCache(url, auth);
      expect((await get(url, auth)).body).toBe((await get(url, auth)).body);

      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'token no-es-un-token-valido-0000')).statusCode).toBe(401);
      const student = await createStudent(t.app.ctx);
      const refused = await get(url, await loginAs(t.app, student.email));
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Pérez');
      const teacher = await createTeacher(t.app.ctx);
      expect((await get(url, await loginAs(t.app, teacher.email))).statusCode).toBe(403);

      const other = await createAdmin(t.app.ctx);
      const otherAuth = await loginAs(t.app, other.email);
      expect((await get(url, otherAuth)).statusCode).toBe(200);
      await t.app.ctx.db.update(users).set({ is_active: false }).where(eq(users.id, other.id));
      expect((await get(url, otherAuth)).statusCode).toBe(401);
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });

  it('shows a student created or changed since the last list at once', async () => {
    t.app.ctx.config.exposeStatementCount = true;
    try {
      const { auth } = await adminAuth();
      const ana = await createStudent(t.app.ctx, { first_name: 'Ana', last_name: 'García' });
      const url = '/api/alumno/paginado/?search=garcia';
      expect((await get(url, auth)).json().count).toBe(1);
      await servedFromCache(url, auth);

      await createStudent(t.app.ctx, { first_name: 'Eva', last_name: 'García' });
      expect((await get(url, auth)).json().count).toBe(2);
      await servedFromCache(url, auth);

      expect((await post('/api/desactivarAlumno/', { alumno: ana.id }, auth)).statusCode).toBe(200);
      expect((await get(url, auth)).json().count).toBe(1);
      const renamedUrl = '/api/alumno/paginado/?search=rosales&is_active=0';
      expect((await get(renamedUrl, auth)).json().count).toBe(0);
      await servedFromCache(renamedUrl, auth);

      const m = multipart({
        alumno: String(ana.id),
        first_name: 'Ana',
        last_name: 'Rosales',
        celular: '5512345678',
        email: ana.email,
        username: ana.email,
        password: '',
      });
      const renamed = await t.app.inject({
        method: 'POST',
        url: '/api/actualizarAlumno/',
        payload: m.payload,
        headers: { ...m.headers, authorization: auth },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await get(renamedUrl, auth)).json().results).toMatchObject([
        { first_name: 'Ana', last_name: 'Rosales' },
      ]);
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });
});

describe('actualizarAlumno', () => {
  const fields = (alumno: number, extra: Record<string, string> = {}) => ({
    alumno: String(alumno),
    first_name: 'Ana María',
    last_name: 'García',
    celular: '5512345678',
    email: 'ana.nueva@prueba.test',
    username: 'ana.nueva@prueba.test',
    password: '',
    ...extra,
  });

  it('lets an administrator update any student, keeping the password when empty', async () => {
    const { auth } = await adminAuth();
    const ana = await createStudent(t.app.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actualizarAlumno/',
      ...multipart(fields(ana.id)),
      headers: { ...multipart(fields(ana.id)).headers, authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toMatchObject({
      first_name: 'Ana María',
      email: 'ana.nueva@prueba.test',
    });
    await expect(loginAs(t.app, 'ana.nueva@prueba.test')).resolves.toMatch(/^token /);
  });

  it('lets a student update only themself, and changes the password when sent', async () => {
    const ana = await createStudent(t.app.ctx);
    const luis = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, ana.email);
    const send = (f: Record<string, string>) => {
      const m = multipart(f);
      return t.app.inject({
        method: 'POST',
        url: '/api/actualizarAlumno/',
        payload: m.payload,
        headers: { ...m.headers, authorization: auth },
      });
    };
    const other = await send(
      fields(luis.id, { email: 'x@prueba.test', username: 'x@prueba.test' }),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(NOT_YOUR_PROFILE);
    // Their own new password and e-mail need the current password (sessions.routes.test.ts).
    const own = await send(
      fields(ana.id, { password: 'Otra-clave-123', password_actual: DEFAULT_PASSWORD }),
    );
    expect(own.statusCode, own.body).toBe(200);
    await expect(loginAs(t.app, 'ana.nueva@prueba.test', 'Otra-clave-123')).resolves.toMatch(
      /^token /,
    );
    const bad = await send(fields(ana.id, { first_name: '' }));
    expect(bad.statusCode).toBe(400);
    const m = multipart(fields(ana.id));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/actualizarAlumno/', ...m });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an e-mail that another account has with 409', async () => {
    const { auth, admin } = await adminAuth();
    const ana = await createStudent(t.app.ctx);
    const m = multipart(fields(ana.id, { email: admin.email, username: admin.email }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actualizarAlumno/',
      payload: m.payload,
      headers: { ...m.headers, authorization: auth },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('courses of a student', () => {
  it('lists current and pending courses, enrols in more and toggles an enrolment', async () => {
    const { auth } = await adminAuth();
    const ana = await createStudent(t.app.ctx);
    const [a, b, c] = [
      await createCourse(t.app.ctx, { nombre: 'A' }),
      await createCourse(t.app.ctx, { nombre: 'B' }),
      await createCourse(t.app.ctx, { nombre: 'C' }),
    ];
    const e = await enrol(t.app.ctx, ana.id, a.id);
    const open = (await post('/api/abrirCursosAlumno/', { alumno: ana.id }, auth)).json();
    expect(open.cursosActuales).toEqual([{ id: a.id, nombre: 'A', activo: 1, alumno_curso: e.id }]);
    expect(open.cursosPendientes.map((x: { id: number }) => x.id)).toEqual([b.id, c.id]);
    const added = await post(
      '/api/agregarCursosAlumno/',
      { alumno: ana.id, cursos: [b.id, a.id] },
      auth,
    );
    expect(added.json().content).toEqual({ agregados: 1 });
    expect(
      (await post('/api/agregarCursosAlumno/', { alumno: ana.id, cursos: [99999] }, auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/agregarCursosAlumno/', { alumno: ana.id, cursos: [] }, auth)).statusCode,
    ).toBe(400);
    const ids = { alumno: ana.id, curso: a.id, alumno_curso: e.id };
    expect((await post('/api/desactivarrCursoAlumno/', ids, auth)).json().content.activo).toBe(0);
    const [row] = await t.app.ctx.db.select().from(alumno_curso).where(eq(alumno_curso.id, e.id));
    expect(row?.activo).toBe(0);
    expect((await post('/api/activarrCursoAlumno/', ids, auth)).json().content.activo).toBe(1);
    expect(
      (await post('/api/activarrCursoAlumno/', { ...ids, curso: b.id }, auth)).statusCode,
    ).toBe(404);
  });

  it('lists the students of a course with their certificate state', async () => {
    const { auth } = await adminAuth();
    const ana = await createStudent(t.app.ctx, { first_name: 'Ana' });
    const curso = await createCourse(t.app.ctx);
    await enrol(t.app.ctx, ana.id, curso.id);
    const res = (await post('/api/getAlumnosCurso/', { curso: curso.id }, auth)).json();
    expect(res.count).toBe(1);
    expect(res.curso.slug).toBe(curso.slug);
    expect(res.content[0]).toMatchObject({
      alumno_id: ana.id,
      estatus_certificado: '0',
      unique_id: null,
    });
    expect((await post('/api/getAlumnosCurso/', { curso: 99999 }, auth)).statusCode).toBe(404);
  });
});

describe('teachers and administrators', () => {
  it('adds, gets, edits, lists and deactivates a teacher', async () => {
    const { auth } = await adminAuth();
    const add = await post(
      '/api/agregarProfesor/',
      {
        first_name: 'Jorge',
        last_name: 'Hernández',
        email: 'Jorge@Prueba.test',
        username: 'jorge@prueba.test',
        celular: '55',
        password: 'Clave-larga-1',
        tipo: 2,
      },
      auth,
    );
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().content.id;
    await expect(loginAs(t.app, 'jorge@prueba.test', 'Clave-larga-1')).resolves.toMatch(/^token /);
    const dup = await post(
      '/api/agregarProfesor/',
      { first_name: 'J', last_name: 'H', email: 'jorge@prueba.test', password: 'Clave-larga-1' },
      auth,
    );
    expect(dup.statusCode).toBe(409);
    expect((await post('/api/agregarProfesor/', { first_name: 'J' }, auth)).statusCode).toBe(400);
    const edit = await post(
      '/api/actualizarProfesor/',
      {
        profesor: id,
        first_name: 'Jorge Luis',
        last_name: 'Hernández',
        email: 'jorge@prueba.test',
        password: '',
      },
      auth,
    );
    expect(edit.json().content.first_name).toBe('Jorge Luis');
    await expect(loginAs(t.app, 'jorge@prueba.test', 'Clave-larga-1')).resolves.toMatch(/^token /);
    expect(
      (await post('/api/getProfesor/', { profesor: id }, auth)).json().content.first_name,
    ).toBe('Jorge Luis');
    expect((await get('/api/profesor/paginado/?search=hernandez', auth)).json().count).toBe(1);
    expect((await post('/api/getProfesores/', { activo: 1 }, auth)).json().content).toHaveLength(1);
    await post('/api/desactivarProfesor/', { profesor: id }, auth);
    expect((await post('/api/getProfesores/', { activo: 1 }, auth)).json().content).toHaveLength(0);
    await post('/api/activarProfesor/', { profesor: id }, auth);
    expect((await post('/api/getProfesores/', {}, auth)).json().content).toHaveLength(1);
    // A student's id is not a teacher's.
    const ana = await createStudent(t.app.ctx);
    expect((await post('/api/getProfesor/', { profesor: ana.id }, auth)).statusCode).toBe(404);
  });

  it('keeps one active administrator and nobody deletes themself', async () => {
    const { admin, auth } = await adminAuth();
    expect(
      (await post('/api/eliminarAdministrador/', { administrador: admin.id }, auth)).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/desactivarAdministrador/', { administrador: admin.id }, auth)).statusCode,
    ).toBe(409);
    const add = await post(
      '/api/agregarAdministrador/',
      {
        first_name: 'Sara',
        last_name: 'Luna',
        email: 'sara@prueba.test',
        password: 'Clave-larga-1',
        tipo: 0,
        is_staff: 1,
      },
      auth,
    );
    const sara = add.json().content.id;
    const saraAuth = await loginAs(t.app, 'sara@prueba.test', 'Clave-larga-1');
    // Sara deactivates the first one; then the first cannot come back to remove Sara.
    expect(
      (await post('/api/desactivarAdministrador/', { administrador: admin.id }, saraAuth))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/eliminarAdministrador/', { administrador: admin.id }, saraAuth)).json()
        .content,
    ).toEqual({
      resultado: 'eliminado',
    });
    expect((await get('/api/administrador/paginado/', saraAuth)).json().count).toBe(1);
    // A search of administrators: its statement's text carries `is_staff = true` itself.
    const found = (await get('/api/administrador/paginado/?search=SARA', saraAuth)).json();
    expect(found).toMatchObject({ count: 1, count_exacto: true, results: [{ id: sara }] });
    expect((await get('/api/getAdministradores/', saraAuth)).json().content[0].id).toBe(sara);
  });

  it('deactivates instead of deleting an administrator who recorded payments', async () => {
    const { auth } = await adminAuth();
    const other = await createAdmin(t.app.ctx);
    const curso = await createCourse(t.app.ctx);
    const grupo = await createGroup(t.app.ctx, curso.id);
    const ana = await createStudent(t.app.ctx);
    await addMember(t.app.ctx, grupo.id, ana.id);
    await createPayment(t.app.ctx, { grupo: grupo.id, alumno: ana.id, registrado_por: other.id });
    const res = await post('/api/eliminarAdministrador/', { administrador: other.id }, auth);
    expect(res.json().content).toEqual({ resultado: 'desactivado' });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.is_active).toBe(false);
  });

  it('updates an administrator through multipart and refuses students', async () => {
    const { admin, auth } = await adminAuth();
    const m = multipart({
      administrador: String(admin.id),
      first_name: 'Mariana',
      last_name: 'Robles',
      celular: '55',
      email: admin.email,
      username: admin.email,
      password: '',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actualizarAdministrador/',
      payload: m.payload,
      headers: { ...m.headers, authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await post('/api/getAdministrador/', { administrador: admin.id }, auth)).json().content
        .first_name,
    ).toBe('Mariana');
    const student = await createStudent(t.app.ctx);
    const sAuth = await loginAs(t.app, student.email);
    expect((await get('/api/administrador/paginado/', sAuth)).statusCode).toBe(403);
  });
});
