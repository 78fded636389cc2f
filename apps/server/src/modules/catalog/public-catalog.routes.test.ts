import { academyDay } from '@academia/contract/core/long-date';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminAndStudent, apiClient } from '../../../test/content-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
} from '../../../test/course-factories';
import { createTeacher } from '../../../test/factories';
import { createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { cursos, materiales, users } from '../../db/schema/index';
import { CURSO_NO_OFRECIDO } from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);

/** The academy's day `offset` days from today (negative: in the past). */
const day = (offset: number) => academyDay(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));

const catalogo = (query = '', authorization?: string) =>
  api.get(`/api/getCatalogoCursos/${query}`, authorization);
const cursoPublico = (slug: string, authorization?: string) =>
  api.get(`/api/getCursoPublico/?slug=${encodeURIComponent(slug)}`, authorization);

describe('getCatalogoCursos', () => {
  it('lists the courses that have not ended, running ones first, to anyone', async () => {
    const datos = await createCourseCategory(t.app.ctx, 'Datos');
    const redes = await createCourseCategory(t.app.ctx, 'Redes');
    await createCourseCategory(t.app.ctx, 'Vacía');
    await createCourse(t.app.ctx, {
      nombre: 'Terminado',
      categoria: datos.id,
      fecha_inicio: day(-90),
      fecha_fin: day(-1),
    });
    await createCourse(t.app.ctx, {
      nombre: 'Próximo',
      slug: 'proximo',
      categoria: redes.id,
      precio: '0.00',
      fecha_inicio: day(30),
      fecha_fin: day(60),
    });
    await createCourse(t.app.ctx, {
      nombre: 'Termina hoy',
      categoria: datos.id,
      fecha_inicio: day(-30),
      fecha_fin: day(0),
      descripcion: `${'a'.repeat(299)}bc`,
      imagen: 'cursos/portada.png',
      imagen_miniatura: 'cursos/portada-400.webp',
    });
    await createCourse(t.app.ctx, {
      nombre: 'Sin fechas',
      categoria: datos.id,
      fecha_inicio: null,
      fecha_fin: null,
      imagen: 'cursos/solo-original.png',
    });
    const { student } = await adminAndStudent(t.app);

    for (const auth of [undefined, student]) {
      const res = await catalogo('', auth);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(3);
      expect(body.results.map((c: { nombre: string }) => c.nombre)).toEqual([
        'Termina hoy',
        'Próximo',
        'Sin fechas',
      ]);
      expect(body.categorias).toEqual([
        { id: datos.id, nombre: 'Datos', cursos: 2 },
        { id: redes.id, nombre: 'Redes', cursos: 1 },
      ]);
    }
    const [hoy, proximo, sinFechas] = (await catalogo()).json().results;
    expect(hoy).toMatchObject({
      resumen: `${'a'.repeat(299)}b`,
      imagen: 'cursos/portada-400.webp',
      categoria: datos.id,
      categoria_nombre: 'Datos',
      horas_curso: 40,
      precio: '1500.00',
      fecha_fin: day(0),
    });
    expect(proximo).toMatchObject({ slug: 'proximo', precio: '0.00', fecha_inicio: day(30) });
    expect(sinFechas).toMatchObject({ imagen: 'cursos/solo-original.png', fecha_inicio: null });
    // A card needs nothing the administrator keeps to themselves.
    expect(Object.keys(hoy).sort()).toEqual(
      [
        'categoria',
        'categoria_nombre',
        'demanda',
        'fecha_fin',
        'fecha_inicio',
        'horas_curso',
        'imagen',
        'nombre',
        'precio',
        'resumen',
        'slug',
      ].sort(),
    );
  });

  it('filters by category and pages by 12, counting only what the filter keeps', async () => {
    const datos = await createCourseCategory(t.app.ctx, 'Datos');
    const redes = await createCourseCategory(t.app.ctx, 'Redes');
    for (let i = 1; i <= 14; i++) {
      await createCourse(t.app.ctx, {
        nombre: `Datos ${String(i).padStart(2, '0')}`,
        categoria: datos.id,
        fecha_inicio: day(i),
        fecha_fin: day(100),
      });
    }
    await createCourse(t.app.ctx, { nombre: 'Redes 1', categoria: redes.id, fecha_fin: null });

    const first = (await catalogo(`?categoria=${datos.id}`)).json();
    expect(first.count).toBe(14);
    expect(first.results).toHaveLength(12);
    expect(first.results[0].nombre).toBe('Datos 01');
    const second = (await catalogo(`?categoria=${datos.id}&page=2`)).json();
    expect(second.results.map((c: { nombre: string }) => c.nombre)).toEqual([
      'Datos 13',
      'Datos 14',
    ]);
    expect(second.categorias).toHaveLength(2);
    expect((await catalogo('?page=2')).json()).toMatchObject({ count: 15 });
    expect((await catalogo(`?categoria=${redes.id}`)).json().results).toMatchObject([
      { nombre: 'Redes 1' },
    ]);
    // An unknown category lists nothing; empty or 0 means every category.
    expect((await catalogo('?categoria=999999')).json()).toMatchObject({ count: 0, results: [] });
    expect((await catalogo('?categoria=')).json().count).toBe(15);
    expect((await catalogo('?categoria=0')).json().count).toBe(15);
    expect((await catalogo('?page=50')).json()).toMatchObject({ count: 15, results: [] });
  });

  it('refuses bad input with a 400 in Spanish', async () => {
    for (const query of ['?page=0', '?page=abc', '?categoria=abc', '?categoria=-1', '?page=1e3']) {
      const res = await catalogo(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/no son válidos/);
    }
  });
});

