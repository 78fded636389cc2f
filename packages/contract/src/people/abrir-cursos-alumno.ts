import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZAbrirCursosAlumnoRequest = z.object({ alumno: zId });
export const ZAbrirCursosAlumnoResponse = z.object({
  /** The student's enrolments: course `id`, `nombre`, `activo` 1/0 and the `alumno_curso` id. */
  cursosActuales: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      activo: z.number().int(),
      alumno_curso: z.number().int(),
    }),
  ),
  /** Courses the student is not enrolled in, by name. */
  cursosPendientes: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export type TAbrirCursosAlumnoRequest = z.input<typeof ZAbrirCursosAlumnoRequest>;
export type TAbrirCursosAlumnoResponse = z.infer<typeof ZAbrirCursosAlumnoResponse>;

export const abrirCursosAlumno = defineCall({
  name: 'abrirCursosAlumno',
  access: ['admin'],
  summary: 'Los cursos de un alumno (cursosActuales) y los que aún puede tomar (cursosPendientes).',
  request: ZAbrirCursosAlumnoRequest,
  response: ZAbrirCursosAlumnoResponse,
});
