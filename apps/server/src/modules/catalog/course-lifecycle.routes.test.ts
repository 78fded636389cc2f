import { readFileSync } from 'node:fs';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAndStudent,
  apiClient,
  createMaterial,
  createQuiz,
} from '../../../test/content-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
  enrol,
} from '../../../test/course-factories';
import {
  createEvaluation,
  createEvaluationQuestion,
} from '../../../test/evaluations-admin-factories';
import { createStudent, loginAs } from '../../../test/factories';
import { createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_curso,
  auditoria,
  cursos,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
  grupos,
  materiales,
  quiz_preguntas,
  quizzes,
  subtemas,
  temas,
} from '../../db/schema/index';
import {
  BORRADOR_NO_SE_ARCHIVA,
  CURSO_ARCHIVADO_NO_SE_PUBLICA,
  CURSO_CON_ALUMNOS,
  CURSO_NO_ENCONTRADO,
  CURSO_NO_OFRECIDO,
  CURSO_YA_ARCHIVADO,
  CURSO_YA_PUBLICADO,
  SOLO_ARCHIVADO_SE_RESTAURA,
} from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);

const call = (name: string, payload: object, authorization?: string) =>
  api.post(`/api/${name}/`, payload, authorization);

async function stateOf(id: number) {
  const [row] = await t.app.ctx.db
    .select({ estado: cursos.estado })
    .from(cursos)
    .where(eq(cursos.id, id));
  return row?.estado;
}

async function auditOf(id: number) {
  return t.app.ctx.db
    .select({ accion: auditoria.accion, detalles: auditoria.detalles })
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'cursos'), eq(auditoria.entidad_id, String(id))))
    .orderBy(asc(auditoria.id));
}

/** A stored public file with these bytes, as an upload would leave it. */
async function storedFile(relative: string, bytes: string) {
  await t.app.ctx.storage.writeFile(relative, Buffer.from(bytes));
  return relative;
}

const read = (relative: string) => readFileSync(t.app.ctx.storage.absolutePath(relative), 'utf8');

