import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetPreguntasEvaluacionCursoAlumnoRequest = z.object({
  evaluacion: zId,
  alumno_curso: zId,
  /**
   * 1 when the student presses 'Comenzar Evaluación'. A timed evaluation opens an attempt (and
   * starts its clock) only then; reading it without opens nothing new. An untimed one opens on
   * any read, as before.
   */
  iniciar: z
    .union([z.literal(0), z.literal(1)], { error: 'iniciar debe ser 1 (sí) o 0 (no).' })
    .optional(),
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
    /** Questions the evaluation has now (an attempt asks them all). */
    total_preguntas: z.number().int(),
    /** Minutes per attempt, or null when untimed. */
    tiempo_limite_minutos: z.number().int().nullable(),
    /** 0 never, 1 once passed, 2 once passed or out of attempts: when a review shows the key. */
    mostrar_respuestas: z.number().int().min(0).max(2),
    /** ISO 8601: the open attempt's deadline, or null (untimed, or no attempt open). */
    vence_en: z.string().nullable(),
    /** ISO 8601: the server's clock when it answered, so a countdown does not trust the device's. */
    ahora: z.string(),
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
    'son las respuestas correctas. Con tiempo límite, el intento se abre solo con iniciar 1 y ' +
    'vence_en dice su plazo; un intento vencido y no enviado se cierra al leerlo.',
  request: ZGetPreguntasEvaluacionCursoAlumnoRequest,
  response: ZGetPreguntasEvaluacionCursoAlumnoResponse,
});
