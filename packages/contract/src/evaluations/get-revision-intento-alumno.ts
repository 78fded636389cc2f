import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetRevisionIntentoAlumnoRequest = z.object({
  alumno_curso: zId,
  /** The attempt's id (`id` of an attempt in the attempts table). */
  intento: zId,
});

/** One question of a graded attempt, as it was when graded. */
export const ZPreguntaRevisada = z.object({
  pregunta: z.string(),
  /** The chosen options' texts, joined; empty when the question was left unanswered. */
  respuesta_alumno: z.string(),
  /** 1 right, 0 wrong (an unanswered question is wrong). */
  resultado: z.number().int().min(0).max(1),
  /**
   * The correct options' texts, joined, or null while the evaluation's `mostrar_respuestas`
   * does not allow them: then they never leave the server.
   */
  respuesta_correcta: z.string().nullable(),
});

export const ZGetRevisionIntentoAlumnoResponse = z.object({
  /** In the order the attempt asked them. */
  content: z.array(ZPreguntaRevisada),
  datosIntento: z.object({
    id: z.number().int(),
    evaluacion: z.number().int(),
    evaluacion_nombre: z.string(),
    no_intento: z.number().int(),
    /** ISO 8601: when it was sent (or closed at its deadline). */
    fecha: z.string(),
    calificacion: z.string(),
    resultado: z.number().int().min(0).max(1),
    /** The evaluation's setting: 0 never, 1 once passed, 2 once passed or out of attempts. */
    mostrar_respuestas: z.number().int().min(0).max(2),
    /** 1 when this answer carries the correct answers. */
    respuestas_visibles: z.number().int().min(0).max(1),
  }),
});
export type TPreguntaRevisada = z.infer<typeof ZPreguntaRevisada>;
export type TGetRevisionIntentoAlumnoResponse = z.infer<typeof ZGetRevisionIntentoAlumnoResponse>;

export const getRevisionIntentoAlumno = defineCall({
  name: 'getRevisionIntentoAlumno',
  access: ['student'],
  owns: ['alumno_curso', 'intento'],
  summary:
    'La revisión de un intento enviado: cada pregunta con la respuesta del alumno, marcada ' +
    'correcta o incorrecta. Las respuestas correctas solo se envían cuando la evaluación lo ' +
    'permite (mostrar_respuestas: 0 nunca, 1 al aprobar, 2 al aprobar o agotar los intentos). ' +
    '404 si el intento no es de esa inscripción; 409 si sigue abierto.',
  request: ZGetRevisionIntentoAlumnoRequest,
  response: ZGetRevisionIntentoAlumnoResponse,
});
