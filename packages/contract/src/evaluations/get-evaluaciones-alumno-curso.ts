import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetEvaluacionesAlumnoCursoRequest = z.object({ alumno_curso: zId });
export const ZGetEvaluacionesAlumnoCursoResponse = z.object({
  /** The enrolment's submitted attempts, newest first. */
  content: z.array(
    z.object({
      id: z.number().int(),
      /** ISO 8601. */
      fecha: z.string(),
      evaluacion_nombre: z.string(),
      no_intento: z.number().int(),
      /** 0–100 with two decimals. */
      calificacion: z.string(),
      /** 1 passed, 0 failed. */
      resultado: z.number().int(),
    }),
  ),
});
export type TGetEvaluacionesAlumnoCursoRequest = z.input<typeof ZGetEvaluacionesAlumnoCursoRequest>;
export type TGetEvaluacionesAlumnoCursoResponse = z.infer<
  typeof ZGetEvaluacionesAlumnoCursoResponse
>;

export const getEvaluacionesAlumnoCurso = defineCall({
  name: 'getEvaluacionesAlumnoCurso',
  access: ['admin', 'teacher'],
  teaches: { alumno_curso: 'alumno_curso' },
  summary:
    'Los intentos terminados de las evaluaciones de una inscripción, con su calificación. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZGetEvaluacionesAlumnoCursoRequest,
  response: ZGetEvaluacionesAlumnoCursoResponse,
});
