import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TGetOportunidadesAlumnoResponse } from '@academia/contract/career/get-oportunidades-alumno';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../../test/blog-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import {
  createAdmin,
  createStudent,
  createTeacher,
  loginAs,
  type UserRow,
} from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import type { AppContext } from '../../app-context';
import {
  alumno_curso,
  aplicantes,
  auditoria,
  certificados,
  competencias,
  curso_competencias,
  habilidades,
  job_competencias,
  subtema_completado,
} from '../../db/schema/index';
import { VACANTE_NO_DISPONIBLE, YA_POSTULADO } from './messages';

const t = useTestApp({ config: { exposeStatementCount: true } });

type Method = 'GET' | 'POST';
async function call(method: Method, name: string, auth: string | undefined, input: object = {}) {
  const headers = auth ? { authorization: auth } : {};
  return method === 'GET'
    ? t.app.inject({
        method,
        url: `/api/${name}/?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers,
      })
    : t.app.inject({ method, url: `/api/${name}/`, headers, payload: input });
}
const oportunidades = (auth: string, page = 1) =>
  call('GET', 'getOportunidadesAlumno', auth, { page });
/** An answer's body without the envelope's `success`. */
function bodyOf(res: { json: () => unknown }) {
  const { success, ...rest } = res.json() as { success: boolean };
  expect(success).toBe(true);
  return rest;
}
const postular = (auth: string | undefined, job: string) =>
  call('POST', 'postularVacanteAlumno', auth, { job });
const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);

/**
 * Reads the page until it comes from the cache (1 statement) and answers that read. On
 * PostgreSQL a write's own NOTIFY can arrive after the read that followed it stored its page,
 * and drop it once more: one more miss, never a stale page.
 */
async function readUntilCached(auth: string, page = 1) {
  let res = await oportunidades(auth, page);
  await expect
    .poll(async () => {
      res = await oportunidades(auth, page);
      return statements(res);
    })
    .toBe(1);
  return res;
}

async function skill(ctx: AppContext, nombre: string) {
  const [row] = await ctx.db.insert(competencias).values({ nombre }).returning();
  if (!row) throw new Error('skill: nothing returned');
  return row.id;
}

/** A course (published unless told) teaching `skills`; one lesson, so it can be completed. */
async function course(ctx: AppContext, skills: number[], o: { estado?: 'borrador' } = {}) {
  const row = await createCourse(ctx, o);
  const topic = await createTopic(ctx, row.id);
  const lesson = await createSubtopic(ctx, topic.id);
  if (skills.length > 0) {
    await ctx.db
      .insert(curso_competencias)
      .values(skills.map((competencia) => ({ curso: row.id, competencia })));
  }
  return { ...row, lesson };
}

async function vacancy(
  ctx: AppContext,
  nombre: string,
  skills: number[],
  o: { dias?: number; activo?: number } = {},
) {
  const created_at = new Date(Date.UTC(2026, 9, 1 + (o.dias ?? 0)));
  const job = await createJob(ctx, { nombre, created_at, activo: o.activo ?? 1 });
  if (skills.length > 0) {
    await ctx.db
      .insert(job_competencias)
      .values(skills.map((competencia) => ({ job: job.id, competencia })));
  }
  return job;
}

/**
 * The hand-computed world of decision 031. Ana holds Python and SQL (a course she completed),
 * AWS (a valid certificate of a course she did not finish) and Linux (her CV says " linux ");
 * not Docker (a course she has not finished) nor Excel (a revoked certificate).
 */
async function world() {
  const ctx = t.app.ctx;
  const [python, sql, docker, aws, excel, linux, k8s] = await Promise.all(
    ['Python', 'SQL', 'Docker', 'AWS', 'Excel', 'Linux', 'Kubernetes'].map((n) => skill(ctx, n)),
  );
  if (!python || !sql || !docker || !aws || !excel || !linux || !k8s) throw new Error('skills');
  const ana = await createStudent(ctx, { first_name: 'Ana', last_name: 'Pérez' });
  const terminado = await course(ctx, [python, sql]);
  const sinTerminar = await course(ctx, [docker]);
  const certificado = await course(ctx, [aws]);
  const revocado = await course(ctx, [excel]);
  await course(ctx, [k8s], { estado: 'borrador' });
  const e1 = await enrol(ctx, ana.id, terminado.id);
  await ctx.db
    .insert(subtema_completado)
    .values({ alumno_curso: e1.id, subtema: terminado.lesson.id });
  await enrol(ctx, ana.id, sinTerminar.id);
  const e3 = await enrol(ctx, ana.id, certificado.id);
  const e4 = await enrol(ctx, ana.id, revocado.id);
  const admin = await createAdmin(ctx);
  await ctx.db.insert(certificados).values([
    { alumno_curso: e3.id, fecha_reconocimiento: '2026-10-01', generado_por: admin.id },
    {
      alumno_curso: e4.id,
      fecha_reconocimiento: '2026-10-01',
      generado_por: admin.id,
      revocado_en: new Date(),
      revocado_por: admin.id,
    },
  ]);
  await ctx.db.insert(habilidades).values({ alumno: ana.id, habilidad: ' linux ', nivel: 3 });
  const jobs = {
    datos: await vacancy(ctx, 'Analista de datos', [python, sql], { dias: 1 }),
    nube: await vacancy(ctx, 'Ingeniero de nube', [python, docker, aws], { dias: 2 }),
    devops: await vacancy(ctx, 'DevOps', [docker, excel, k8s], { dias: 9 }),
    soporteViejo: await vacancy(ctx, 'Soporte Linux', [linux, excel], { dias: 3 }),
    soporteNuevo: await vacancy(ctx, 'Soporte AWS', [aws, docker], { dias: 4 }),
    sinCompetencias: await vacancy(ctx, 'Recepción', [], { dias: 10 }),
    cerrada: await vacancy(ctx, 'Cerrada', [python], { activo: 0 }),
  };
  const auth = await loginAs(t.app, ana.email);
  return {
    ana,
    auth,
    jobs,
    cursos: { sinTerminar, revocado },
    skills: { python, sql, docker, aws, excel, linux, k8s },
  };
}

describe('getOportunidadesAlumno', () => {
  it('ranks the open vacancies by the hand-computed fit, with matches, gaps and courses', async () => {
    const w = await world();
    const res = await oportunidades(w.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TGetOportunidadesAlumnoResponse;
    expect(body.emparejar).toBe(true);
    expect(body.count).toBe(6);
    expect(body.results.map((r) => [r.nombre, r.ajuste])).toEqual([
      ['Analista de datos', 100],
      ['Ingeniero de nube', 66],
      // 1 of 2 each: the newer first.
      ['Soporte AWS', 50],
      ['Soporte Linux', 50],
      // Sharing no skill with her, the rest follow newest first, with or without skills.
      ['Recepción', null],
      ['DevOps', 0],
    ]);
    const [datos, nube, , soporteLinux, recepcion, devops] = body.results;
    expect(datos?.coinciden.map((c) => c.nombre)).toEqual(['Python', 'SQL']);
    expect(datos?.faltan).toEqual([]);
    expect(nube?.coinciden.map((c) => c.nombre)).toEqual(['AWS', 'Python']);
    expect(nube?.faltan).toEqual([
      {
        id: w.skills.docker,
        nombre: 'Docker',
        curso: { nombre: w.cursos.sinTerminar.nombre, slug: w.cursos.sinTerminar.slug },
      },
    ]);
    // The CV's " linux " is Linux; the revoked certificate's Excel is missing.
    expect(soporteLinux?.coinciden.map((c) => c.nombre)).toEqual(['Linux']);
    expect(soporteLinux?.faltan.map((c) => [c.nombre, c.curso?.slug])).toEqual([
      ['Excel', w.cursos.revocado.slug],
    ]);
    // Only a draft course teaches Kubernetes: nothing to suggest.
    expect(devops?.faltan.map((c) => [c.nombre, c.curso])).toEqual([
      ['Docker', { nombre: w.cursos.sinTerminar.nombre, slug: w.cursos.sinTerminar.slug }],
      ['Excel', { nombre: w.cursos.revocado.nombre, slug: w.cursos.revocado.slug }],
      ['Kubernetes', null],
    ]);
    expect(recepcion).toMatchObject({ coinciden: [], faltan: [], postulado: false });
    expect(body.results.every((r) => !r.postulado)).toBe(true);
  });

  it('counts a lesson finished later, so the course then adds its skills', async () => {
    const w = await world();
    const ctx = t.app.ctx;
    const [enrolment] = await ctx.db
      .select()
      .from(alumno_curso)
      .where(
        and(eq(alumno_curso.alumno, w.ana.id), eq(alumno_curso.curso, w.cursos.sinTerminar.id)),
      );
    if (!enrolment) throw new Error('enrolment');
    await ctx.db
      .insert(subtema_completado)
      .values({ alumno_curso: enrolment.id, subtema: w.cursos.sinTerminar.lesson.id });
    const body = (await oportunidades(w.auth)).json() as TGetOportunidadesAlumnoResponse;
    // All three at 100 %: the most skills matched first, then the newest.
    expect(body.results.slice(0, 3).map((r) => [r.nombre, r.ajuste, r.coinciden.length])).toEqual([
      ['Ingeniero de nube', 100, 3],
      ['Soporte AWS', 100, 2],
      ['Analista de datos', 100, 2],
    ]);
  });

  it('takes the same number of statements for 6 or 36 vacancies and pages in SQL', async () => {
    const w = await world();
    await call('GET', 'getPreferenciasCarrera', w.auth); // the session is read once, then cached
    // A page not cached yet: the student's skills, then the ranking; cached: the skills only.
    const small = await oportunidades(w.auth);
    await readUntilCached(w.auth);
    for (let i = 0; i < 30; i++) {
      await vacancy(t.app.ctx, `Extra ${i}`, [w.skills.python, w.skills.docker], { dias: 20 + i });
    }
    const large = await oportunidades(w.auth);
    await readUntilCached(w.auth);
    expect([small, large].map(statements)).toEqual([2, 2]);
    const page4 = (await oportunidades(w.auth, 4)).json() as TGetOportunidadesAlumnoResponse;
    expect(page4.count).toBe(36);
    // The extras fit 1 of 2 and are the newest, so they come between 66 % and the older 50 %s.
    expect(page4.results.map((r) => r.nombre)).toEqual([
      'Extra 1',
      'Extra 0',
      'Soporte AWS',
      'Soporte Linux',
      'Recepción',
      'DevOps',
    ]);
    expect(bodyOf(await oportunidades(w.auth, 9))).toEqual({
      results: [],
      count: 36,
      emparejar: true,
    });
  });

  it('pages past the ranked vacancies, and through the whole board for a student without skills', async () => {
    const w = await world();
    for (let i = 0; i < 12; i++) await vacancy(t.app.ctx, `Otra ${i}`, [], { dias: 20 + i });
    const names = async (auth: string, page: number) => {
      const body = (await oportunidades(auth, page)).json() as TGetOportunidadesAlumnoResponse;
      expect(body.count).toBe(18);
      return body.results.map((r) => r.nombre);
    };
    // Ana's four ranked vacancies, then the others newest first: page 2 holds none she ranks.
    expect((await names(w.auth, 1)).slice(4)).toEqual([
      'Otra 11',
      'Otra 10',
      'Otra 9',
      'Otra 8',
      'Otra 7',
      'Otra 6',
    ]);
    expect(await names(w.auth, 2)).toEqual([
      'Otra 5',
      'Otra 4',
      'Otra 3',
      'Otra 2',
      'Otra 1',
      'Otra 0',
      'Recepción',
      'DevOps',
    ]);
    const nadie = await createStudent(t.app.ctx);
    expect(await names(await loginAs(t.app, nadie.email), 2)).toEqual([
      'Otra 1',
      'Otra 0',
      'Recepción',
      'DevOps',
      'Soporte AWS',
      'Soporte Linux',
      'Ingeniero de nube',
      'Analista de datos',
    ]);
  });

  it('gives an opted-out student an empty page until they turn matching back on', async () => {
    const w = await world();
    const off = await call('POST', 'actualizarPreferenciasCarrera', w.auth, {
      emparejar: false,
      cv_visible: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().content).toEqual({ emparejar: false, cv_visible: true });
    expect(bodyOf(await oportunidades(w.auth))).toEqual({
      results: [],
      count: 0,
      emparejar: false,
    });
    await call('POST', 'actualizarPreferenciasCarrera', w.auth, {
      emparejar: true,
      cv_visible: true,
    });
    expect(((await oportunidades(w.auth)).json() as TGetOportunidadesAlumnoResponse).count).toBe(6);
  });

  it('refuses other roles and bad pages', async () => {
    const ctx = t.app.ctx;
    const admin = await createAdmin(ctx);
    const teacher = await createTeacher(ctx);
    const student = await createStudent(ctx);
    expect((await call('GET', 'getOportunidadesAlumno', undefined)).statusCode).toBe(401);
    expect((await oportunidades(await loginAs(t.app, admin.email))).statusCode).toBe(403);
    expect((await oportunidades(await loginAs(t.app, teacher.email))).statusCode).toBe(403);
    const auth = await loginAs(t.app, student.email);
    expect((await oportunidades(auth, 0)).statusCode).toBe(400);
    expect((await call('GET', 'getOportunidadesAlumno', auth, { page: 'dos' })).statusCode).toBe(
      400,
    );
    // Nothing open: an empty first page.
    expect(bodyOf(await oportunidades(auth))).toEqual({ results: [], count: 0, emparejar: true });
  });
});

/** The page as every student with those skills sees it: the answer without `postulado`. */
const shared = (body: TGetOportunidadesAlumnoResponse) =>
  body.results.map(({ postulado: _, ...card }) => card);
const appliedTo = (body: TGetOportunidadesAlumnoResponse) =>
  body.results.filter((r) => r.postulado).map((r) => r.nombre);

describe('getOportunidadesAlumno: ranked pages shared through the cache (decision 031)', () => {
  it('shares one page between students with the same skills, each with their own applications', async () => {
    const w = await world();
    const ctx = t.app.ctx;
    // Ana's four skills come from a course, a certificate and her CV; Beto's from his CV alone.
    const beto = await createStudent(ctx, { first_name: 'Beto' });
    await ctx.db
      .insert(habilidades)
      .values(
        ['Python', 'SQL', 'AWS', 'Linux'].map((h) => ({ alumno: beto.id, habilidad: h, nivel: 3 })),
      );
    const betoAuth = await loginAs(t.app, beto.email);
    expect((await postular(betoAuth, w.jobs.nube.unique_id)).statusCode).toBe(200);
    await call('GET', 'getPreferenciasCarrera', w.auth); // Ana's session, read once

    const ana = await oportunidades(w.auth);
    expect(statements(ana)).toBe(2);
    await readUntilCached(w.auth);
    // Ana's read ranked the page; Beto's only reads his skills and applications.
    const betos = await oportunidades(betoAuth);
    expect(statements(betos)).toBe(1);
    const anaBody = ana.json() as TGetOportunidadesAlumnoResponse;
    const betoBody = betos.json() as TGetOportunidadesAlumnoResponse;
    expect(shared(betoBody)).toEqual(shared(anaBody));
    expect(appliedTo(anaBody)).toEqual([]);
    expect(appliedTo(betoBody)).toEqual(['Ingeniero de nube']);

    // The entry holds the vacancies' cards and keys, nothing of either student.
    const key = [w.skills.python, w.skills.sql, w.skills.aws, w.skills.linux]
      .sort((a, b) => a - b)
      .join(',');
    const entry = ctx.cache.get(`opportunities ${key} page 1`);
    expect(entry?.kind === 'value' && entry.value).toEqual({
      count: 6,
      cards: shared(anaBody).map((card) => ({
        job: Object.values(w.jobs).find((j) => j.unique_id === card.unique_id)?.id,
        card,
      })),
    });

    // Applying writes no table the page is read from: both still read it from the cache.
    expect((await postular(w.auth, w.jobs.datos.unique_id)).statusCode).toBe(200);
    const anaAfter = await oportunidades(w.auth);
    const betoAfter = await oportunidades(betoAuth);
    expect([anaAfter, betoAfter].map(statements)).toEqual([1, 1]);
    expect(appliedTo(anaAfter.json())).toEqual(['Analista de datos']);
    expect(appliedTo(betoAfter.json())).toEqual(['Ingeniero de nube']);
  });

  it('reads the page again after a write to any table it is read from, never a stale one', async () => {
    const w = await world();
    const ctx = t.app.ctx;
    const admin = await loginAs(t.app, (await createAdmin(ctx)).email);
    const asAdmin = async (name: string, input: object) => {
      const res = await call('POST', name, admin, input);
      expect(res.statusCode, res.body).toBe(200);
    };
    await call('GET', 'getPreferenciasCarrera', w.auth);
    /** The next read ranks anew (2 statements) and a later one is cached again (1). */
    const fresh = async () => {
      const first = await oportunidades(w.auth);
      expect(statements(first)).toBe(2);
      expect((await readUntilCached(w.auth)).json()).toEqual(first.json());
      return first.json() as TGetOportunidadesAlumnoResponse;
    };
    const card = (body: TGetOportunidadesAlumnoResponse, nombre: string) =>
      body.results.find((r) => r.nombre === nombre);
    await fresh();

    // A new vacancy with its skills (jobs and job_competencias, through the API).
    await asAdmin('agregarJob', {
      nombre: 'Científico de datos',
      descripcion: '<p>x</p>',
      descripcion_corta: 'x',
      sueldo: null,
      modalidad: 2,
      competencias: [w.skills.python, w.skills.sql],
    });
    let body = await fresh();
    expect(body.count).toBe(7);
    expect(body.results.slice(0, 2).map((r) => [r.nombre, r.ajuste])).toEqual([
      ['Científico de datos', 100],
      ['Analista de datos', 100],
    ]);

    // A skill added to a vacancy, job_competencias alone (outside any call).
    await ctx.db
      .insert(job_competencias)
      .values({ job: w.jobs.datos.id, competencia: w.skills.k8s });
    body = await fresh();
    expect(card(body, 'Analista de datos')?.ajuste).toBe(66);

    // A vacancy closed.
    await asAdmin('actualizarJob', {
      job: w.jobs.nube.unique_id,
      nombre: 'Ingeniero de nube',
      modalidad: 1,
      activo: 0,
    });
    body = await fresh();
    expect(body.count).toBe(6);
    expect(card(body, 'Ingeniero de nube')).toBeUndefined();

    // A skill renamed.
    await asAdmin('renombrarCompetencia', { competencia: w.skills.sql, nombre: 'PostgreSQL' });
    body = await fresh();
    expect(card(body, 'Analista de datos')?.coinciden.map((c) => c.nombre)).toEqual([
      'PostgreSQL',
      'Python',
    ]);

    // A course teaching one more skill: Kubernetes now has a published course to suggest.
    await ctx.db
      .insert(curso_competencias)
      .values({ curso: w.cursos.sinTerminar.id, competencia: w.skills.k8s });
    body = await fresh();
    const sinTerminar = { nombre: w.cursos.sinTerminar.nombre, slug: w.cursos.sinTerminar.slug };
    expect(card(body, 'DevOps')?.faltan.map((c) => [c.nombre, c.curso])).toEqual([
      ['Docker', sinTerminar],
      ['Excel', { nombre: w.cursos.revocado.nombre, slug: w.cursos.revocado.slug }],
      ['Kubernetes', sinTerminar],
    ]);

    // That course archived: no longer suggested for anything.
    await asAdmin('archivarCurso', { curso: w.cursos.sinTerminar.id });
    body = await fresh();
    expect(card(body, 'DevOps')?.faltan.map((c) => [c.nombre, c.curso?.slug ?? null])).toEqual([
      ['Docker', null],
      ['Excel', w.cursos.revocado.slug],
      ['Kubernetes', null],
    ]);
  });

  it('drops the page on a write by another connection, through its NOTIFY (PostgreSQL)', async () => {
    const url = t.database.connectionString;
    if (!url) return;
    const w = await world();
    await expect.poll(() => t.app.ctx.cache.isBypassed, { timeout: 5000 }).toBe(false);
    await call('GET', 'getPreferenciasCarrera', w.auth);
    await oportunidades(w.auth);
    expect(statements(await oportunidades(w.auth))).toBe(1);
    // As psql or another instance would: this process's statement counter never sees it.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('insert into job_competencias (job, competencia) values ($1, $2)', [
        w.jobs.datos.id,
        w.skills.k8s,
      ]);
    } finally {
      await other.end();
    }
    await expect
      .poll(
        async () => {
          const body = (await oportunidades(w.auth)).json() as TGetOportunidadesAlumnoResponse;
          return body.results.find((r) => r.nombre === 'Analista de datos')?.ajuste;
        },
        { timeout: 3000 },
      )
      .toBe(66);
  });
});

describe('getPreferenciasCarrera / actualizarPreferenciasCarrera', () => {
  it('answers the defaults, saves both switches for the caller only, and audits the change', async () => {
    const ctx = t.app.ctx;
    const ana = await createStudent(ctx);
    const luis = await createStudent(ctx);
    const auth = await loginAs(t.app, ana.email);
    const get = async (a: string) =>
      (await call('GET', 'getPreferenciasCarrera', a)).json().content;
    expect(await get(auth)).toEqual({ emparejar: true, cv_visible: false });
    await call('POST', 'actualizarPreferenciasCarrera', auth, {
      emparejar: false,
      cv_visible: true,
    });
    expect(await get(auth)).toEqual({ emparejar: false, cv_visible: true });
    expect(await get(await loginAs(t.app, luis.email))).toEqual({
      emparejar: true,
      cv_visible: false,
    });
    const [entry] = await ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad, 'preferencias_carrera'));
    expect(entry).toMatchObject({
      accion: 'actualizar',
      entidad_id: String(ana.id),
      detalles: {
        emparejar: { antes: true, despues: false },
        cv_visible: { antes: false, despues: true },
      },
    });
  });

  it('refuses bad input, other roles and the anonymous', async () => {
    const ctx = t.app.ctx;
    const auth = await loginAs(t.app, (await createStudent(ctx)).email);
    const bad = await call('POST', 'actualizarPreferenciasCarrera', auth, { emparejar: 'si' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['cv_visible', 'emparejar']);
    const admin = await loginAs(t.app, (await createAdmin(ctx)).email);
    const body = { emparejar: true, cv_visible: true };
    expect((await call('POST', 'actualizarPreferenciasCarrera', admin, body)).statusCode).toBe(403);
    expect((await call('GET', 'getPreferenciasCarrera', admin)).statusCode).toBe(403);
    expect((await call('POST', 'actualizarPreferenciasCarrera', undefined, body)).statusCode).toBe(
      401,
    );
  });
});

async function storedCvs(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'private', 'cv')).catch(() => []);
}

async function applicationsOf(alumno: UserRow) {
  return t.app.ctx.db.select().from(aplicantes).where(eq(aplicantes.alumno, alumno.id));
}

describe('postularVacanteAlumno / getPostulacionesAlumno', () => {
  it('applies with the account and a snapshot of the platform CV, once', async () => {
    const w = await world();
    const before = await storedCvs();
    const res = await postular(w.auth, w.jobs.datos.unique_id);
    expect(res.statusCode).toBe(200);
    const [row] = await applicationsOf(w.ana);
    expect(row).toMatchObject({
      job: w.jobs.datos.id,
      nombre: 'Ana Pérez',
      email: w.ana.email,
      estado: 'recibida',
    });
    expect(res.json().content.fecha).toBe(row?.fecha.toISOString());
    if (!row?.cv) throw new Error('no CV');
    const pdf = await readFile(path.join(t.config.dataDir, 'private', row.cv));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await storedCvs()).length).toBe(before.length + 1);
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad, 'aplicantes'));
    expect(entry).toMatchObject({ accion: 'crear', entidad_id: String(row.id), actor: w.ana.id });

    const again = await postular(w.auth, w.jobs.datos.unique_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(YA_POSTULADO);
    expect((await storedCvs()).length).toBe(before.length + 1);

    const ranked = (await oportunidades(w.auth)).json() as TGetOportunidadesAlumnoResponse;
    expect(ranked.results.find((r) => r.nombre === 'Analista de datos')?.postulado).toBe(true);

    const mine = await call('GET', 'getPostulacionesAlumno', w.auth);
    expect(mine.statusCode).toBe(200);
    expect(bodyOf(mine)).toEqual({
      results: [
        {
          id: row.id,
          job: { unique_id: w.jobs.datos.unique_id, nombre: 'Analista de datos', activo: true },
          fecha: row.fecha.toISOString(),
          estado: 'recibida',
        },
      ],
      count: 1,
    });
  });

  it('lets one of two simultaneous clicks through and leaves one CV file', async () => {
    const w = await world();
    const before = await storedCvs();
    const answers = await Promise.all([
      postular(w.auth, w.jobs.nube.unique_id),
      postular(w.auth, w.jobs.nube.unique_id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await applicationsOf(w.ana)).toHaveLength(1);
    expect((await storedCvs()).length).toBe(before.length + 1);
  });

  it('refuses closed and unknown vacancies, bad ids and other roles, writing nothing', async () => {
    const w = await world();
    const before = await storedCvs();
    const closed = await postular(w.auth, w.jobs.cerrada.unique_id);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.message).toBe(VACANTE_NO_DISPONIBLE);
    expect((await postular(w.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await postular(w.auth, 'no-es-un-id')).statusCode).toBe(400);
    expect((await postular(undefined, w.jobs.datos.unique_id)).statusCode).toBe(401);
    const admin = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
    const teacher = await loginAs(t.app, (await createTeacher(t.app.ctx)).email);
    expect((await postular(admin, w.jobs.datos.unique_id)).statusCode).toBe(403);
    expect((await postular(teacher, w.jobs.datos.unique_id)).statusCode).toBe(403);
    expect((await call('GET', 'getPostulacionesAlumno', admin)).statusCode).toBe(403);
    expect((await call('GET', 'getPostulacionesAlumno', w.auth, { page: 0 })).statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(aplicantes)).toEqual([]);
    expect(await storedCvs()).toEqual(before);
  });

  it("lists only the caller's applications, newest first, with their state", async () => {
    const w = await world();
    const luis = await createStudent(t.app.ctx);
    const luisAuth = await loginAs(t.app, luis.email);
    await postular(luisAuth, w.jobs.datos.unique_id);
    await postular(w.auth, w.jobs.devops.unique_id);
    await postular(w.auth, w.jobs.nube.unique_id);
    await t.app.ctx.db
      .update(aplicantes)
      .set({ estado: 'entrevista' })
      .where(and(eq(aplicantes.alumno, w.ana.id), eq(aplicantes.job, w.jobs.devops.id)));
    const mine = (await call('GET', 'getPostulacionesAlumno', w.auth)).json();
    expect(mine.count).toBe(2);
    expect(
      mine.results.map((r: { job: { nombre: string }; estado: string }) => [
        r.job.nombre,
        r.estado,
      ]),
    ).toEqual([
      ['Ingeniero de nube', 'recibida'],
      ['DevOps', 'entrevista'],
    ]);
    expect((await call('GET', 'getPostulacionesAlumno', luisAuth)).json().count).toBe(1);
  });
});
