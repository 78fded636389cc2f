import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAndStudent, apiClient } from '../../../test/content-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
  enrol,
} from '../../../test/course-factories';
import { createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { categorias_curso, cursos, grupos, temas } from '../../db/schema/index';
import { CATEGORIA_CON_ALUMNOS, CATEGORIA_NO_ENCONTRADA, CATEGORIA_REPETIDA } from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);

describe('getCategoriasCurso', () => {
  it('lists every category by name, without a session', async () => {
    await createCourseCategory(t.app.ctx, 'Redes');
    await createCourseCategory(t.app.ctx, 'Nube');
    const res = await api.get('/api/getCategoriasCurso/');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((c: { nombre: string }) => c.nombre)).toEqual(['Nube', 'Redes']);
  });
});

describe('categoria-curso/paginado', () => {
  it('pages by 20 with the total count', async () => {
    const { admin } = await adminAndStudent(t.app);
    for (let i = 1; i <= 23; i++) {
      await createCourseCategory(t.app.ctx, `Categoría ${String(i).padStart(2, '0')}`);
    }
    const first = (await api.get('/api/categoria-curso/paginado/?page=1', admin)).json();
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(first.results[0].nombre).toBe('Categoría 01');
    const second = (await api.get('/api/categoria-curso/paginado?page=2', admin)).json();
    expect(second.results.map((c: { nombre: string }) => c.nombre)).toEqual([
      'Categoría 21',
      'Categoría 22',
      'Categoría 23',
    ]);
  });

  it('needs an administrator: 401 without session, 403 for a student or teacher', async () => {
    const { student } = await adminAndStudent(t.app);
    const teacher = await createTeacher(t.app.ctx);
    expect((await api.get('/api/categoria-curso/paginado/')).statusCode).toBe(401);
    expect((await api.get('/api/categoria-curso/paginado/', student)).statusCode).toBe(403);
    const teacherAuth = await loginAs(t.app, teacher.email);
    expect((await api.get('/api/categoria-curso/paginado/', teacherAuth)).statusCode).toBe(403);
  });

  it('refuses a page that is not a positive number (400)', async () => {
    const { admin } = await adminAndStudent(t.app);
    expect((await api.get('/api/categoria-curso/paginado/?page=0', admin)).statusCode).toBe(400);
    expect((await api.get('/api/categoria-curso/paginado/?page=x', admin)).statusCode).toBe(400);
  });
});

describe('agregarCategoriaCurso, editarCategoriaCurso, updateCategoriaCurso', () => {
  it('adds, reads and renames a category', async () => {
    const { admin } = await adminAndStudent(t.app);
    const added = await api.post('/api/agregarCategoriaCurso/', { nombre: '  DevOps ' }, admin);
    expect(added.statusCode).toBe(200);
    const { id, nombre } = added.json().content;
    expect(nombre).toBe('DevOps');
    const read = await api.post('/api/editarCategoriaCurso/', { categoria: id }, admin);
    expect(read.json().content).toEqual({ id, nombre: 'DevOps' });
    const renamed = await api.post(
      '/api/updateCategoriaCurso/',
      { categoria: id, nombre: 'DevOps y nube' },
      admin,
    );
    expect(renamed.json().content).toEqual({ id, nombre: 'DevOps y nube' });
  });

  it('refuses a repeated name ignoring case with 409', async () => {
    const { admin } = await adminAndStudent(t.app);
    await createCourseCategory(t.app.ctx, 'Redes');
    const res = await api.post('/api/agregarCategoriaCurso/', { nombre: 'REDES' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CATEGORIA_REPETIDA);
    const other = await createCourseCategory(t.app.ctx, 'Nube');
    const rename = await api.post(
      '/api/updateCategoriaCurso/',
      { categoria: other.id, nombre: 'redes' },
      admin,
    );
    expect(rename.statusCode).toBe(409);
  });

  it('answers 400 for an empty name and 404 for an unknown category', async () => {
    const { admin } = await adminAndStudent(t.app);
    const empty = await api.post('/api/agregarCategoriaCurso/', { nombre: '   ' }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Escribe el nombre de la categoría.');
    const missing = await api.post('/api/editarCategoriaCurso/', { categoria: 999 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(CATEGORIA_NO_ENCONTRADA);
    const rename = await api.post(
      '/api/updateCategoriaCurso/',
      { categoria: 999, nombre: 'X' },
      admin,
    );
    expect(rename.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { student } = await adminAndStudent(t.app);
    expect((await api.post('/api/agregarCategoriaCurso/', { nombre: 'X' })).statusCode).toBe(401);
    expect(
      (await api.post('/api/agregarCategoriaCurso/', { nombre: 'X' }, student)).statusCode,
    ).toBe(403);
    expect(
      (await api.post('/api/updateCategoriaCurso/', { categoria: 1, nombre: 'X' }, student))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.post('/api/editarCategoriaCurso/', { categoria: 1 }, student)).statusCode,
    ).toBe(403);
  });
});

describe('eliminarCategoriaCurso', () => {
  it('deletes the category with its courses and their content in one go', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const course = await createCourse(t.app.ctx, { categoria: category.id });
    await createCourse(t.app.ctx, { categoria: category.id });
    const topic = await createTopic(t.app.ctx, course.id);
    await createSubtopic(t.app.ctx, topic.id);
    const res = await api.post('/api/eliminarCategoriaCurso/', { categoria: category.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({ id: category.id, cursos_eliminados: 2 });
    const db = t.app.ctx.db;
    expect(await db.select().from(categorias_curso)).toHaveLength(0);
    expect(await db.select().from(cursos)).toHaveLength(0);
    expect(await db.select().from(temas)).toHaveLength(0);
  });

  it('refuses (409) and deletes nothing when a course has enrolled students', async () => {
    const { admin, studentId } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    await createCourse(t.app.ctx, { categoria: category.id });
    const enrolled = await createCourse(t.app.ctx, { categoria: category.id });
    await enrol(t.app.ctx, studentId, enrolled.id);
    const res = await api.post('/api/eliminarCategoriaCurso/', { categoria: category.id }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CATEGORIA_CON_ALUMNOS);
    expect(
      await t.app.ctx.db.select().from(cursos).where(eq(cursos.categoria, category.id)),
    ).toHaveLength(2);
  });

  it('refuses (409) when a course has groups, which hold payments', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const course = await createCourse(t.app.ctx, { categoria: category.id });
    await t.app.ctx.db.insert(grupos).values({
      curso: course.id,
      nombre: 'Grupo A',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-06-01',
    });
    const res = await api.post('/api/eliminarCategoriaCurso/', { categoria: category.id }, admin);
    expect(res.statusCode).toBe(409);
    expect(await t.app.ctx.db.select().from(categorias_curso)).toHaveLength(1);
  });

  it('answers 404 for an unknown category, 400 for a bad id, 403 for a student', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    expect(
      (await api.post('/api/eliminarCategoriaCurso/', { categoria: 5 }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/eliminarCategoriaCurso/', { categoria: 'x' }, admin)).statusCode,
    ).toBe(400);
    expect(
      (await api.post('/api/eliminarCategoriaCurso/', { categoria: 5 }, student)).statusCode,
    ).toBe(403);
    expect((await api.post('/api/eliminarCategoriaCurso/', { categoria: 5 })).statusCode).toBe(401);
  });
});
