import type { AppContext } from '../src/app-context';
import { subtema_completado } from '../src/db/schema/index';
import {
  type CourseOverrides,
  createCourse,
  createSubtopic,
  createTopic,
  enrol,
} from './course-factories';
import { createStudent } from './factories';

/**
 * A student enrolled in a new course of one lesson: what a certificate is issued for. By default
 * the lesson is finished, so the enrolment completed its course (decision 018); `completed:
 * false` leaves it at 0 %.
 */
export async function createEnrolledStudent(
  ctx: AppContext,
  o: {
    first_name?: string;
    last_name?: string;
    curso?: string;
    horas?: number;
    completed?: boolean;
    course?: CourseOverrides;
  } = {},
) {
  const student = await createStudent(ctx, {
    first_name: o.first_name ?? 'Ana',
    last_name: o.last_name ?? 'García',
  });
  const course = await createCourse(ctx, {
    ...(o.curso ? { nombre: o.curso } : {}),
    horas_curso: o.horas ?? 40,
    ...o.course,
  });
  const topic = await createTopic(ctx, course.id, { nombre: 'Introducción' });
  const lesson = await createSubtopic(ctx, topic.id, { nombre: 'Primera lección' });
  const enrolment = await enrol(ctx, student.id, course.id);
  if (o.completed ?? true) {
    await ctx.db
      .insert(subtema_completado)
      .values({ alumno_curso: enrolment.id, subtema: lesson.id });
  }
  return { student, course, enrolment, lesson };
}
