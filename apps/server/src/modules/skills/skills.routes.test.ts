import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { insertVacancies } from '../../../test/job-market-factories';
import {
  auditoria,
  categorias_curso,
  competencia_terminos,
  competencias,
  curso_competencias,
  cursos,
  vacante_competencias,
} from '../../db/schema/index';

const t = useTestApp();

const HEADER =
  'puesto,empresa,sueldoMinimo,moneda,ciudadActual,modalidadActual,ultima_actualizacion';

async function adminAuth() {
  const admin = await createAdmin(t.app.ctx);
  return loginAs(t.app, admin.email);
}

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: authorization ? { authorization } : {},
  });

async function upload(csv: string, authorization: string) {
  const form = new FormData();
  form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'vacantes.csv');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/importarVacantes/',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', authorization },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function addSkill(auth: string, nombre: string): Promise<number> {
  const res = await post('/api/agregarCompetencia/', { nombre }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.id;
}

async function addTerm(auth: string, competencia: number, termino: string): Promise<number> {
  const res = await post('/api/agregarTerminoCompetencia/', { competencia, termino }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.id;
}

async function course(nombre: string, estado: 'borrador' | 'publicado' = 'borrador') {
  const [cat] = await t.app.ctx.db
    .insert(categorias_curso)
    .values({ nombre: `Cat ${nombre}` })
    .returning();
  const [row] = await t.app.ctx.db
    .insert(cursos)
    .values({
      nombre,
      slug: nombre.toLowerCase().replace(/\W+/g, '-'),
      descripcion: '',
      horas_curso: 10,
      categoria: cat?.id ?? 0,
      precio: '100.00',
      dias_plataforma: 30,
      estado,
    })
    .returning();
  if (!row) throw new Error('no course');
  return row;
}

const mapped = async () =>
  (
    await t.app.ctx.db
      .select({ v: vacante_competencias.vacante, c: vacante_competencias.competencia })
      .from(vacante_competencias)
  ).map((r) => `${r.v}:${r.c}`);

const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);

describe('agregarCompetencia, renombrarCompetencia', () => {
  it('adds and renames a skill, audited; a clash by accents or case is a 409 naming it', async () => {
    const auth = await adminAuth();
    const id = await addSkill(auth, 'Programación');
    const dup = await post('/api/agregarCompetencia/', { nombre: ' programacion ' }, auth);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toContain('«Programación»');

    const ren = await post(
      '/api/renombrarCompetencia/',
      { competencia: id, nombre: 'Programación en C' },
      auth,
    );
    expect(ren.json()).toMatchObject({ content: { id, nombre: 'Programación en C' } });
    // Renaming to its own name with other accents is not a clash with itself.
    const same = await post(
      '/api/renombrarCompetencia/',
      { competencia: id, nombre: 'programación en c' },
      auth,
    );
    expect(same.statusCode).toBe(200);

    const other = await addSkill(auth, 'Redes');
    await addTerm(auth, other, 'Networking');
    const clash = await post(
      '/api/renombrarCompetencia/',
      { competencia: id, nombre: 'NETWORKING' },
      auth,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      '«NETWORKING» choca con el término «Networking» de la competencia «Redes».',
    );
    const audit = await t.app.ctx.db
      .select({ accion: auditoria.accion, entidad: auditoria.entidad })
      .from(auditoria)
      .where(eq(auditoria.entidad, 'competencias'));
    expect(audit.map((a) => a.accion).sort()).toEqual([
      'actualizar',
      'actualizar',
      'crear',
      'crear',
    ]);
  });

  it('refuses other roles, bad input and a missing skill', async () => {
    const auth = await adminAuth();
    const student = await createStudent(t.app.ctx);
    const studentAuth = await loginAs(t.app, student.email);
    expect((await post('/api/agregarCompetencia/', { nombre: 'SQL' })).statusCode).toBe(401);
    expect(
      (await post('/api/agregarCompetencia/', { nombre: 'SQL' }, studentAuth)).statusCode,
    ).toBe(403);
    const empty = await post('/api/agregarCompetencia/', { nombre: '  ' }, auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Escribe el nombre de la competencia.');
    expect(
      (await post('/api/agregarCompetencia/', { nombre: 'x'.repeat(101) }, auth)).statusCode,
    ).toBe(400);
    const missing = await post(
      '/api/renombrarCompetencia/',
      { competencia: 999, nombre: 'SQL' },
      auth,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('La competencia no existe o ya fue eliminada.');
  });
});

describe('terms', () => {
  it('adds and removes a term; a term that is a skill or another term is a 409', async () => {
    const auth = await adminAuth();
    const react = await addSkill(auth, 'React');
    const js = await addSkill(auth, 'JavaScript');
    const term = await addTerm(auth, react, 'ReactJS');
    const asSkill = await post(
      '/api/agregarTerminoCompetencia/',
      { competencia: react, termino: 'javascript' },
      auth,
    );
    expect(asSkill.statusCode).toBe(409);
    expect(asSkill.json().error.message).toBe(
      '«javascript» choca con la competencia «JavaScript», que ya existe.',
    );
    const asTerm = await post(
      '/api/agregarTerminoCompetencia/',
      { competencia: js, termino: 'reactjs' },
      auth,
    );
    expect(asTerm.statusCode).toBe(409);
    const noSkill = await post(
      '/api/agregarTerminoCompetencia/',
      { competencia: 999, termino: 'x' },
      auth,
    );
    expect(noSkill.statusCode).toBe(404);
    expect(
      (await post('/api/eliminarTerminoCompetencia/', { termino: term }, auth)).json(),
    ).toMatchObject({ content: { id: term } });
    expect(
      (await post('/api/eliminarTerminoCompetencia/', { termino: term }, auth)).statusCode,
    ).toBe(404);
    expect(await t.app.ctx.db.select().from(competencia_terminos)).toEqual([]);
  });
});

describe('getCompetencias, buscarCompetencias', () => {
  it('pages by name, searches names and terms without accents, in a constant number of statements', async () => {
    const auth = await adminAuth();
    const db = t.app.ctx.db.insert(competencias);
    await db.values(
      Array.from({ length: 25 }, (_, i) => ({ nombre: `Skill ${String(i).padStart(2, '0')}` })),
    );
    const ia = await addSkill(auth, 'Inteligencia artificial');
    await addTerm(auth, ia, 'Visión por computadora');
    const page1 = await get('/api/getCompetencias/?page=1', auth);
    expect(page1.json()).toMatchObject({ count: 26 });
    expect(page1.json().results).toHaveLength(20);
    expect(page1.json().results[0]).toMatchObject({
      nombre: 'Inteligencia artificial',
      terminos: [{ termino: 'Visión por computadora' }],
      cursos: 0,
      vacantes: 0,
    });
    const found = await get(`/api/getCompetencias/?search=${encodeURIComponent('VISION')}`, auth);
    expect(found.json()).toMatchObject({ count: 1, results: [{ id: ia }] });
    expect((await get('/api/getCompetencias/?search=50%25', auth)).json().count).toBe(0);
    const options = await get('/api/buscarCompetencias/?search=skill', auth);
    expect(options.json().content).toHaveLength(20);

    t.app.ctx.config.exposeStatementCount = true;
    try {
      const few = statements(await get('/api/getCompetencias/?search=intel', auth));
      const many = statements(await get('/api/getCompetencias/?page=2', auth));
      expect(few).toBe(many);
      expect(few).toBeLessThanOrEqual(4);
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });
});

describe('the mapping at import and its re-apply', () => {
  it('maps titles by whole words, without accents: "Java" is not "JavaScript"', async () => {
    const auth = await adminAuth();
    const java = await addSkill(auth, 'Java');
    const js = await addSkill(auth, 'JavaScript');
    const prog = await addSkill(auth, 'Programación web');
    const cpp = await addSkill(auth, 'C++');
    await addTerm(auth, js, 'Node.js');
    const res = await upload(
      [
        HEADER,
        'Desarrollador JavaScript Sr.,A,30000,MXN,CDMX,Remoto,2026-01-01',
        'Sr. Java/Spring developer,B,40000,MXN,CDMX,Remoto,2026-01-01',
        'Ingeniero en PROGRAMACION WEB y node.js,C,,MXN,CDMX,Remoto,2026-01-01',
        'Programador C++ embebido,D,,USD,Austin,Remoto,2026-01-01',
        'Javanés intérprete,E,,MXN,CDMX,Remoto,2026-01-01',
      ].join('\n'),
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (await get('/api/getVacantes/?orden=empresa&direccion=asc', auth))
      .json()
      .content.results.map((r: { id: number }) => r.id);
    expect((await mapped()).sort()).toEqual(
      [
        `${ids[0]}:${js}`,
        `${ids[1]}:${java}`,
        `${ids[2]}:${prog}`,
        `${ids[2]}:${js}`,
        `${ids[3]}:${cpp}`,
      ].sort(),
    );

    // A term added later reaches the vacancies already imported once re-applied.
    await addTerm(auth, java, 'Javanés');
    const again = await post('/api/aplicarTerminosVacantes/', {}, auth);
    expect(again.json()).toMatchObject({
      content: { vacantes: 5, mensaje: 'Se asignaron competencias a 5 vacantes analizadas.' },
    });
    expect(await mapped()).toContain(`${ids[4]}:${java}`);
    const student = await createStudent(t.app.ctx);
    expect(
      (await post('/api/aplicarTerminosVacantes/', {}, await loginAs(t.app, student.email)))
        .statusCode,
    ).toBe(403);
  });

  it('a refused import leaves the mapping as it was', async () => {
    const auth = await adminAuth();
    await addSkill(auth, 'Python');
    await upload([HEADER, 'Python dev,A,1,MXN,X,Y,2026-01-01'].join('\n'), auth);
    const before = await mapped();
    const bad = await upload([HEADER, 'Python data,A,abc,MXN,X,Y,2026-01-01'].join('\n'), auth);
    expect(bad.statusCode).toBe(400);
    expect(await mapped()).toEqual(before);
    expect(before).toHaveLength(1);
  });
});

describe('fusionarCompetencias', () => {
  it('moves links and terms without duplicates and keeps the old name as a term', async () => {
    const auth = await adminAuth();
    const a = await addSkill(auth, 'ReactJS');
    const b = await addSkill(auth, 'React');
    await addTerm(auth, a, 'React.js');
    const c1 = await course('Frontend');
    const c2 = await course('Moderno');
    await t.app.ctx.db.insert(curso_competencias).values([
      { curso: c1.id, competencia: a },
      { curso: c1.id, competencia: b },
      { curso: c2.id, competencia: a },
    ]);
    const res = await post('/api/fusionarCompetencias/', { origen: a, destino: b }, auth);
    expect(res.json()).toMatchObject({ content: { id: b, nombre: 'React' } });
    const links = await t.app.ctx.db.select().from(curso_competencias);
    expect(links.map((l) => `${l.curso}:${l.competencia}`).sort()).toEqual(
      [`${c1.id}:${b}`, `${c2.id}:${b}`].sort(),
    );
    const terms = await t.app.ctx.db.select().from(competencia_terminos);
    expect(terms.map((x) => [x.termino, x.competencia]).sort()).toEqual([
      ['React.js', b],
      ['ReactJS', b],
    ]);
    expect(await t.app.ctx.db.select().from(competencias).where(eq(competencias.id, a))).toEqual(
      [],
    );
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'fusionar'));
    expect(entry?.detalles).toMatchObject({ origen: a, cursos: 1, terminos: 1 });

    expect(
      (await post('/api/fusionarCompetencias/', { origen: b, destino: b }, auth)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/fusionarCompetencias/', { origen: a, destino: b }, auth)).statusCode,
    ).toBe(404);
  });

  it('two merges that meet: one wins, the other finds the skill gone, nothing duplicated', async () => {
    const auth = await adminAuth();
    const a = await addSkill(auth, 'Docker');
    const b = await addSkill(auth, 'Contenedores');
    const c = await addSkill(auth, 'Kubernetes');
    const c1 = await course('Nube');
    await t.app.ctx.db.insert(curso_competencias).values([{ curso: c1.id, competencia: a }]);
    const [one, two] = await Promise.all([
      post('/api/fusionarCompetencias/', { origen: a, destino: b }, auth),
      post('/api/fusionarCompetencias/', { origen: a, destino: c }, auth),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 404]);
    const links = await t.app.ctx.db.select().from(curso_competencias);
    expect(links).toHaveLength(1);
    const terms = await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(competencia_terminos);
    expect(Number(terms[0]?.n)).toBe(1);
  });
});

describe('getSugerenciasTerminos, getBrechaCompetencias', () => {
  it('suggests frequent uncovered words and phrases, and ranks the demand beside the courses', async () => {
    const auth = await adminAuth();
    const py = await addSkill(auth, 'Python');
    const sql_ = await addSkill(auth, 'SQL');
    await addSkill(auth, 'Cobol');
    const c1 = await course('Python desde cero');
    await t.app.ctx.db.insert(curso_competencias).values({ curso: c1.id, competencia: py });
    await insertVacancies(t.app.ctx, [
      { puesto: 'Analista de datos Python' },
      { puesto: 'Analista de Datos SQL' },
      { puesto: 'Científico de datos Python' },
      { puesto: 'Ingeniero de machine learning' },
      { puesto: 'Machine Learning Engineer SQL' },
      { puesto: 'Administrador SQL' },
    ]);
    await post('/api/aplicarTerminosVacantes/', {}, auth);
    const sug = await get('/api/getSugerenciasTerminos/', auth);
    expect(sug.statusCode, sug.body).toBe(200);
    expect(sug.json().results).toEqual([
      { texto: 'datos', vacantes: 3 },
      { texto: 'learning', vacantes: 2 },
      { texto: 'machine', vacantes: 2 },
      { texto: 'machine learning', vacantes: 2 },
    ]);
    expect(sug.json().count).toBe(4);

    const gap = await get('/api/getBrechaCompetencias/', auth);
    expect(gap.json()).toMatchObject({
      count: 2,
      results: [
        { id: sql_, nombre: 'SQL', vacantes: 3, cursos: [] },
        {
          id: py,
          nombre: 'Python',
          vacantes: 2,
          cursos: [{ id: c1.id, nombre: 'Python desde cero' }],
        },
      ],
      sin_curso: [{ id: sql_, nombre: 'SQL', vacantes: 3 }],
    });
    t.app.ctx.config.exposeStatementCount = true;
    try {
      const n1 = statements(await get('/api/getBrechaCompetencias/', auth));
      await insertVacancies(
        t.app.ctx,
        Array.from({ length: 30 }, (_, i) => ({ puesto: `Python ${i}` })),
      );
      const n2 = statements(await get('/api/getBrechaCompetencias/?page=2', auth));
      expect(n1).toBe(n2);
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });
});

describe('Demanda en el mercado (getCursoPublico, getCatalogoCursos)', () => {
  it('counts each vacancy once and gives the exact median per currency, odd and even', async () => {
    const auth = await adminAuth();
    const py = await addSkill(auth, 'Python');
    const sq = await addSkill(auth, 'SQL');
    const a = await course('Datos con Python', 'publicado');
    const b = await course('Bases de datos', 'publicado');
    await course('Sin competencias', 'publicado');
    await t.app.ctx.db.insert(curso_competencias).values([
      { curso: a.id, competencia: py },
      { curso: a.id, competencia: sq },
      { curso: b.id, competencia: sq },
    ]);
    await insertVacancies(t.app.ctx, [
      { puesto: 'Python dev', sueldoMinimo: '10000.00' },
      { puesto: 'Analista SQL', sueldoMinimo: '30000.00' },
      { puesto: 'Python y SQL', sueldoMinimo: '20000.00' },
      { puesto: 'Python backend', sueldoMinimo: '40000.00' },
      { puesto: 'Python sin sueldo', sueldoMinimo: null },
      { puesto: 'Python remoto', sueldoMinimo: '1000.01', moneda: 'USD' },
      { puesto: 'SQL remoto', sueldoMinimo: '2000.00', moneda: 'USD' },
      { puesto: 'SQL Server DBA', sueldoMinimo: '50000.00' },
      { puesto: 'Cocinero', sueldoMinimo: '99999.00' },
    ]);
    const page = (slug: string) => get(`/api/getCursoPublico/?slug=${slug}`);
    // Cached before the mapping: the re-apply must drop that answer.
    expect((await page(a.slug)).json().content.demanda).toEqual({ vacantes: 0, sueldos: [] });
    await post('/api/aplicarTerminosVacantes/', {}, auth);

    expect((await page(a.slug)).json().content.demanda).toEqual({
      vacantes: 8,
      sueldos: [
        // 10 000, 20 000, 30 000, 40 000, 50 000: the middle one.
        { moneda: 'MXN', mediana: '30000.00', vacantes: 5 },
        // 1 000.01 and 2 000.00: their mean, 1 500.005, rounded half up.
        { moneda: 'USD', mediana: '1500.01', vacantes: 2 },
      ],
    });
    expect((await page(b.slug)).json().content.demanda).toEqual({
      vacantes: 4,
      sueldos: [
        { moneda: 'MXN', mediana: '30000.00', vacantes: 3 },
        { moneda: 'USD', mediana: '2000.00', vacantes: 1 },
      ],
    });
    const catalogue = (await get('/api/getCatalogoCursos/')).json();
    const bySlug = Object.fromEntries(
      catalogue.results.map((c: { slug: string; demanda: unknown }) => [c.slug, c.demanda]),
    );
    expect(bySlug[a.slug]).toMatchObject({ vacantes: 8 });
    expect(bySlug[b.slug]).toMatchObject({ vacantes: 4 });
    expect(bySlug['sin-competencias']).toEqual({ vacantes: 0, sueldos: [] });

    // Even count in MXN for B once another SQL vacancy arrives: the mean of the two middles.
    await insertVacancies(t.app.ctx, [{ puesto: 'SQL junior', sueldoMinimo: '25000.00' }]);
    await post('/api/aplicarTerminosVacantes/', {}, auth);
    expect((await page(b.slug)).json().content.demanda.sueldos[0]).toEqual({
      moneda: 'MXN',
      mediana: '27500.00',
      vacantes: 4,
    });
  });
});

describe('the skills of a course and of an internal vacancy', () => {
  it('sets them with the course form (multipart ids) and the job form, and answers them for editing', async () => {
    const auth = await adminAuth();
    const py = await addSkill(auth, 'Python');
    const sq = await addSkill(auth, 'SQL');
    const created = await post(
      '/api/agregarJob/',
      { nombre: 'Analista', modalidad: 1, competencias: [py, sq, py] },
      auth,
    );
    expect(created.statusCode, created.body).toBe(200);
    const uid = created.json().content.unique_id;
    const edit = await post('/api/editarJob/', { unique_id: uid }, auth);
    expect(edit.json().content.competencias).toEqual([
      { id: py, nombre: 'Python' },
      { id: sq, nombre: 'SQL' },
    ]);
    const unknown = await post(
      '/api/actualizarJob/',
      { job: uid, nombre: 'Analista', modalidad: 1, competencias: [99999] },
      auth,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Alguna de las competencias elegidas ya no existe. Vuelve a elegirlas.',
    );
    // Left out, the vacancy keeps its skills; an empty list clears them.
    await post('/api/actualizarJob/', { job: uid, nombre: 'Analista II', modalidad: 1 }, auth);
    expect(
      (await post('/api/editarJob/', { unique_id: uid }, auth)).json().content.competencias,
    ).toHaveLength(2);
    await post(
      '/api/actualizarJob/',
      { job: uid, nombre: 'Analista II', modalidad: 1, competencias: [sq] },
      auth,
    );
    expect(
      (await post('/api/editarJob/', { unique_id: uid }, auth)).json().content.competencias,
    ).toEqual([{ id: sq, nombre: 'SQL' }]);

    const c = await course('Datos');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      curso: String(c.id),
      nombre: 'Datos',
      descripcion: '',
      horas_curso: '10',
      categoria: String(c.categoria),
      precio: '100',
      dias_plataforma: '30',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-12-31',
      competencias: `${sq},${py}`,
    })) {
      form.append(k, v);
    }
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/actualizarCurso/',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', authorization: auth },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const cursoEdit = await post('/api/editarCurso/', { curso: c.id }, auth);
    expect(cursoEdit.json().content[0].competencias.map((s: { id: number }) => s.id)).toEqual([
      py,
      sq,
    ]);
    const [entry] = await t.app.ctx.db
      .select({ detalles: auditoria.detalles })
      .from(auditoria)
      .where(sql`${auditoria.entidad} = 'cursos' and ${auditoria.accion} = 'actualizar'`);
    expect(entry?.detalles).toMatchObject({ competencias: [sq, py] });
  });
});
