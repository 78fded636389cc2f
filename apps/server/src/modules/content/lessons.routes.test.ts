import { PREGUNTA_QUIZ_INCOMPLETA } from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import { describe, expect, it } from 'vitest';
import {
  adminAndStudent,
  apiClient,
  blob,
  createMaterial,
  createQuiz,
} from '../../../test/content-factories';
import { createCourse, createSubtopic, createTopic } from '../../../test/course-factories';
import { useTestApp } from '../../../test/helper';
import * as sample from '../../../test/sample-files';
import { LECCION_DE_OTRO_CURSO, MATERIAL_NO_ENCONTRADO, QUIZ_NO_ENCONTRADO } from './messages';

const t = useTestApp();
const api = apiClient(() => t.app);
/** The stored path of a signed address. */
const pathOf = (address: string) => address.split('?', 1)[0] ?? address;

async function lesson(slug = 'redes') {
  const course = await createCourse(t.app.ctx, { nombre: 'Redes', slug });
  const tema = await createTopic(t.app.ctx, course.id, { nombre: 'Fundamentos' });
  const s1 = await createSubtopic(t.app.ctx, tema.id, { nombre: 'Uno', orden: 1 });
  const s2 = await createSubtopic(t.app.ctx, tema.id, { nombre: 'Dos', orden: 2 });
  return { course, tema, s1, s2 };
}

describe('getSubtemasTema, getTemasCursoAdmin, getDatosCursoAdmin', () => {
  it('give the selectors and breadcrumbs of the lesson editor', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { course, tema, s1, s2 } = await lesson();
    const subs = (await api.post('/api/getSubtemasTema/', { tema: tema.id }, admin)).json();
    expect(subs.content).toEqual([
      { id: s1.id, nombre: 'Uno', orden: 1 },
      { id: s2.id, nombre: 'Dos', orden: 2 },
    ]);
    const temas = (await api.post('/api/getTemasCursoAdmin/', { curso: course.id }, admin)).json();
    expect(temas.content[0]).toMatchObject({ id: tema.id, subtemas: subs.content });
    const datos = (await api.post('/api/getDatosCursoAdmin/', { tema: tema.id }, admin)).json();
    expect(datos).toEqual({
      success: true,
      dataCurso: { id: course.id, nombre: 'Redes', slug: 'redes' },
      tema: { id: tema.id, nombre: 'Fundamentos', orden: 1 },
    });
  });

  it('answer 404, 400, 401 and 403', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    for (const [url, field] of [
      ['/api/getSubtemasTema/', 'tema'],
      ['/api/getTemasCursoAdmin/', 'curso'],
      ['/api/getDatosCursoAdmin/', 'tema'],
      ['/api/getDataSubtema/', 'subtema'],
      ['/api/getQuizSubtema/', 'subtema'],
      ['/api/getPreguntasQuizSubtema/', 'quiz'],
    ] as const) {
      expect((await api.post(url, { [field]: 999 }, admin)).statusCode, url).toBe(404);
      expect((await api.post(url, { [field]: 'uno' }, admin)).statusCode, url).toBe(400);
      expect((await api.post(url, { [field]: 1 }, student)).statusCode, url).toBe(403);
      expect((await api.post(url, { [field]: 1 })).statusCode, url).toBe(401);
    }
  });
});

