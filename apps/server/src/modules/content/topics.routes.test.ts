import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAndStudent, apiClient, createMaterial } from '../../../test/content-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import { useTestApp } from '../../../test/helper';
import { subtema_completado, subtemas, temas } from '../../db/schema/index';
import { ORDEN_MEZCLADO, SUBTEMA_NO_ENCONTRADO, TEMA_NO_ENCONTRADO } from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);

async function courseWithTwoTopics() {
  const course = await createCourse(t.app.ctx, { nombre: 'Redes', slug: 'redes' });
  const t1 = await createTopic(t.app.ctx, course.id, { nombre: 'Uno', orden: 1 });
  const t2 = await createTopic(t.app.ctx, course.id, { nombre: 'Dos', orden: 2 });
  const s1 = await createSubtopic(t.app.ctx, t1.id, { nombre: 'A', orden: 1 });
  const s2 = await createSubtopic(t.app.ctx, t1.id, { nombre: 'B', orden: 2 });
  const s3 = await createSubtopic(t.app.ctx, t1.id, { nombre: 'C', orden: 3 });
  return { course, t1, t2, s1, s2, s3 };
}

describe('getTemasYsubtemas', () => {
  it('gives the topics with their subtopics in order, and the course', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, t1, t2, s1, s2, s3 } = await courseWithTwoTopics();
    const res = await api.post('/api/getTemasYsubtemas/', { curso: course.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().dataCurso).toEqual({ id: course.id, nombre: 'Redes', slug: 'redes' });
    expect(res.json().content).toEqual([
      {
        id: t1.id,
        nombre: 'Uno',
        orden: 1,
        subtemas: [
          { id: s1.id, nombre: 'A', orden: 1, con_contenido: false, con_video: false },
          { id: s2.id, nombre: 'B', orden: 2, con_contenido: false, con_video: false },
          { id: s3.id, nombre: 'C', orden: 3, con_contenido: false, con_video: false },
        ],
      },
      { id: t2.id, nombre: 'Dos', orden: 2, subtemas: [] },
    ]);
  });

  it('marks the lessons without content (a description with text, or an image) and without video', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, t1, s1 } = await courseWithTwoTopics();
    await t.app.ctx.db
      .update(subtemas)
      .set({ nota: '<p>&nbsp; </p><p><br></p>' })
      .where(eq(subtemas.id, s1.id));
    const texto = await createSubtopic(t.app.ctx, t1.id, { nota: '<p>Hola</p>', orden: 4 });
    const imagen = await createSubtopic(t.app.ctx, t1.id, { imagen: 'a.png', orden: 5 });
    const video = await createSubtopic(t.app.ctx, t1.id, { video: 'v.mp4', orden: 6 });
    const res = await api.post('/api/getTemasYsubtemas/', { curso: course.id }, admin);
    const marks = new Map(
      res
        .json()
        .content[0].subtemas.map(
          (s: { id: number; con_contenido: boolean; con_video: boolean }) => [
            s.id,
            [s.con_contenido, s.con_video],
          ],
        ),
    );
    expect(marks.get(s1.id)).toEqual([false, false]);
    expect(marks.get(texto.id)).toEqual([true, false]);
    expect(marks.get(imagen.id)).toEqual([true, false]);
    expect(marks.get(video.id)).toEqual([false, true]);
  });

  it('answers 404 without the course, 400 for a bad id, 401 and 403', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    expect((await api.post('/api/getTemasYsubtemas/', { curso: 9 }, admin)).statusCode).toBe(404);
    expect((await api.post('/api/getTemasYsubtemas/', {}, admin)).statusCode).toBe(400);
    expect((await api.post('/api/getTemasYsubtemas/', { curso: 9 }, student)).statusCode).toBe(403);
    expect((await api.post('/api/getTemasYsubtemas/', { curso: 9 })).statusCode).toBe(401);
  });
});

