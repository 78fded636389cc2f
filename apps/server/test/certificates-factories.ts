import type { AppContext } from '../src/app-context';
import { createCourse, enrol } from './course-factories';
import { createStudent } from './factories';

/** A student enrolled in a new course: what a certificate is issued for. */
export async function createEnrolledStudent(
  ctx: AppContext,
  o: { first_name?: string; last_name?: string; curso?: string; horas?: number } = {},
) {
  const student = await createStudent(ctx, {
    first_name: o.first_name ?? 'Ana',
    last_name: o.last_name ?? 'García',
  });
  const course = await createCourse(ctx, {
    ...(o.curso ? { nombre: o.curso } : {}),
    horas_curso: o.horas ?? 40,
  });
  const enrolment = await enrol(ctx, student.id, course.id);
  return { student, course, enrolment };
}