describe('agregarContenidoSubtema and getDataSubtema', () => {
  it('saves title, sanitised note, linked lessons, image, video and materials', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1, s2 } = await lesson();
    const res = await api.form(
      '/api/agregarContenidoSubtema/',
      (form) => {
        form.append('subtema', String(s2.id));
        form.append('nombre', 'Dos, con contenido');
        form.append('nota', '<p>Hola <strong>mundo</strong><script>alert(1)</script></p>');
        form.append('leccion_anterior', String(s1.id));
        form.append('imagen', blob(sample.png), 'diagrama.png');
        form.append('video', blob(sample.mp4), 'clase.mp4');
        form.append('files[0]', blob(sample.pdf), 'temario.pdf');
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { content, materiales } = res.json();
    expect(content).toMatchObject({
      id: s2.id,
      nombre: 'Dos, con contenido',
      nota: '<p>Hola <strong>mundo</strong></p>',
      leccion_anterior: s1.id,
      leccion_siguiente: null,
    });
    // Addresses signed for the administrator, who sees them in the editor.
    const signed = '\\?exp=\\d+&v=\\d+&sig=[\\w-]{43}$';
    expect(content.imagen).toMatch(new RegExp(`^contenido/imagenes/[0-9a-f]{32}\\.png${signed}`));
    expect(content.video).toMatch(new RegExp(`^contenido/videos/[0-9a-f]{32}\\.mp4${signed}`));
    expect(materiales).toEqual([
      {
        id: expect.any(Number),
        nombre: 'temario.pdf',
        archivo: expect.stringMatching(new RegExp(`^materiales/[0-9a-f]{32}\\.pdf${signed}`)),
      },
    ]);
    const video = await t.app.inject({ method: 'GET', url: `/uploads/${content.video}` });
    expect(video.statusCode).toBe(200);
    const read = (await api.post('/api/getDataSubtema/', { subtema: s2.id }, admin)).json();
    expect(read.content).toEqual(content);
    expect(read.materiales).toEqual(materiales);
  });

  it('keeps the current video without a new one and replaces it with one', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const send = (withVideo: boolean) =>
      api.form(
        '/api/agregarContenidoSubtema/',
        (form) => {
          form.append('subtema', String(s1.id));
          form.append('nombre', 'Uno');
          if (withVideo) form.append('video', blob(sample.mp4), 'clase.mp4');
        },
        admin,
      );
    const first = (await send(true)).json().content.video;
    expect(pathOf((await send(false)).json().content.video)).toBe(pathOf(first));
    const second = (await send(true)).json().content.video;
    expect(pathOf(second)).not.toBe(pathOf(first));
    expect(await t.app.ctx.storage.exists(pathOf(first))).toBe(false);
  });

  it('refuses linked lessons of another course (400) and a wrong file type (415)', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const elsewhere = await lesson('otro-curso');
    const res = await api.form(
      '/api/agregarContenidoSubtema/',
      (form) => {
        form.append('subtema', String(s1.id));
        form.append('nombre', 'Uno');
        form.append('leccion_siguiente', String(elsewhere.s1.id));
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(LECCION_DE_OTRO_CURSO);
    const wrong = await api.form(
      '/api/agregarContenidoSubtema/',
      (form) => {
        form.append('subtema', String(s1.id));
        form.append('nombre', 'Uno');
        form.append('video', blob(sample.pdf), 'clase.mp4');
      },
      admin,
    );
    expect(wrong.statusCode).toBe(415);
    const noName = await api.form(
      '/api/agregarContenidoSubtema/',
      (form) => form.append('subtema', String(s1.id)),
      admin,
    );
    expect(noName.statusCode).toBe(400);
    const missing = await api.form(
      '/api/agregarContenidoSubtema/',
      (form) => {
        form.append('subtema', '9999');
        form.append('nombre', 'X');
      },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { student } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const build = (form: FormData) => {
      form.append('subtema', String(s1.id));
      form.append('nombre', 'X');
    };
    expect((await api.form('/api/agregarContenidoSubtema/', build)).statusCode).toBe(401);
    expect((await api.form('/api/agregarContenidoSubtema/', build, student)).statusCode).toBe(403);
  });
});

describe('agregarMaterialSubtema and eliminarMaterialSubtema', () => {
  it('adds a material and deletes it with its file', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const res = await api.form(
      '/api/agregarMaterialSubtema/',
      (form) => {
        form.append('subtema', String(s1.id));
        form.append('nombre', 'Hoja de práctica');
        form.append('archivo', blob(sample.docx), 'practica.docx');
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const material = res.json().content;
    expect(material).toMatchObject({ nombre: 'Hoja de práctica' });
    expect(material.archivo).toMatch(/\.docx\?exp=\d+&v=\d+&sig=/);
    expect(await t.app.ctx.storage.exists(pathOf(material.archivo))).toBe(true);
    const del = await api.post('/api/eliminarMaterialSubtema/', { id: material.id }, admin);
    expect(del.statusCode).toBe(200);
    expect(await t.app.ctx.storage.exists(pathOf(material.archivo))).toBe(false);
    const again = await api.post('/api/eliminarMaterialSubtema/', { id: material.id }, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MATERIAL_NO_ENCONTRADO);
  });

  it('needs the file and a name (400), a real lesson (404), an administrator (401/403)', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const noFile = await api.form(
      '/api/agregarMaterialSubtema/',
      (form) => {
        form.append('subtema', String(s1.id));
        form.append('nombre', 'X');
      },
      admin,
    );
    expect(noFile.statusCode).toBe(400);
    const html = await api.form(
      '/api/agregarMaterialSubtema/',
      (form) => {
        form.append('subtema', String(s1.id));
        form.append('nombre', 'X');
        form.append('archivo', blob(sample.html), 'pagina.html');
      },
      admin,
    );
    expect(html.statusCode).toBe(415);
    const missing = await api.form(
      '/api/agregarMaterialSubtema/',
      (form) => {
        form.append('subtema', '9999');
        form.append('nombre', 'X');
        form.append('archivo', blob(sample.pdf), 'a.pdf');
      },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    const material = await createMaterial(t.app.ctx, s1.id, 'materiales/x.txt');
    expect(
      (await api.post('/api/eliminarMaterialSubtema/', { id: material.id }, student)).statusCode,
    ).toBe(403);
    expect((await api.post('/api/eliminarMaterialSubtema/', { id: material.id })).statusCode).toBe(
      401,
    );
  });
});

describe('quizzes', () => {
  it('adds a quiz, stores questions on the server and lists them', async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const quiz = (
      await api.post('/api/agregarQuizSubtema/', { subtema: s1.id, nombre: 'Repaso' }, admin)
    ).json().content;
    expect(quiz).toMatchObject({ nombre: 'Repaso', subtema: s1.id, total_preguntas: 0 });
    const q = await api.post(
      '/api/agregarPreguntaQuizSubtema/',
      {
        quiz: quiz.id,
        pregunta: '  ¿Cuántos bits tiene IPv4? ',
        respuestas: ['16', '  ', '32 ', '128'],
        respuestaCorrecta: 2,
      },
      admin,
    );
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().content).toMatchObject({
      pregunta: '¿Cuántos bits tiene IPv4?',
      respuestas: ['16', '32', '128'],
      respuestaCorrecta: 1,
      orden: 1,
    });
    await api.post(
      '/api/agregarPreguntaQuizSubtema/',
      { quiz: quiz.id, pregunta: 'Segunda', respuestas: ['Sí'], respuestaCorrecta: 0 },
      admin,
    );
    const list = (await api.post('/api/getPreguntasQuizSubtema/', { quiz: quiz.id }, admin)).json();
    expect(list.content.map((p: { orden: number }) => p.orden)).toEqual([1, 2]);
    const quizzes = (await api.post('/api/getQuizSubtema/', { subtema: s1.id }, admin)).json();
    expect(quizzes.content).toEqual([{ ...quiz, total_preguntas: 2 }]);
  });

  it("refuses an incomplete question with the spec's message (400)", async () => {
    const { admin } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    const quiz = await createQuiz(t.app.ctx, s1.id);
    for (const body of [
      { pregunta: ' ', respuestas: ['a'], respuestaCorrecta: 0 },
      { pregunta: 'P', respuestas: [' ', ''], respuestaCorrecta: 0 },
      { pregunta: 'P', respuestas: ['a', ' '], respuestaCorrecta: 1 },
      { pregunta: 'P', respuestas: ['a'], respuestaCorrecta: 3 },
    ]) {
      const res = await api.post(
        '/api/agregarPreguntaQuizSubtema/',
        { quiz: quiz.id, ...body },
        admin,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(PREGUNTA_QUIZ_INCOMPLETA);
    }
    const missing = await api.post(
      '/api/agregarPreguntaQuizSubtema/',
      { quiz: 999, pregunta: 'P', respuestas: ['a'], respuestaCorrecta: 0 },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(QUIZ_NO_ENCONTRADO);
  });

  it('answers 400, 404, 401 and 403 when adding', async () => {
    const { admin, student } = await adminAndStudent(t.app);
    const { s1 } = await lesson();
    expect(
      (await api.post('/api/agregarQuizSubtema/', { subtema: s1.id, nombre: '' }, admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.post('/api/agregarQuizSubtema/', { subtema: 999, nombre: 'Q' }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/agregarQuizSubtema/', { subtema: s1.id, nombre: 'Q' }, student))
        .statusCode,
    ).toBe(403);
    const question = { quiz: 1, pregunta: 'P', respuestas: ['a'], respuestaCorrecta: 0 };
    expect((await api.post('/api/agregarPreguntaQuizSubtema/', question)).statusCode).toBe(401);
    expect((await api.post('/api/agregarPreguntaQuizSubtema/', question, student)).statusCode).toBe(
      403,
    );
  });
});
