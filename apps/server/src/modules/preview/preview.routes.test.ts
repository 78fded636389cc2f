import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAndStudent, apiClient, createMaterial } from '../../../test/content-factories';
import { createCourse, createSubtopic, createTopic } from '../../../test/course-factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_curso,
  auditoria,
  subtema_completado,
  ultimo_subtema,
  video_posiciones,
} from '../../db/schema/index';

const t = useTestApp();
const api = apiClient(() => t.app);

/** Rows of every table a student's reading of a course may write. */
async function studentRows() {
  const db = t.app.ctx.db;
  const counts = await Promise.all(
    [alumno_curso, ultimo_subtema, subtema_completado, video_posiciones, auditoria].map((table) =>
      db.select({ n: count() }).from(table),
    ),
  );
  return counts.map(([row]) => row?.n);
}

async function draftWithLessons() {
  const ctx = t.app.ctx;
  const course = await createCourse(ctx, { estado: 'borrador', nombre: 'Borrador' });
  const t1 = await createTopic(ctx, course.id, { nombre: 'Primero', orden: 1 });
  const t2 = await createTopic(ctx, course.id, { nombre: 'Segundo', orden: 2 });
  const s1 = await createSubtopic(ctx, t1.id, {
    nombre: 'Bienvenida',
    nota: '<p>Hola</p>',
    video: 'contenido/videos/hola.mp4',
  });
  const s2 = await createSubtopic(ctx, t2.id, { nombre: 'Cierre' });
  await createMaterial(ctx, s1.id, 'materiales/guia.pdf');
  return { course, s1, s2 };
}

describe("'Ver como alumno'", () => {
  it('shows any course (a draft too) as a student sees it, nothing finished, writing nothing', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, s1, s2 } = await draftWithLessons();
    const before = await studentRows();

    const outline = await api.post('/api/getVistaPreviaCurso/', { curso: course.id }, admin);
    expect(outline.statusCode, outline.body).toBe(200);
    expect(outline.json()).toMatchObject({
      content: [
        { nombre: 'Primero', subtemas: [{ id: s1.id, nombre: 'Bienvenida', estatus: 0 }] },
        { nombre: 'Segundo', subtemas: [{ id: s2.id, nombre: 'Cierre', estatus: 0 }] },
      ],
      dataCurso: { id: course.id, nombre: 'Borrador', slug: course.slug, estado: 'borrador' },
      subtemaActual: s1.id,
    });

    const lesson = await api.post(
      '/api/getVistaPreviaLeccion/',
      { curso: course.id, subtema: s1.id },
      admin,
    );
    expect(lesson.statusCode, lesson.body).toBe(200);
    const body = lesson.json();
    expect(body.content).toMatchObject({ id: s1.id, nombre: 'Bienvenida', nota: '<p>Hola</p>' });
    // Signed for this viewer, as a student's lesson files are.
    expect(body.content.video).toMatch(/^contenido\/videos\/hola\.mp4\?/);
    expect(body.materiales[0].archivo).toMatch(/^materiales\/guia\.pdf\?/);
    expect(body).toMatchObject({ siguienteTemaSubtema: s2.id, terminado: 0 });

    expect(await studentRows()).toEqual(before);
  });

  it('is for administrators only; an unknown course or a lesson of another course is a 404', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { course, s1 } = await draftWithLessons();
    const other = await createCourse(t.app.ctx);
    for (const [url, payload] of [
      ['/api/getVistaPreviaCurso/', { curso: course.id }],
      ['/api/getVistaPreviaLeccion/', { curso: course.id, subtema: s1.id }],
    ] as const) {
      expect((await api.post(url, payload)).statusCode).toBe(401);
      expect((await api.post(url, payload, student)).statusCode).toBe(403);
      expect((await api.post(url, { curso: 'x' }, admin)).statusCode).toBe(400);
    }
    expect(
      (await api.post('/api/getVistaPreviaCurso/', { curso: other.id + 100 }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/getVistaPreviaLeccion/', { curso: other.id, subtema: s1.id }, admin))
        .statusCode,
    ).toBe(404);
  });
});
