import { z } from 'zod';

const flag = (campo: string) =>
  z
    .number({ error: `${campo} debe ser 1 (sí) o 0 (no).` })
    .int({ error: `${campo} debe ser 1 (sí) o 0 (no).` })
    .min(0, { error: `${campo} debe ser 1 (sí) o 0 (no).` })
    .max(1, { error: `${campo} debe ser 1 (sí) o 0 (no).` });

/** The longest time limit an evaluation may set: one day. */
export const MAX_TIEMPO_LIMITE_MINUTOS = 1440;

/**
 * When a student's review of an attempt shows the correct answers: never, once the student
 * passed the evaluation, or once passed or out of attempts. The server enforces it.
 */
export const MOSTRAR_RESPUESTAS = {
  0: 'Nunca',
  1: 'Cuando el alumno aprueba',
  2: 'Cuando el alumno aprueba o agota sus intentos',
} as const;

/**
 * The fields an administrator writes. `instrucciones` is rich text, sanitised by the server;
 * `calificacion_aprobatoria` is a grade from 0 to 100 (kept with two decimals); the
 * randomisation flags are the spec's 1/0 and default to 1.
 */
export const ZCamposEvaluacion = z.object({
  nombre: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre de la evaluación.' })
    .max(250, { error: 'El nombre admite como máximo 250 caracteres.' }),
  instrucciones: z
    .string()
    .max(50_000, { error: 'Las instrucciones admiten como máximo 50 000 caracteres.' })
    .default(''),
  no_intentos: z
    .number({ error: 'El número de intentos debe ser un número entero.' })
    .int({ error: 'El número de intentos debe ser un número entero.' })
    .min(1, { error: 'El número de intentos debe ser al menos 1.' })
    .max(100, { error: 'El número de intentos admite como máximo 100.' }),
  calificacion_aprobatoria: z
    .number({ error: 'La calificación aprobatoria debe ser un número.' })
    .min(0, { error: 'La calificación aprobatoria debe estar entre 0 y 100.' })
    .max(100, { error: 'La calificación aprobatoria debe estar entre 0 y 100.' }),
  preguntas_aleatorias: flag('Preguntas aleatorias').default(1),
  respuestas_aleatorias: flag('Respuestas aleatorias').default(1),
  /** Minutes per attempt, counted from its opening on the server; null (the default): no limit. */
  tiempo_limite_minutos: z
    .number({ error: 'El tiempo límite debe ser un número entero de minutos.' })
    .int({ error: 'El tiempo límite debe ser un número entero de minutos.' })
    .min(1, { error: 'El tiempo límite debe ser de al menos 1 minuto.' })
    .max(MAX_TIEMPO_LIMITE_MINUTOS, {
      error: `El tiempo límite admite como máximo ${MAX_TIEMPO_LIMITE_MINUTOS} minutos (24 horas).`,
    })
    .nullable()
    .default(null),
  /** When a student's review shows the correct answers (`MOSTRAR_RESPUESTAS`); 0 by default. */
  mostrar_respuestas: z
    .union([z.literal(0), z.literal(1), z.literal(2)], {
      error:
        'Elige cuándo mostrar las respuestas correctas: 0 nunca, 1 al aprobar, 2 al aprobar o al agotar los intentos.',
    })
    .default(0),
});

export const ZEvaluacion = z.object({
  id: z.number().int(),
  curso: z.number().int(),
  nombre: z.string(),
  /** Sanitised HTML. */
  instrucciones: z.string(),
  no_intentos: z.number().int(),
  calificacion_aprobatoria: z.number(),
  preguntas_aleatorias: z.number().int(),
  respuestas_aleatorias: z.number().int(),
  tiempo_limite_minutos: z.number().int().nullable(),
  mostrar_respuestas: z.number().int().min(0).max(2),
  /** Questions in use (archived ones not counted). */
  total_preguntas: z.number().int(),
  /** Attempts started by students: with any, deleting archives the evaluation instead. */
  total_intentos: z.number().int(),
});
export type TEvaluacion = z.infer<typeof ZEvaluacion>;

/** At most this many options per question. */
export const MAX_RESPUESTAS_POR_PREGUNTA = 20;

const zTextoOpcion = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el texto de la respuesta.' })
  .max(1000, { error: 'Una respuesta admite como máximo 1000 caracteres.' });

const zCorrecta = z
  .number({ error: 'Marca la respuesta como correcta (1) o no (0).' })
  .int()
  .min(0, { error: 'Marca la respuesta como correcta (1) o no (0).' })
  .max(1, { error: 'Marca la respuesta como correcta (1) o no (0).' });

export const ZOpcionNueva = z.object({ respuesta: zTextoOpcion, correcta: zCorrecta });

/** On update an option may name its id: it keeps it (and attempts that drew it stay valid). */
export const ZOpcionActualizada = ZOpcionNueva.extend({
  id: z.number().int().positive().optional(),
});

/** The spec's tipo: 1 single choice, 2 multiple choice. */
export const zTipoPregunta = z.union([z.literal(1), z.literal(2)], {
  error: 'El tipo debe ser 1 (una respuesta correcta) o 2 (varias respuestas correctas).',
});

export const zTextoPregunta = z
  .string()
  .trim()
  .min(1, { error: 'Escribe la pregunta.' })
  .max(2000, { error: 'La pregunta admite como máximo 2000 caracteres.' });

export const MENSAJE_SIN_RESPUESTAS = 'Agrega al menos una respuesta.';
export const MENSAJE_SIN_CORRECTA = 'Marca al menos una respuesta como correcta.';
export const MENSAJE_TIPO_1 =
  'Una pregunta de una sola respuesta (tipo 1) debe tener exactamente una respuesta correcta.';

/** At least one correct option; a tipo 1 question exactly one. */
export function refineRespuestas<T extends { tipo: 1 | 2; respuestas: { correcta: number }[] }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  const correctas = value.respuestas.filter((r) => r.correcta === 1).length;
  if (correctas === 0) {
    ctx.addIssue({ code: 'custom', message: MENSAJE_SIN_CORRECTA, path: ['respuestas'] });
  } else if (value.tipo === 1 && correctas !== 1) {
    ctx.addIssue({ code: 'custom', message: MENSAJE_TIPO_1, path: ['respuestas'] });
  }
}

export function zRespuestas<T extends z.ZodType>(opcion: T) {
  return z
    .array(opcion)
    .min(1, { error: MENSAJE_SIN_RESPUESTAS })
    .max(MAX_RESPUESTAS_POR_PREGUNTA, {
      error: `Una pregunta admite como máximo ${MAX_RESPUESTAS_POR_PREGUNTA} respuestas.`,
    });
}

export const ZPreguntaEvaluacion = z.object({
  id: z.number().int(),
  evaluacion: z.number().int(),
  pregunta: z.string(),
  tipo: z.number().int(),
  /** Position in the evaluation, from 1 (the order students see when not randomised). */
  orden: z.number().int(),
  respuestas: z.array(
    z.object({ id: z.number().int(), respuesta: z.string(), correcta: z.number().int() }),
  ),
});
export type TPreguntaEvaluacion = z.infer<typeof ZPreguntaEvaluacion>;
