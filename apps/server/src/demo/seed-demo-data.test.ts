import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import * as schema from '../db/schema/index';
import { demoVacancies } from './demo-vacancies';
import { DEMO_PASSWORD, presentDemoLogins, seedDemoData } from './seed-demo-data';

const t = useTestApp();

/** Every table the demo fills, by name. */
const demoTables = {
  users: schema.users,
  categorias_blog: schema.categorias_blog,
  articulos: schema.articulos,
  noticias: schema.noticias,
  jobs: schema.jobs,
  aplicantes: schema.aplicantes,
  categorias_curso: schema.categorias_curso,
  cursos: schema.cursos,
  temas: schema.temas,
  subtemas: schema.subtemas,
  materiales: schema.materiales,
  quizzes: schema.quizzes,
  quiz_preguntas: schema.quiz_preguntas,
  alumno_curso: schema.alumno_curso,
  subtema_completado: schema.subtema_completado,
  foros_discusion: schema.foros_discusion,
  foro_respuestas: schema.foro_respuestas,
  foro_respuestas_respuestas: schema.foro_respuestas_respuestas,
  evaluaciones: schema.evaluaciones,
  evaluacion_preguntas: schema.evaluacion_preguntas,
  evaluacion_respuestas: schema.evaluacion_respuestas,
  alumno_evaluacion_curso: schema.alumno_evaluacion_curso,
  alumno_evaluacion_respuestas: schema.alumno_evaluacion_respuestas,
  grupos: schema.grupos,
  grupo_alumnos: schema.grupo_alumnos,
  pagos: schema.pagos,
  certificados: schema.certificados,
  puestos: schema.puestos,
  programas: schema.programas,
  certificaciones: schema.certificaciones,
  idiomas: schema.idiomas,
  habilidades: schema.habilidades,
  vacantes_analizadas: schema.vacantes_analizadas,
};

async function countRows(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(demoTables).map(async ([name, table]) => [
      name,
      await t.app.ctx.db.$count(table),
    ]),
  );
  return Object.fromEntries(entries);
}

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await t.database.executeSql(sql)).rows;
}

