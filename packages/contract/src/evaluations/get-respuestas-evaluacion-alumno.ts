import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetRespuestasEvaluacionAlumnoRequest = z.object({ alumno_evaluacion_curso: zId });
export const ZGetRespuestasEvaluacionAlumnoResponse = z.object({
  /** The answers of one attempt, as graded (texts kept when submitted). */
  content: z.array(
    z.object({
      id: z.number().int(),
      pregunta_pregunta: z.string(),
      respuesta_respuesta_alumno: z.string(),
      respuesta_correcta_evaluacion: z.string(),
      /** 1 correct, 0 wrong. */
      resultado: z.number().int(),
    }),
  ),
});
export type TGetRespuestasEvaluacionAlumnoRequest = z.input<
  typeof ZGetRespuestasEvaluacionAlumnoRequest
>;
export type TGetRespuestasEvaluacionAlumnoResponse = z.infer<
  typeof ZGetRespuestasEvaluacionAlumnoResponse
>;

export const getRespuestasEvaluacionAlumno = defineCall({
  name: 'getRespuestasEvaluacionAlumno',
  access: ['admin', 'teacher'],
  teaches: { alumno_evaluacion_curso: 'intento' },
  summary:
    'Las respuestas de un intento: pregunta, respuesta del alumno, la correcta y resultado. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZGetRespuestasEvaluacionAlumnoRequest,
  response: ZGetRespuestasEvaluacionAlumnoResponse,
});
