import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetPreguntasEvaluacionCursoAlumnoRequest = z.object({
  evaluacion: zId,
  alumno_curso: zId,
});
export const ZPreguntaEvaluacionAlumno = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  /** 1 single choice, 2 multiple choice. */
  tipo: z.number().int().min(1).max(2),
  /** The options, without which are correct. */
  respuestas: z.array(z.object({ id: z.number().int(), respuesta: z.string() })),
});
export const ZGetPreguntasEvaluacionCursoAlumnoResponse = z.object({
  /**
   * The questions of the open attempt in the order it drew (empty when the student passed
   * already or has no attempts left; then no attempt is opened).
   */
  content: z.array(ZPreguntaEvaluacionAlumno),
  datosGeneralesEvaluacion: z.object({
    id: z.number().int(),
    nombre: z.string(),
    /** Sanitised HTML. */
    instrucciones: z.string(),
    no_intentos: z.number().int(),
    intentos_realizados: z.number().int(),
    intentos_restantes: z.number().int(),
    calificacion_aprobatoria: z.string(),
    /** 1 when an attempt already passed. */
    resultado: z.number().int().min(0).max(1),
  }),
});
export type TPreguntaEvaluacionAlumno = z.infer<typeof ZPreguntaEvaluacionAlumno>;
export type TGetPreguntasEvaluacionCursoAlumnoResponse = z.infer<
  typeof ZGetPreguntasEvaluacionCursoAlumnoResponse
>;

export const getPreguntasEvaluacionCursoAlumno = defineCall({
  name: 'getPreguntasEvaluacionCursoAlumno',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Abre o retoma el intento en curso de una evaluación: el orden sorteado de preguntas y ' +
    'opciones queda guardado, así que recargar muestra el mismo intento. Nunca envía cuáles ' +
    'son las respuestas correctas.',
  request: ZGetPreguntasEvaluacionCursoAlumnoRequest,
  response: ZGetPreguntasEvaluacionCursoAlumnoResponse,
});