describe('getCursoPublico', () => {
  it('answers the course, its outline by names only and the teachers of its open groups', async () => {
    const categoria = await createCourseCategory(t.app.ctx, 'Redes');
    const curso = await createCourse(t.app.ctx, {
      nombre: 'Cisco CCNA',
      slug: 'cisco-ccna',
      categoria: categoria.id,
      descripcion: 'Prepárate para la certificación.',
      precio: '0.00',
      dias_plataforma: 180,
      fecha_inicio: day(-10),
      fecha_fin: day(80),
      imagen: 'cursos/ccna.png',
    });
    const segundo = await createTopic(t.app.ctx, curso.id, { nombre: 'Enrutamiento', orden: 2 });
    const primero = await createTopic(t.app.ctx, curso.id, { nombre: 'Fundamentos', orden: 1 });
    await createTopic(t.app.ctx, curso.id, { nombre: 'Repaso final', orden: 3 });
    await createSubtopic(t.app.ctx, primero.id, { nombre: 'Modelo OSI', orden: 2 });
    const leccion = await createSubtopic(t.app.ctx, primero.id, {
      nombre: 'Qué es una red',
      orden: 1,
      nota: '<p>TEXTO-SOLO-PARA-ALUMNOS</p>',
      video: 'videos/clase-secreta.mp4',
      imagen: 'imagenes/lamina-secreta.png',
    });
    await t.app.ctx.db
      .insert(materiales)
      .values({ subtema: leccion.id, nombre: 'Guía', archivo: 'materiales/guia-secreta.pdf' });
    await createSubtopic(t.app.ctx, segundo.id, { nombre: 'OSPF' });

    const ana = await createTeacher(t.app.ctx, { first_name: 'Ana', last_name: 'Zamora' });
    const beto = await createTeacher(t.app.ctx, { first_name: 'Beto', last_name: 'Álvarez' });
    const inactivo = await createTeacher(t.app.ctx, { first_name: 'Ciro', last_name: 'Inactivo' });
    const pasado = await createTeacher(t.app.ctx, { first_name: 'Dora', last_name: 'Pasada' });
    const baja = await createTeacher(t.app.ctx, {
      first_name: 'Eva',
      last_name: 'DeBaja',
      is_active: false,
    });
    await createGroup(t.app.ctx, curso.id, { profesor: ana.id, fecha_fin: day(30) });
    await createGroup(t.app.ctx, curso.id, { profesor: ana.id, fecha_fin: null });
    await createGroup(t.app.ctx, curso.id, { profesor: beto.id, fecha_fin: day(0) });
    await createGroup(t.app.ctx, curso.id, { profesor: inactivo.id, activo: 0 });
    await createGroup(t.app.ctx, curso.id, { profesor: pasado.id, fecha_fin: day(-1) });
    await createGroup(t.app.ctx, curso.id, { profesor: baja.id });
    await createGroup(t.app.ctx, curso.id, { profesor: null });
    const otro = await createCourse(t.app.ctx, { categoria: categoria.id });
    await createGroup(t.app.ctx, otro.id, { profesor: inactivo.id });

    const res = await cursoPublico('cisco-ccna');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({
      nombre: 'Cisco CCNA',
      slug: 'cisco-ccna',
      descripcion: 'Prepárate para la certificación.',
      horas_curso: 40,
      precio: '0.00',
      dias_plataforma: 180,
      fecha_inicio: day(-10),
      fecha_fin: day(80),
      imagen: 'cursos/ccna.png',
      categoria: categoria.id,
      categoria_nombre: 'Redes',
      temario: [
        { nombre: 'Fundamentos', subtemas: ['Qué es una red', 'Modelo OSI'] },
        { nombre: 'Enrutamiento', subtemas: ['OSPF'] },
        { nombre: 'Repaso final', subtemas: [] },
      ],
      profesores: [
        { first_name: 'Beto', last_name: 'Álvarez' },
        { first_name: 'Ana', last_name: 'Zamora' },
      ],
      // No skills, so no market demand (the figures are tested in the skills module).
      demanda: { vacantes: 0, sueldos: [] },
    });
    // Nothing of a lesson's content, files or video leaves the server, nor any id.
    for (const secret of ['SOLO-PARA-ALUMNOS', 'secreta', 'videos/', 'materiales/', '"id"']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('is a 404 for a course that has ended or does not exist, and a 400 for a bad slug', async () => {
    await createCourse(t.app.ctx, { slug: 'terminado', fecha_fin: day(-1) });
    await createCourse(t.app.ctx, { slug: 'sin-fin', fecha_inicio: day(-400), fecha_fin: null });
    expect((await cursoPublico('sin-fin')).statusCode).toBe(200);
    for (const slug of ['terminado', 'no-existe']) {
      const res = await cursoPublico(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.message).toBe(CURSO_NO_OFRECIDO);
    }
    for (const slug of ['Mal Slug', '../etc', '']) {
      expect((await cursoPublico(slug)).statusCode, slug).toBe(400);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the catalogue and the page of every course on offer, not the ended ones', async () => {
    await createCourse(t.app.ctx, { slug: 'en-oferta', fecha_fin: day(10) });
    await createCourse(t.app.ctx, { slug: 'terminado', fecha_fin: day(-1) });
    const sitemap = await api.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const base = t.config.publicUrl;
    expect(sitemap.body).toContain(`<loc>${base}/cursos</loc>`);
    expect(sitemap.body).toMatch(
      new RegExp(`<loc>${base}/curso/en-oferta</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(sitemap.body).not.toContain('/curso/terminado');
  });
});

describe('the cached catalogue', () => {
  const statements = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['x-sql-statements']);
  /**
   * Repeats a read until it is served from the cache (no statement). On PostgreSQL the NOTIFY
   * of the setup's own writes may drop the first stored copies again.
   */
  const servedFromCache = (url: string) =>
    expect.poll(async () => statements(await api.get(url)), { timeout: 3000 }).toBe(0);

  it('answers in a constant number of statements and drops its answers on every change', async () => {
    t.app.ctx.config.exposeStatementCount = true;
    try {
      const { admin } = await adminAndStudent(t.app);
      const categoria = await createCourseCategory(t.app.ctx, 'Redes');
      const curso = await createCourse(t.app.ctx, {
        nombre: 'Cisco CCNA',
        slug: 'cisco-ccna',
        categoria: categoria.id,
        fecha_fin: day(60),
      });
      const tema = await createTopic(t.app.ctx, curso.id, { nombre: 'Fundamentos' });
      for (let i = 0; i < 5; i++) await createSubtopic(t.app.ctx, tema.id, { orden: i + 1 });
      const profesora = await createTeacher(t.app.ctx, { first_name: 'Ana', last_name: 'Zamora' });
      const grupo = await createGroup(t.app.ctx, curso.id, { profesor: profesora.id });
      for (let i = 0; i < 5; i++) await createCourse(t.app.ctx, { fecha_fin: day(30) });

      const list = '/api/getCatalogoCursos/';
      const page = '/api/getCursoPublico/?slug=cisco-ccna';
      // A page of courses, their count, the categories and the page's market demand; the
      // course, its outline, its teachers and its market demand.
      expect(statements(await api.get(list))).toBe(4);
      expect(statements(await api.get(page))).toBe(4);
      await servedFromCache(list);
      await servedFromCache(page);

      const renamed = await api.post(
        '/api/updateCategoriaCurso/',
        { categoria: categoria.id, nombre: 'Redes y telecomunicaciones' },
        admin,
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await api.get(list)).body).toContain('Redes y telecomunicaciones');
      expect((await api.get(page)).json().content.categoria_nombre).toBe(
        'Redes y telecomunicaciones',
      );

      await servedFromCache(page);
      const topic = await api.post(
        '/api/actualizarTemaCurso/',
        { id: tema.id, tema: 'Fundamentos de redes' },
        admin,
      );
      expect(topic.statusCode, topic.body).toBe(200);
      expect((await api.get(page)).json().content.temario[0].nombre).toBe('Fundamentos de redes');

      await servedFromCache(page);
      await t.app.ctx.db
        .update(users)
        .set({ last_name: 'Zamora Ruiz' })
        .where(eq(users.id, profesora.id));
      expect((await api.get(page)).json().content.profesores).toEqual([
        { first_name: 'Ana', last_name: 'Zamora Ruiz' },
      ]);

      await servedFromCache(page);
      const closed = await api.post('/api/desactivarGrupoCurso/', { grupo: grupo.id }, admin);
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await api.get(page)).json().content.profesores).toEqual([]);

      await servedFromCache(list);
      await servedFromCache(page);
      await t.app.ctx.db.update(cursos).set({ precio: '0.00' }).where(eq(cursos.id, curso.id));
      expect((await api.get(list)).json().results).toContainEqual(
        expect.objectContaining({ slug: 'cisco-ccna', precio: '0.00' }),
      );
      expect((await api.get(page)).json().content.precio).toBe('0.00');

      await t.app.ctx.db
        .update(cursos)
        .set({ fecha_fin: day(-1) })
        .where(eq(cursos.id, curso.id));
      expect((await api.get(page)).statusCode).toBe(404);
      expect((await api.get(list)).body).not.toContain('cisco-ccna');
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });

  it("never serves yesterday's answer: a course that ends today is gone tomorrow", async () => {
    t.app.ctx.config.exposeStatementCount = true;
    const today = day(0);
    try {
      await createCourse(t.app.ctx, { slug: 'ultimo-dia', fecha_fin: today });
      const list = '/api/getCatalogoCursos/';
      const page = '/api/getCursoPublico/?slug=ultimo-dia';
      await servedFromCache(list);
      await servedFromCache(page);
      expect((await api.get(list)).json().count).toBe(1);
      // Only the clock moves: nothing is written that would drop the cached answers.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      expect(day(0)).not.toBe(today);
      expect((await api.get(list)).json().count).toBe(0);
      expect((await api.get(page)).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
      t.app.ctx.config.exposeStatementCount = false;
    }
  });
});
