import { z } from 'zod';
import { ZRespuestaRespuestaForo } from './agregar-respuesta-respuesta-foro-usuario';

/** A forum question's text: plain text, stored as typed and escaped where shown. */
export const zTextoPreguntaForo = z
  .string()
  .trim()
  .min(1, { error: 'Escribe la pregunta.' })
  .max(2000, { error: 'La pregunta admite como máximo 2000 caracteres.' });

/**
 * How many answers one student may post to the question; null (or omitted, or empty in the
 * form) means no limit.
 */
export const zRespuestasPorAlumno = z
  .number({ error: 'Las respuestas por alumno deben ser un número entero.' })
  .int({ error: 'Las respuestas por alumno deben ser un número entero.' })
  .min(1, { error: 'Las respuestas por alumno deben ser al menos 1.' })
  .max(1000, { error: 'Las respuestas por alumno admiten como máximo 1000.' })
  .nullable()
  .default(null);

export const ZPreguntaForo = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuestas_por_alumno: z.number().int().nullable(),
  curso: z.number().int(),
  /** Answers posted so far (replies not counted). */
  total_respuestas: z.number().int(),
});
export type TPreguntaForo = z.infer<typeof ZPreguntaForo>;

/** An answer with its replies (the spec's `respuestas2`), oldest first. */
export const ZRespuestaForo = ZRespuestaRespuestaForo.extend({
  respuestas2: z.array(ZRespuestaRespuestaForo),
});
export type TRespuestaForo = z.infer<typeof ZRespuestaForo>;