describe('topics: add, read, rename, delete', () => {
  it('adds topics at the end, reads and renames them', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course } = await courseWithTwoTopics();
    const added = await api.post(
      '/api/agregarTemaCurso/',
      { tema: 'Tres', curso: course.id },
      admin,
    );
    expect(added.statusCode).toBe(200);
    const tema = added.json().content;
    expect(tema).toMatchObject({ nombre: 'Tres', orden: 3 });
    const read = await api.post('/api/editarTemaCurso/', { tema: tema.id }, admin);
    expect(read.json().content).toEqual({ id: tema.id, nombre: 'Tres', orden: 3 });
    const renamed = await api.post(
      '/api/actualizarTemaCurso/',
      { id: tema.id, tema: 'Cuatro' },
      admin,
    );
    expect(renamed.json().content.nombre).toBe('Cuatro');
  });

  it('answers 400 for an empty name and 404 for unknown topics or courses', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { course } = await courseWithTwoTopics();
    const empty = await api.post('/api/agregarTemaCurso/', { tema: ' ', curso: course.id }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Escribe el nombre del tema.');
    expect(
      (await api.post('/api/agregarTemaCurso/', { tema: 'X', curso: 999 }, admin)).statusCode,
    ).toBe(404);
    const missing = await api.post('/api/editarTemaCurso/', { tema: 999 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(TEMA_NO_ENCONTRADO);
    expect(
      (await api.post('/api/actualizarTemaCurso/', { id: 999, tema: 'X' }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/agregarTemaCurso/', { tema: 'X', curso: course.id }, student))
        .statusCode,
    ).toBe(403);
    expect((await api.post('/api/eliminarTema/', { tema: 1 })).statusCode).toBe(401);
  });

  it('deletes a topic with its subtopics and their files, and renumbers the rest from 1', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, t1, t2, s1 } = await courseWithTwoTopics();
    await t.app.ctx.storage.writeFile('materiales/prueba.txt', Buffer.from('hola'));
    await createMaterial(t.app.ctx, s1.id, 'materiales/prueba.txt');
    const res = await api.post('/api/eliminarTema/', { tema: t1.id }, admin);
    expect(res.statusCode).toBe(200);
    const rest = await t.app.ctx.db.select().from(temas).where(eq(temas.curso, course.id));
    expect(rest.map((r) => [r.id, r.orden])).toEqual([[t2.id, 1]]);
    expect(await t.app.ctx.db.select().from(subtemas)).toHaveLength(0);
    expect(await t.app.ctx.storage.exists('materiales/prueba.txt')).toBe(false);
    expect((await api.post('/api/eliminarTema/', { tema: t1.id }, admin)).statusCode).toBe(404);
  });
});