describe('course states', () => {
  it('agregarCurso makes a draft; cursoPaginado shows each state and filters by it', async () => {
    const { admin } = await adminAndStudent(t.app);
    const categoria = await createCourseCategory(t.app.ctx);
    const res = await api.form(
      '/api/agregarCurso/',
      (form) => {
        for (const [k, v] of Object.entries({
          nombre: 'Curso nuevo',
          horas_curso: '10',
          categoria: String(categoria.id),
          precio: '100',
          dias_plataforma: '30',
          fecha_inicio: '2026-01-01',
          fecha_fin: '2030-12-31',
        }))
          form.append(k, v);
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.estado).toBe('borrador');
    const published = await createCourse(t.app.ctx);
    await createCourse(t.app.ctx, { estado: 'archivado' });

    const all = await api.get('/api/curso/paginado/?page=1', admin);
    expect(all.json().count).toBe(3);
    const drafts = await api.get('/api/curso/paginado/?page=1&estado=borrador', admin);
    expect(drafts.json()).toMatchObject({ count: 1, results: [{ nombre: 'Curso nuevo' }] });
    const live = await api.get('/api/curso/paginado/?page=1&estado=publicado', admin);
    expect(live.json()).toMatchObject({ count: 1, results: [{ id: published.id }] });
    expect((await api.get('/api/curso/paginado/?page=1&estado=oculto', admin)).statusCode).toBe(
      400,
    );
  });

  it('publishes a draft, archives and restores it, each audited; every other step is a 409', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { id } = await createCourse(t.app.ctx, { estado: 'borrador' });
    const step = async (name: string, status: number, estado: string, message?: string) => {
      const res = await call(name, { curso: id }, admin);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
      else expect(res.json().content).toMatchObject({ id, estado });
      expect(await stateOf(id)).toBe(estado);
    };
    await step('archivarCurso', 409, 'borrador', BORRADOR_NO_SE_ARCHIVA);
    await step('restaurarCurso', 409, 'borrador', SOLO_ARCHIVADO_SE_RESTAURA);
    await step('publicarCurso', 200, 'publicado');
    await step('publicarCurso', 409, 'publicado', CURSO_YA_PUBLICADO);
    await step('restaurarCurso', 409, 'publicado', SOLO_ARCHIVADO_SE_RESTAURA);
    await step('archivarCurso', 200, 'archivado');
    await step('archivarCurso', 409, 'archivado', CURSO_YA_ARCHIVADO);
    await step('publicarCurso', 409, 'archivado', CURSO_ARCHIVADO_NO_SE_PUBLICA);
    await step('restaurarCurso', 200, 'publicado');
    expect((await auditOf(id)).map((a) => [a.accion, a.detalles])).toEqual([
      ['publicar', expect.objectContaining({ estado_anterior: 'borrador', estado: 'publicado' })],
      ['archivar', expect.objectContaining({ estado_anterior: 'publicado', estado: 'archivado' })],
      ['restaurar', expect.objectContaining({ estado_anterior: 'archivado', estado: 'publicado' })],
    ]);
  });

  it('refuses anonymous callers, students, unknown courses and bad ids', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { id } = await createCourse(t.app.ctx, { estado: 'borrador' });
    for (const name of [
      'publicarCurso',
      'archivarCurso',
      'restaurarCurso',
      'duplicarCurso',
      'eliminarCurso',
    ]) {
      expect((await call(name, { curso: id })).statusCode, name).toBe(401);
      expect((await call(name, { curso: id }, student)).statusCode, name).toBe(403);
      const missing = await call(name, { curso: id + 1000 }, admin);
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json().error.message).toBe(CURSO_NO_ENCONTRADO);
      expect((await call(name, { curso: 'uno' }, admin)).statusCode, name).toBe(400);
      expect((await call(name, {}, admin)).statusCode, name).toBe(400);
    }
    expect(await stateOf(id)).toBe('borrador');
  });

  it('a draft or an archived course is out of the catalogue, its page, the sitemap and registration; its students keep their lessons', async () => {
    const { admin } = await adminAndStudent(t.app);
    const draft = await createCourse(t.app.ctx, {
      estado: 'borrador',
      slug: 'borrador',
      precio: '0.00',
      prueba_gratuita: true,
    });
    const archived = await createCourse(t.app.ctx, {
      slug: 'archivado',
      precio: '0.00',
      prueba_gratuita: true,
    });
    const student = await createStudent(t.app.ctx);
    const enrolment = await enrol(t.app.ctx, student.id, archived.id);
    expect((await call('archivarCurso', { curso: archived.id }, admin)).statusCode).toBe(200);
    const visible = await createCourse(t.app.ctx, { slug: 'visible' });

    const catalogue = await api.get('/api/getCatalogoCursos/');
    expect(catalogue.json().results.map((c: { slug: string }) => c.slug)).toEqual(['visible']);
    const sitemap = await api.get('/sitemap.xml');
    expect(sitemap.body).toContain('/curso/visible');
    for (const slug of ['borrador', 'archivado']) {
      expect((await api.get(`/api/getCursoPublico/?slug=${slug}`)).statusCode).toBe(404);
      expect(sitemap.body).not.toContain(`/curso/${slug}<`);
      const datos = await call('getDatosCurso', { slug });
      expect(datos.statusCode).toBe(404);
      expect(datos.json().error.message).toBe(CURSO_NO_OFRECIDO);
      const registro = await call('registrarAlumnoAdmin', {
        first_name: 'Lucía',
        last_name: 'Hernández',
        celular: '5511112222',
        empleo_actual: 'Soporte',
        empresa: 'ACME',
        email: `${slug}@prueba.test`,
        username: `${slug}@prueba.test`,
        tipo: 1,
        curso: slug,
      });
      expect(registro.statusCode, registro.body).toBe(404);
      expect(registro.json().error.message).toBe(CURSO_NO_OFRECIDO);
      const demo = await call('createDemoUser', {
        first_name: 'Prueba',
        email: `demo-${slug}@prueba.test`,
        curso: slug,
      });
      expect(demo.statusCode, demo.body).toBe(404);
    }
    const [enrolments] = await t.app.ctx.db
      .select({ n: count() })
      .from(alumno_curso)
      .where(inArray(alumno_curso.curso, [draft.id, archived.id]));
    expect(enrolments?.n).toBe(1);

    // The enrolled student of the archived course still opens it.
    const own = await loginAs(t.app, student.email);
    const temasRes = await call(
      'getTemasCurso',
      { curso: archived.id, alumno_curso: enrolment.unique_id },
      own,
    );
    expect(temasRes.statusCode, temasRes.body).toBe(200);
    expect(temasRes.json().dataCurso.acceso_vigente).toBe(true);
    expect(visible.estado).toBe('publicado');
  });
});

