import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminAndStudent, apiClient, blob } from '../../../test/content-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
  enrol,
} from '../../../test/course-factories';
import { useTestApp } from '../../../test/helper';
import * as sample from '../../../test/sample-files';
import { CATEGORIA_INEXISTENTE, CURSO_NO_ENCONTRADO, IMAGEN_ILEGIBLE } from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);

async function wideJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

function storedCourseFiles(): string[] {
  const folder = path.join(t.app.ctx.storage.root('public'), 'cursos');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : [];
}

function courseForm(categoria: number, extra: Record<string, string> = {}) {
  return (form: FormData) => {
    const fields: Record<string, string> = {
      nombre: 'Análisis de Datos',
      descripcion: 'Un curso práctico.',
      horas_curso: '40',
      categoria: String(categoria),
      precio: '1500.5',
      dias_plataforma: '180',
      fecha_inicio: '2026-02-01',
      fecha_fin: '2026-06-30',
      ...extra,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
  };
}

describe('agregarCurso', () => {
  it('adds a course with its image, resized to 400 px for the list, and a slug from the name', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx, 'Datos');
    const image = await wideJpeg();
    const res = await api.form(
      '/api/agregarCurso/',
      (form) => {
        courseForm(category.id)(form);
        form.append('imagen', blob(image), 'portada.jpg');
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const curso = res.json().content;
    expect(curso).toMatchObject({
      nombre: 'Análisis de Datos',
      slug: 'analisis-de-datos',
      precio: '1500.50',
      horas_curso: 40,
      dias_plataforma: 180,
      categoria: category.id,
      categoria_nombre: 'Datos',
      fecha_inicio: '2026-02-01',
      fecha_fin: '2026-06-30',
    });
    expect(curso.imagen).toMatch(/^cursos\/[0-9a-f]{32}\.jpg$/);
    expect(curso.imagen_miniatura).toMatch(/^cursos\/miniaturas\/[0-9a-f]{32}\.webp$/);
    const thumb = await sharp(t.app.ctx.storage.absolutePath(curso.imagen_miniatura)).metadata();
    expect(thumb.width).toBe(400);
    expect(thumb.format).toBe('webp');
  });

  it('makes the slug unique with -2, -3…', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.form('/api/agregarCurso/', courseForm(category.id), admin);
      slugs.push(res.json().content.slug);
    }
    expect(slugs).toEqual(['analisis-de-datos', 'analisis-de-datos-2', 'analisis-de-datos-3']);
  });

  it('refuses a file that is not a readable image, keeping no file behind', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const before = storedCourseFiles();
    const res = await api.form(
      '/api/agregarCurso/',
      (form) => {
        courseForm(category.id)(form);
        // JPEG magic bytes but no picture inside.
        form.append('imagen', blob(sample.jpeg), 'rota.jpg');
      },
      admin,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(IMAGEN_ILEGIBLE);
    expect((await api.get('/api/curso/paginado/', admin)).json().count).toBe(0);
    expect(storedCourseFiles()).toEqual(before);
  });

  it('answers 400 for bad fields, an unknown category or dates in the wrong order', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const noName = await api.form(
      '/api/agregarCurso/',
      courseForm(category.id, { nombre: '' }),
      admin,
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Escribe el nombre del curso.');
    const badPrice = await api.form(
      '/api/agregarCurso/',
      courseForm(category.id, { precio: 'mil' }),
      admin,
    );
    expect(badPrice.statusCode).toBe(400);
    const dates = await api.form(
      '/api/agregarCurso/',
      courseForm(category.id, { fecha_fin: '2026-01-01' }),
      admin,
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toContain('La fecha de fin no puede ser anterior');
    const unknown = await api.form('/api/agregarCurso/', courseForm(999), admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(CATEGORIA_INEXISTENTE);
  });

  it('is for administrators only, although the spec sent it without a token', async () => {
    const { student } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    expect((await api.form('/api/agregarCurso/', courseForm(category.id))).statusCode).toBe(401);
    expect(
      (await api.form('/api/agregarCurso/', courseForm(category.id), student)).statusCode,
    ).toBe(403);
  });
});

describe('actualizarCurso', () => {
  it('updates the fields and the slug, keeps the image without a new one, replaces it with one', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const first = await api.form(
      '/api/agregarCurso/',
      (form) => {
        courseForm(category.id)(form);
        form.append('imagen', blob(sample.png), 'a.png');
      },
      admin,
    );
    const before = first.json().content;
    const kept = await api.form(
      '/api/actualizarCurso/',
      courseForm(category.id, { curso: String(before.id), nombre: 'Datos con Python' }),
      admin,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().content).toMatchObject({
      slug: 'datos-con-python',
      imagen: before.imagen,
      imagen_miniatura: before.imagen_miniatura,
    });
    const replaced = await api.form(
      '/api/actualizarCurso/',
      (form) => {
        courseForm(category.id, { curso: String(before.id), nombre: 'Datos con Python' })(form);
        form.append('imagen', blob(sample.png), 'b.png');
      },
      admin,
    );
    const after = replaced.json().content;
    expect(after.slug).toBe('datos-con-python');
    expect(after.imagen).not.toBe(before.imagen);
    expect(existsSync(t.app.ctx.storage.absolutePath(after.imagen))).toBe(true);
    expect(existsSync(t.app.ctx.storage.absolutePath(before.imagen))).toBe(false);
    expect(existsSync(t.app.ctx.storage.absolutePath(before.imagen_miniatura))).toBe(false);
  });

  it('answers 404 for an unknown course and 403 for a student', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx);
    const res = await api.form(
      '/api/actualizarCurso/',
      courseForm(category.id, { curso: '999' }),
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(CURSO_NO_ENCONTRADO);
    const denied = await api.form(
      '/api/actualizarCurso/',
      courseForm(category.id, { curso: '1' }),
      student,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('curso/paginado, getCursos, editarCurso, getDataCurso, getDetallesCurso', () => {
  it('pages courses by 20, newest first, with the category name', async () => {
    const { admin } = await adminAndStudent(t.app);
    const category = await createCourseCategory(t.app.ctx, 'Redes');
    const ids: number[] = [];
    for (let i = 0; i < 21; i++)
      ids.push((await createCourse(t.app.ctx, { categoria: category.id })).id);
    const page1 = (await api.get('/api/curso/paginado/?page=1', admin)).json();
    expect(page1.count).toBe(21);
    expect(page1.results).toHaveLength(20);
    expect(page1.results[0]).toMatchObject({
      id: ids[20],
      categoria_nombre: 'Redes',
      precio: '1500.00',
    });
    const page2 = (await api.get('/api/curso/paginado/?page=2', admin)).json();
    expect(page2.results.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
  });

  it('gives the options list, the edit form data (content[0]), the data and the details', async () => {
    const { admin, studentId } = await adminAndStudent(t.app);
    const course = await createCourse(t.app.ctx, { nombre: 'Redes', slug: 'redes' });
    const topic = await createTopic(t.app.ctx, course.id);
    await createSubtopic(t.app.ctx, topic.id);
    await createSubtopic(t.app.ctx, topic.id, { orden: 2 });
    await enrol(t.app.ctx, studentId, course.id);
    expect((await api.get('/api/getCursos/', admin)).json().content).toEqual([
      { id: course.id, nombre: 'Redes', slug: 'redes' },
    ]);
    const edit = (await api.post('/api/editarCurso/', { curso: course.id }, admin)).json();
    expect(edit.content[0]).toMatchObject({ id: course.id, nombre: 'Redes' });
    const data = (await api.post('/api/getDataCurso/', { curso: course.id }, admin)).json();
    expect(data.content).toMatchObject({ id: course.id, slug: 'redes' });
    const details = (await api.post('/api/getDetallesCurso/', { curso: course.id }, admin)).json();
    expect(details.content).toMatchObject({ total_temas: 1, total_subtemas: 2, total_alumnos: 1 });
  });

  it('answers 404, 400, 401 and 403 as it should', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    for (const url of ['/api/editarCurso/', '/api/getDataCurso/', '/api/getDetallesCurso/']) {
      expect((await api.post(url, { curso: 404 }, admin)).statusCode, url).toBe(404);
      expect((await api.post(url, { curso: -1 }, admin)).statusCode, url).toBe(400);
      expect((await api.post(url, { curso: 1 }, student)).statusCode, url).toBe(403);
      expect((await api.post(url, { curso: 1 })).statusCode, url).toBe(401);
    }
    expect((await api.get('/api/getCursos/', student)).statusCode).toBe(403);
    expect((await api.get('/api/curso/paginado/', student)).statusCode).toBe(403);
    expect((await api.get('/api/curso/paginado/')).statusCode).toBe(401);
  });
});