describe('demo data', () => {
  it('fills every demo table', async () => {
    await seedDemoData(t.app.ctx);
    const counts = await countRows();
    for (const [table, count] of Object.entries(counts)) {
      expect(count, table).toBeGreaterThan(0);
    }
    expect(counts.users).toBe(4);
    expect(counts.vacantes_analizadas).toBeGreaterThanOrEqual(200);
    expect(counts.vacantes_analizadas).toBeLessThanOrEqual(500);
  });

  it('shows a pending enrolment and a course marked for trials (decision 017)', async () => {
    await seedDemoData(t.app.ctx);
    expect(
      await rows(`select u.email, c.slug from alumno_curso ac
        join users u on u.id = ac.alumno join cursos c on c.id = ac.curso
        where ac.estado = 'pendiente'`),
    ).toEqual([{ email: 'ana.garcia@academia.test', slug: 'fundamentos-de-ciberseguridad' }]);
    expect(await rows('select slug from cursos where prueba_gratuita')).toEqual([
      { slug: 'cisco-ccna-200-301' },
    ]);
  });

  it('adds nothing when it runs again', async () => {
    await seedDemoData(t.app.ctx);
    const before = await countRows();
    await seedDemoData(t.app.ctx);
    expect(await countRows()).toEqual(before);
  });

  it('names for the start-up message the demo logins still there and active', async () => {
    expect(await presentDemoLogins(t.app.ctx)).toEqual([]);
    await seedDemoData(t.app.ctx);
    expect((await presentDemoLogins(t.app.ctx)).map((l) => l.email)).toEqual([
      'admin@academia.test',
      'profesor@academia.test',
      'ana.garcia@academia.test',
      'luis.perez@academia.test',
    ]);
    await t.app.ctx.db
      .update(schema.users)
      .set({ is_active: false })
      .where(eq(schema.users.email, 'luis.perez@academia.test'));
    expect((await presentDemoLogins(t.app.ctx)).map((l) => l.email)).not.toContain(
      'luis.perez@academia.test',
    );
  });

  it("stores the lessons' demo video from its asset file", async () => {
    await seedDemoData(t.app.ctx);
    const [lesson] = await rows(
      "select video from subtemas where video is not null and video <> '' limit 1",
    );
    // A lesson video is served only by an address signed for a viewer.
    const signed = t.app.ctx.storage.signer.sign(String(lesson?.video), 1);
    const video = await t.app.inject({ method: 'GET', url: `/uploads/${signed}` });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    // WebM files start with the EBML magic number.
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('lets each demo account log in through the real auth call with its role', async () => {
    await seedDemoData(t.app.ctx);
    const accounts = [
      ['admin@academia.test', 0],
      ['profesor@academia.test', 2],
      ['ana.garcia@academia.test', 1],
      ['luis.perez@academia.test', 1],
    ] as const;
    for (const [username, tipo] of accounts) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/',
        payload: { username, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, username).toBe(200);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/getTipo/',
        headers: { authorization: `token ${login.json().token}` },
      });
      expect(res.json(), username).toEqual({ success: true, content: { tipo } });
    }
  });

  it("keeps each student's progress, attempts, forum posts and certificate consistent", async () => {
    await seedDemoData(t.app.ctx);
    // Every completion is of a lesson of the enrolment's own course, and both students have some.
    expect(
      await rows(`select count(*)::int as n from subtema_completado sc
        join alumno_curso ac on ac.id = sc.alumno_curso
        join subtemas s on s.id = sc.subtema join temas t on t.id = s.tema
        where t.curso <> ac.curso`),
    ).toEqual([{ n: 0 }]);
    const perStudent = await rows(`select u.email, count(sc.id)::int as n from users u
      join alumno_curso ac on ac.alumno = u.id
      left join subtema_completado sc on sc.alumno_curso = ac.id
      where u.tipo = 1 group by u.email order by u.email`);
    expect(perStudent).toHaveLength(2);
    for (const r of perStudent) expect(Number(r.n), String(r.email)).toBeGreaterThan(0);

    // Memberships point at the same student's enrolment in the group's course, and every
    // student still owes something: payments sum below the sale price.
    expect(
      await rows(`select count(*)::int as n from grupo_alumnos ga
        join grupos g on g.id = ga.grupo join alumno_curso ac on ac.id = ga.alumno_curso
        where ac.alumno <> ga.alumno or ac.curso <> g.curso`),
    ).toEqual([{ n: 0 }]);
    const balances = await rows(`select ga.precio_venta::text as precio,
        coalesce(sum(p.monto), 0)::text as pagado
      from grupo_alumnos ga left join pagos p on p.grupo = ga.grupo and p.alumno = ga.alumno
        and p.anulado_en is null
      group by ga.id, ga.precio_venta`);
    expect(balances.length).toBeGreaterThan(0);
    for (const b of balances) {
      expect(Number(b.pagado)).toBeGreaterThan(0);
      expect(Number(b.pagado)).toBeLessThan(Number(b.precio));
    }
    // A void payment, with who and why, for the lists to show one.
    expect(
      await rows(`select count(*)::int as n from pagos
        where anulado_en is not null and anulado_por is not null and motivo_anulacion <> ''`),
    ).toEqual([{ n: 1 }]);

    // Attempts: of the enrolment's course, one answer per question, the grade matching the
    // answers, the drawn order holding exactly the evaluation's questions; one passed, some failed.
    const attempts = await rows(`select a.id, a.calificacion::float8 as calificacion, a.resultado,
        a.orden_preguntas, e.calificacion_aprobatoria::float8 as aprobatoria,
        (select count(*)::int from alumno_evaluacion_respuestas r where r.alumno_evaluacion_curso = a.id) as respondidas,
        (select count(*)::int from alumno_evaluacion_respuestas r where r.alumno_evaluacion_curso = a.id and r.resultado = 1) as correctas,
        (select array_agg(q.id order by q.id) from evaluacion_preguntas q where q.evaluacion = e.id) as preguntas,
        e.curso = ac.curso as mismo_curso
      from alumno_evaluacion_curso a join evaluaciones e on e.id = a.evaluacion
      join alumno_curso ac on ac.id = a.alumno_curso`);
    expect(attempts.map((a) => a.resultado).sort()).toEqual([0, 0, 1]);
    for (const a of attempts) {
      const preguntas = a.preguntas as number[];
      const orden = a.orden_preguntas as { pregunta: number; respuestas: number[] }[];
      expect(a.mismo_curso).toBe(true);
      expect(a.respondidas).toBe(preguntas.length);
      expect(a.calificacion).toBe((100 * Number(a.correctas)) / preguntas.length);
      expect(a.resultado).toBe(Number(a.calificacion) >= Number(a.aprobatoria) ? 1 : 0);
      expect(orden.map((o) => o.pregunta).sort((x, y) => x - y)).toEqual(preguntas);
    }
    expect(
      await rows(`select count(*)::int as n from alumno_evaluacion_respuestas r
        where exists (select 1 from unnest(r.respuestas) as chosen(id)
          left join evaluacion_respuestas o on o.id = chosen.id
          where o.pregunta is distinct from r.pregunta)`),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows(`select count(distinct q.tipo)::int as n from evaluacion_preguntas q`),
    ).toEqual([{ n: 2 }]);

    // Students post under their own enrolment in the forum's course; staff under none.
    expect(
      await rows(`select count(*)::int as n from (
          select fr.usuario, fr.alumno_curso, f.curso from foro_respuestas fr
            join foros_discusion f on f.id = fr.foro_discusion
          union all
          select rr.usuario, rr.alumno_curso, f.curso from foro_respuestas_respuestas rr
            join foro_respuestas fr on fr.id = rr.foro_discusion_respuesta
            join foros_discusion f on f.id = fr.foro_discusion
        ) post join users u on u.id = post.usuario
        left join alumno_curso ac on ac.id = post.alumno_curso
        where (u.tipo = 1 and (ac.alumno is distinct from u.id or ac.curso <> post.curso))
           or (u.tipo <> 1 and post.alumno_curso is not null)`),
    ).toEqual([{ n: 0 }]);

    // The certificate is of a finished course: every lesson done and the evaluation passed.
    expect(
      await rows(`select
          (select count(*)::int from subtemas s join temas t on t.id = s.tema where t.curso = ac.curso) as lecciones,
          (select count(*)::int from subtema_completado sc where sc.alumno_curso = ac.id) as terminadas,
          exists (select 1 from alumno_evaluacion_curso a where a.alumno_curso = ac.id and a.resultado = 1) as aprobado,
          c.archivo, c.revocado_en
        from certificados c join alumno_curso ac on ac.id = c.alumno_curso`),
    ).toEqual([
      {
        lecciones: 9,
        terminadas: 9,
        aprobado: true,
        archivo: expect.stringMatching(/^reconocimiento\/[0-9a-f-]{36}\/reconocimiento_1\.pdf$/),
        revocado_en: null,
      },
    ]);
  });

  it('writes only plain, safe HTML and unique article slugs', async () => {
    await seedDemoData(t.app.ctx);
    const html = await rows(`select contenido as html from articulos
      union all select nota from subtemas union all select descripcion from jobs
      union all select instrucciones from evaluaciones`);
    const allowed = new Set(['p', 'h2', 'ul', 'li', 'strong', 'a']);
    for (const { html: text } of html) {
      for (const [, closing, tag, attrs] of String(text).matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/gi)) {
        expect(allowed.has(String(tag)), String(tag)).toBe(true);
        if (tag === 'a' && !closing) expect(attrs).toMatch(/^ href="https:\/\/[^"<>]+"$/);
        else expect(attrs).toBe('');
      }
    }
    const slugs = await rows('select slug from articulos');
    expect(new Set(slugs.map((r) => r.slug)).size).toBe(slugs.length);
    for (const { slug } of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes the files the materials point at', async () => {
    await seedDemoData(t.app.ctx);
    const materials = await t.app.ctx.db.select().from(schema.materiales);
    for (const m of materials) {
      expect(await t.app.ctx.storage.exists(m.archivo), m.archivo).toBe(true);
    }
  });

  it('generates the same vacancies every time, mostly in Mexico and in the right currency', async () => {
    const strip = (list: ReturnType<typeof demoVacancies>) =>
      list.map(({ ultima_actualizacion: _date, ...v }) => v);
    expect(strip(demoVacancies())).toEqual(strip(demoVacancies()));
    const citiesIn = (moneda: string) =>
      new Set(demoVacancies().flatMap((v) => (v.moneda === moneda ? [v.ciudadActual] : [])));
    const usdCities = citiesIn('USD');
    expect([...citiesIn('MXN')].filter((city) => usdCities.has(city))).toEqual([]);

    await seedDemoData(t.app.ctx);
    const byCurrency = await rows(`select moneda, count(*)::int as n,
        count(distinct ciudad_actual)::int as ciudades, count(distinct puesto)::int as puestos,
        min(sueldo_minimo)::float8 as minimo, max(sueldo_minimo)::float8 as maximo
      from vacantes_analizadas group by moneda order by moneda`);
    const [mxn, usd] = byCurrency;
    expect(byCurrency.map((r) => r.moneda)).toEqual(['MXN', 'USD']);
    expect(Number(mxn?.n)).toBeGreaterThan(Number(usd?.n) * 2);
    expect(Number(mxn?.ciudades)).toBeGreaterThan(5);
    expect(Number(usd?.ciudades)).toBeGreaterThan(3);
    expect(Number(mxn?.minimo)).toBeGreaterThanOrEqual(10000);
    expect(Number(usd?.maximo)).toBeLessThan(20000);
    expect(
      await rows(`select count(*)::int as n from vacantes_analizadas
        where ciudad_actual = '' or modalidad_actual not in ('Presencial', 'Híbrido', 'Remoto')
          or ultima_actualizacion is null or ultima_actualizacion > current_date`),
    ).toEqual([{ n: 0 }]);
  });
});
