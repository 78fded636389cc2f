import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import { useTestApp } from '../../../test/helper';
import { adminAuth, createLearningCourse, enrolledStudent } from '../../../test/learning-factories';
import { alumno_curso, subtemas, ultimo_subtema } from '../../db/schema/index';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

const DAY = 24 * 60 * 60 * 1000;

async function card(auth: string, curso: number) {
  const res = await get('/api/getCursosAlumno/', auth);
  expect(res.statusCode).toBe(200);
  return res.json().content.find((c: { id_curso: number }) => c.id_curso === curso);
}

const visits = () => t.app.ctx.db.select().from(ultimo_subtema);

describe("the last lesson opened ('Continuar' on Mis Cursos)", () => {
  it('is null until a lesson opens, then the lesson opened last; reopening writes nothing', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const [s1, s2, s3] = lessons;
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    expect((await card(auth, course.id)).ultimo_subtema).toBeNull();

    const open = (subtema: number | undefined) =>
      post('/api/getSubtema/', { subtema, curso: course.id }, auth);
    expect((await open(s3?.id)).statusCode).toBe(200);
    expect((await card(auth, course.id)).ultimo_subtema).toBe(s3?.id);
    expect((await open(s1?.id)).statusCode).toBe(200);
    expect((await card(auth, course.id)).ultimo_subtema).toBe(s1?.id);

    // Reading the same lesson again leaves the row as it was (no write, same instant).
    const [before] = await visits();
    expect(before).toMatchObject({ alumno_curso: enrolment.id, subtema: s1?.id });
    expect((await open(s1?.id)).statusCode).toBe(200);
    expect(await visits()).toEqual([before]);

    // A lesson deleted takes its visit with it: the card opens the course as before.
    expect((await open(s2?.id)).statusCode).toBe(200);
    await t.app.ctx.db.delete(subtemas).where(eq(subtemas.id, s2?.id ?? 0));
    expect((await card(auth, course.id)).ultimo_subtema).toBeNull();
  });

  it('keeps one row per enrolment, whatever the student opens in other courses', async () => {
    const a = await createLearningCourse(t.app.ctx);
    const b = await createLearningCourse(t.app.ctx);
    const { auth, student } = await enrolledStudent(t.app, a.course.id);
    await enrol(t.app.ctx, student.id, b.course.id);
    await post('/api/getSubtema/', { subtema: a.lessons[1]?.id, curso: a.course.id }, auth);
    await post('/api/getSubtema/', { subtema: b.lessons[2]?.id, curso: b.course.id }, auth);
    expect((await card(auth, a.course.id)).ultimo_subtema).toBe(a.lessons[1]?.id);
    expect((await card(auth, b.course.id)).ultimo_subtema).toBe(b.lessons[2]?.id);
    expect(await visits()).toHaveLength(2);
  });

  it('records nothing for a refused or missing lesson, nor for an administrator', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);

    // A lesson of another course, through this course: 404, nothing written.
    const wrong = await post(
      '/api/getSubtema/',
      { subtema: other.lessons[0]?.id, curso: course.id },
      auth,
    );
    expect(wrong.statusCode).toBe(404);
    const missing = await post('/api/getSubtema/', { subtema: 999_999, curso: course.id }, auth);
    expect(missing.statusCode).toBe(404);
    // A course the student is not enrolled in: 403, nothing written.
    const stranger = await post(
      '/api/getSubtema/',
      { subtema: other.lessons[0]?.id, curso: other.course.id },
      auth,
    );
    expect(stranger.statusCode).toBe(403);
    const { auth: admin } = await adminAuth(t.app);
    const asAdmin = await post(
      '/api/getSubtema/',
      { subtema: lessons[0]?.id, curso: course.id },
      admin,
    );
    expect(asAdmin.statusCode).toBe(200);
    expect(await visits()).toEqual([]);

    // Access ended: the lesson is refused and the visit stays what it was.
    await post('/api/getSubtema/', { subtema: lessons[1]?.id, curso: course.id }, auth);
    await t.app.ctx.db
      .update(alumno_curso)
      .set({ acceso_hasta: new Date(Date.now() - DAY) })
      .where(eq(alumno_curso.id, enrolment.id));
    const ended = await post(
      '/api/getSubtema/',
      { subtema: lessons[2]?.id, curso: course.id },
      auth,
    );
    expect(ended.statusCode).toBe(403);
    expect(await visits()).toEqual([
      expect.objectContaining({ alumno_curso: enrolment.id, subtema: lessons[1]?.id }),
    ]);
  });

  it('keeps one of two lessons opened at the same moment', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const ids = lessons.map((l) => l.id);
    const answers = await Promise.all(
      [...ids, ...ids].map((subtema) =>
        post('/api/getSubtema/', { subtema, curso: course.id }, auth),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await visits();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.alumno_curso).toBe(enrolment.id);
    expect(ids).toContain(rows[0]?.subtema);
  });
});

describe("'Anterior' across topics (anteriorTemaSubtema)", () => {
  it("answers the previous topic's last lesson, skipping topics without lessons", async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const [s1, s2, s3] = lessons;
    // An empty topic between the second and a fourth one.
    await createTopic(t.app.ctx, course.id, { orden: 3, nombre: 'Tema vacío' });
    const t4 = await createTopic(t.app.ctx, course.id, { orden: 4, nombre: 'Cuarto tema' });
    const s4 = await createSubtopic(t.app.ctx, t4.id, { orden: 1, nombre: 'Lección cuatro' });
    const { auth } = await enrolledStudent(t.app, course.id);
    const lesson = async (subtema: number | undefined) =>
      (await post('/api/getSubtema/', { subtema, curso: course.id }, auth)).json();

    expect(await lesson(s1?.id)).toMatchObject({ anterior: 0, anteriorTemaSubtema: 0 });
    // Inside a topic 'Anterior' stays the topic's previous lesson; the field still names the
    // previous topic's last one (none for the first topic).
    expect(await lesson(s2?.id)).toMatchObject({ anterior: s1?.id, anteriorTemaSubtema: 0 });
    expect(await lesson(s3?.id)).toMatchObject({ anterior: 0, anteriorTemaSubtema: s2?.id });
    expect(await lesson(s4.id)).toMatchObject({
      anterior: 0,
      anteriorTemaSubtema: s3?.id,
      siguienteTemaSubtema: 0,
    });
  });
});