describe('subtopics: add and delete', () => {
  it('adds a subtopic at the end of its topic', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { t1, t2 } = await courseWithTwoTopics();
    const a = await api.post('/api/agregarSubtemaTema/', { tema: t1.id, nombre: 'D' }, admin);
    expect(a.json().content).toMatchObject({ nombre: 'D', orden: 4 });
    const b = await api.post('/api/agregarSubtemaTema/', { tema: t2.id, nombre: 'Primero' }, admin);
    expect(b.json().content).toMatchObject({ nombre: 'Primero', orden: 1 });
    expect(
      (await api.post('/api/agregarSubtemaTema/', { tema: 999, nombre: 'X' }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/agregarSubtemaTema/', { tema: t1.id, nombre: '' }, admin)).statusCode,
    ).toBe(400);
  });

  it("deletes a subtopic (spec's field `subtopic`, or `subtema`) and renumbers the topic", async () => {
    const { admin } = await adminAndStudent(t.app);
    const { t1, s1, s2, s3 } = await courseWithTwoTopics();
    expect((await api.post('/api/eliminarSubtema/', { subtopic: s1.id }, admin)).statusCode).toBe(
      200,
    );
    expect((await api.post('/api/eliminarSubtema/', { subtema: s3.id }, admin)).statusCode).toBe(
      200,
    );
    const rest = await t.app.ctx.db.select().from(subtemas).where(eq(subtemas.tema, t1.id));
    expect(rest.map((r) => [r.id, r.orden])).toEqual([[s2.id, 1]]);
    const missing = await api.post('/api/eliminarSubtema/', { subtopic: s1.id }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(SUBTEMA_NO_ENCONTRADO);
    expect((await api.post('/api/eliminarSubtema/', {}, admin)).statusCode).toBe(400);
  });

  it("takes students' completions of the deleted subtopic with it, so progress stays ≤ 100 %", async () => {
    const { admin, studentId } = await adminAndStudent(t.app);
    const { course, s1, s2 } = await courseWithTwoTopics();
    const enrolment = await enrol(t.app.ctx, studentId, course.id);
    await t.app.ctx.db.insert(subtema_completado).values([
      { alumno_curso: enrolment.id, subtema: s1.id },
      { alumno_curso: enrolment.id, subtema: s2.id },
    ]);
    await api.post('/api/eliminarSubtema/', { subtopic: s1.id }, admin);
    const done = await t.app.ctx.db
      .select()
      .from(subtema_completado)
      .where(eq(subtema_completado.alumno_curso, enrolment.id));
    expect(done.map((d) => d.subtema)).toEqual([s2.id]);
    const remaining = await t.app.ctx.db.select().from(subtemas);
    expect(done.length / remaining.length).toBeLessThanOrEqual(1);
  });
});

describe('actualizarOrdenSubtemas and actualizarOrdenTemas', () => {
  it('saves the dragged order of subtopics in one go', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, s1, s2, s3 } = await courseWithTwoTopics();
    const res = await api.post(
      '/api/actualizarOrdenSubtemas/',
      {
        nuevoOrden: [
          { id: s3.id, orden: 1 },
          { id: s1.id, orden: 2 },
          { id: s2.id, orden: 3 },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({ actualizados: 3 });
    const list = (await api.post('/api/getTemasYsubtemas/', { curso: course.id }, admin)).json();
    expect(list.content[0].subtemas.map((s: { nombre: string }) => s.nombre)).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('saves the dragged order of topics', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, t1, t2 } = await courseWithTwoTopics();
    const res = await api.post(
      '/api/actualizarOrdenTemas/',
      {
        nuevoOrden: [
          { id: t2.id, orden: 1 },
          { id: t1.id, orden: 2 },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const list = (await api.post('/api/getTemasYsubtemas/', { curso: course.id }, admin)).json();
    expect(list.content.map((x: { nombre: string }) => x.nombre)).toEqual(['Dos', 'Uno']);
  });

  it('refuses mixed lists (400), unknown ids (404), positions below 1 and repeated ids (400)', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { t1, t2, s1 } = await courseWithTwoTopics();
    const other = await createSubtopic(t.app.ctx, t2.id);
    const mixed = await api.post(
      '/api/actualizarOrdenSubtemas/',
      {
        nuevoOrden: [
          { id: s1.id, orden: 1 },
          { id: other.id, orden: 2 },
        ],
      },
      admin,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(ORDEN_MEZCLADO);
    const otherCourse = await createTopic(t.app.ctx, (await createCourse(t.app.ctx)).id);
    const mixedTopics = await api.post(
      '/api/actualizarOrdenTemas/',
      {
        nuevoOrden: [
          { id: t1.id, orden: 1 },
          { id: otherCourse.id, orden: 2 },
        ],
      },
      admin,
    );
    expect(mixedTopics.statusCode).toBe(400);
    const unknown = await api.post(
      '/api/actualizarOrdenSubtemas/',
      { nuevoOrden: [{ id: 9999, orden: 1 }] },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    for (const nuevoOrden of [
      [{ id: s1.id, orden: 0 }],
      [
        { id: s1.id, orden: 1 },
        { id: s1.id, orden: 2 },
      ],
      [],
    ]) {
      const res = await api.post('/api/actualizarOrdenSubtemas/', { nuevoOrden }, admin);
      expect(res.statusCode, JSON.stringify(nuevoOrden)).toBe(400);
    }
    const untouched = await t.app.ctx.db.select().from(subtemas).where(eq(subtemas.id, s1.id));
    expect(untouched[0]?.orden).toBe(1);
    const body = { nuevoOrden: [{ id: s1.id, orden: 1 }] };
    expect((await api.post('/api/actualizarOrdenSubtemas/', body, student)).statusCode).toBe(403);
    expect((await api.post('/api/actualizarOrdenTemas/', body)).statusCode).toBe(401);
  });
});
