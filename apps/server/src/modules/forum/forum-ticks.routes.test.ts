import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import {
  createForum,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

describe('ticks of the course sidebar (issue 22)', () => {
  // Before the fix the subquery compared the answer's forum with the answer's own id (drizzle
  // writes the outer column as a bare "id"): the tick showed only when both ids happened to be
  // equal. Here they differ, so the old query answers 0 for the forum answered.
  it('answers resultado 1 for the forum the student answered and 0 for the others', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const first = await createForum(t.app.ctx, course.id);
    const second = await createForum(t.app.ctx, course.id);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const added = await post(
      '/api/agregarRespuestaForoUsuario/',
      { foro_discusion: second.id, respuesta: 'Mucho', alumno_curso: enrolment.id },
      auth,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().content.id).not.toBe(second.id);

    const list = await post('/api/getForosDiscusionAlumnoCurso/', { curso: course.id }, auth);
    expect(
      list.json().content.map((f: { id: number; resultado: number }) => [f.id, f.resultado]),
    ).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
  });
});