describe('duplicarCurso', () => {
  async function richCourse() {
    const ctx = t.app.ctx;
    const course = await createCourse(ctx, {
      nombre: 'Redes Cisco',
      slug: 'redes-cisco',
      imagen: await storedFile('cursos/aaaa.jpg', 'portada'),
      imagen_miniatura: await storedFile('cursos/miniaturas/aaaa.webp', 'miniatura'),
    });
    const t1 = await createTopic(ctx, course.id, { nombre: 'Uno', orden: 1 });
    const t2 = await createTopic(ctx, course.id, { nombre: 'Dos', orden: 2 });
    const s1 = await createSubtopic(ctx, t1.id, {
      nombre: 'Lección 1',
      orden: 1,
      nota: '<p>Hola</p>',
      video: await storedFile('contenido/videos/bbbb.mp4', 'video-1'),
      imagen: await storedFile('contenido/imagenes/cccc.png', 'imagen-1'),
    });
    const s2 = await createSubtopic(ctx, t2.id, { nombre: 'Lección 2', orden: 1 });
    await ctx.db.update(subtemas).set({ leccion_siguiente: s2.id }).where(eq(subtemas.id, s1.id));
    await ctx.db.update(subtemas).set({ leccion_anterior: s1.id }).where(eq(subtemas.id, s2.id));
    await createMaterial(ctx, s1.id, await storedFile('materiales/dddd.pdf', 'material-1'));
    await createQuiz(ctx, s1.id, 2);
    const exam = await createEvaluation(ctx, course.id, { nombre: 'Final', no_intentos: 3 });
    await createEvaluationQuestion(ctx, exam.id, {
      pregunta: '¿Capa 3?',
      respuestas: [
        { respuesta: 'Red', correcta: 1 },
        { respuesta: 'Enlace', correcta: 0 },
      ],
    });
    const old = await createEvaluationQuestion(ctx, exam.id, { pregunta: '¿Retirada?' });
    await ctx.db
      .update(evaluacion_preguntas)
      .set({ archivada_en: new Date() })
      .where(eq(evaluacion_preguntas.id, old.question.id));
    await createEvaluation(ctx, course.id, { nombre: 'Vieja', archivada_en: new Date() });
    const student = await createStudent(ctx);
    await enrol(ctx, student.id, course.id);
    await createGroup(ctx, course.id);
    return course;
  }

  it('copies the outline, lessons with new files, materials, quizzes and evaluations as a draft; no students or groups', async () => {
    const { admin } = await adminAndStudent(t.app);
    const source = await richCourse();
    const res = await call('duplicarCurso', { curso: source.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().content;
    expect(copy).toMatchObject({
      nombre: 'Redes Cisco (copia)',
      slug: 'redes-cisco-copia',
      estado: 'borrador',
      precio: source.precio,
      categoria: source.categoria,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.imagen).not.toBe(source.imagen);
    expect(read(copy.imagen)).toBe('portada');
    expect(read(copy.imagen_miniatura)).toBe('miniatura');

    const db = t.app.ctx.db;
    const topics = await db
      .select()
      .from(temas)
      .where(eq(temas.curso, copy.id))
      .orderBy(asc(temas.orden));
    expect(topics.map((x) => [x.nombre, x.orden])).toEqual([
      ['Uno', 1],
      ['Dos', 2],
    ]);
    const lessons = await db
      .select()
      .from(subtemas)
      .where(
        inArray(
          subtemas.tema,
          topics.map((x) => x.id),
        ),
      )
      .orderBy(asc(subtemas.id));
    const [l1, l2] = lessons;
    expect(l1).toMatchObject({
      nombre: 'Lección 1',
      nota: '<p>Hola</p>',
      leccion_siguiente: l2?.id,
    });
    expect(l2).toMatchObject({ nombre: 'Lección 2', leccion_anterior: l1?.id });
    expect(l1?.video).toMatch(/^contenido\/videos\/[0-9a-f]{32}\.mp4$/);
    expect(read(l1?.video ?? '')).toBe('video-1');
    expect(read(l1?.imagen ?? '')).toBe('imagen-1');
    const [material] = await db
      .select()
      .from(materiales)
      .where(eq(materiales.subtema, l1?.id ?? 0));
    expect(material?.archivo).not.toBe('materiales/dddd.pdf');
    expect(read(material?.archivo ?? '')).toBe('material-1');
    const [quiz] = await db
      .select()
      .from(quizzes)
      .where(eq(quizzes.subtema, l1?.id ?? 0));
    const [questions] = await db
      .select({ n: count() })
      .from(quiz_preguntas)
      .where(eq(quiz_preguntas.quiz, quiz?.id ?? 0));
    expect(questions?.n).toBe(2);

    const exams = await db.select().from(evaluaciones).where(eq(evaluaciones.curso, copy.id));
    expect(exams.map((e) => [e.nombre, e.no_intentos])).toEqual([['Final', 3]]);
    const examQuestions = await db
      .select()
      .from(evaluacion_preguntas)
      .where(eq(evaluacion_preguntas.evaluacion, exams[0]?.id ?? 0));
    expect(examQuestions.map((q) => q.pregunta)).toEqual(['¿Capa 3?']);
    const options = await db
      .select({
        respuesta: evaluacion_respuestas.respuesta,
        correcta: evaluacion_respuestas.correcta,
      })
      .from(evaluacion_respuestas)
      .where(eq(evaluacion_respuestas.pregunta, examQuestions[0]?.id ?? 0))
      .orderBy(asc(evaluacion_respuestas.orden), asc(evaluacion_respuestas.id));
    expect(options).toEqual([
      { respuesta: 'Red', correcta: 1 },
      { respuesta: 'Enlace', correcta: 0 },
    ]);

    const [students] = await db
      .select({ n: count() })
      .from(alumno_curso)
      .where(eq(alumno_curso.curso, copy.id));
    const [groups] = await db.select({ n: count() }).from(grupos).where(eq(grupos.curso, copy.id));
    expect([students?.n, groups?.n]).toEqual([0, 0]);
    expect(await auditOf(copy.id)).toEqual([
      {
        accion: 'duplicar',
        detalles: expect.objectContaining({ copia_de: 'Redes Cisco', lecciones: 2, archivos: 5 }),
      },
    ]);
    // The source is untouched, its files too.
    expect(await stateOf(source.id)).toBe('publicado');
    expect(read('contenido/videos/bbbb.mp4')).toBe('video-1');
  });

  it('two copies of one course at once: two drafts with distinct slugs', async () => {
    const { admin } = await adminAndStudent(t.app);
    const source = await richCourse();
    const answers = await Promise.all([
      call('duplicarCurso', { curso: source.id }, admin),
      call('duplicarCurso', { curso: source.id }, admin),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const slugs = answers.map((a) => a.json().content.slug).sort();
    expect(slugs).toEqual(['redes-cisco-copia', 'redes-cisco-copia-2']);
    const [copies] = await t.app.ctx.db
      .select({ n: count() })
      .from(cursos)
      .where(eq(cursos.estado, 'borrador'));
    expect(copies?.n).toBe(2);
  });

  it('the name of a copy ends in "(copia)" and still fits in 200 characters', async () => {
    const { admin } = await adminAndStudent(t.app);
    const long = await createCourse(t.app.ctx, { nombre: 'N'.repeat(200) });
    const res = await call('duplicarCurso', { curso: long.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.nombre).toHaveLength(200);
    expect(res.json().content.nombre.endsWith(' (copia)')).toBe(true);
  });
});

describe('eliminarCurso', () => {
  it('refuses a course with an enrolment or a group (409, in words), deleting nothing', async () => {
    const { admin } = await adminAndStudent(t.app);
    const withStudent = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    await enrol(t.app.ctx, student.id, withStudent.id, { activo: 0 });
    const withGroup = await createCourse(t.app.ctx);
    await createGroup(t.app.ctx, withGroup.id);
    for (const course of [withStudent, withGroup]) {
      const res = await call('eliminarCurso', { curso: course.id }, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(CURSO_CON_ALUMNOS);
      expect(await stateOf(course.id)).toBe('publicado');
    }
  });

  it('deletes a course without students, its content and its files, audited', async () => {
    const { admin } = await adminAndStudent(t.app);
    const ctx = t.app.ctx;
    const course = await createCourse(ctx, {
      estado: 'archivado',
      imagen: await storedFile('cursos/eeee.jpg', 'portada'),
    });
    const topic = await createTopic(ctx, course.id);
    const lesson = await createSubtopic(ctx, topic.id, {
      video: await storedFile('contenido/videos/ffff.mp4', 'video'),
    });
    await createMaterial(ctx, lesson.id, await storedFile('materiales/gggg.pdf', 'material'));
    await createEvaluation(ctx, course.id);

    const res = await call('eliminarCurso', { curso: course.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ id: course.id });
    expect(await stateOf(course.id)).toBeUndefined();
    const [left] = await ctx.db
      .select({ n: count() })
      .from(temas)
      .where(eq(temas.curso, course.id));
    expect(left?.n).toBe(0);
    for (const f of ['cursos/eeee.jpg', 'contenido/videos/ffff.mp4', 'materiales/gggg.pdf']) {
      expect(await ctx.storage.exists(f), f).toBe(false);
    }
    expect(await auditOf(course.id)).toEqual([
      {
        accion: 'eliminar',
        detalles: expect.objectContaining({ nombre: course.nombre, archivos: 3 }),
      },
    ]);
  });

  it('a delete racing a registration leaves the course with its enrolment, or neither', async () => {
    const { admin } = await adminAndStudent(t.app);
    for (let round = 0; round < 5; round++) {
      const course = await createCourse(t.app.ctx, { precio: '0.00' });
      const email = `carrera-${round}@prueba.test`;
      const [deleted, registered] = await Promise.all([
        call('eliminarCurso', { curso: course.id }, admin),
        call('registrarAlumnoAdmin', {
          first_name: 'Lucía',
          last_name: 'Hernández',
          celular: '5511112222',
          empleo_actual: 'Soporte',
          empresa: 'ACME',
          email,
          username: email,
          tipo: 1,
          curso: course.slug,
        }),
      ]);
      expect([200, 409]).toContain(deleted.statusCode);
      expect([200, 404]).toContain(registered.statusCode);
      const exists = (await stateOf(course.id)) !== undefined;
      const [enrolments] = await t.app.ctx.db
        .select({ n: count() })
        .from(alumno_curso)
        .where(eq(alumno_curso.curso, course.id));
      if (exists) {
        expect([deleted.statusCode, registered.statusCode, enrolments?.n]).toEqual([409, 200, 1]);
      } else {
        expect([deleted.statusCode, registered.statusCode, enrolments?.n]).toEqual([200, 404, 0]);
      }
    }
  });
});
