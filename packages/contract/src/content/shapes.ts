import { z } from 'zod';
import { zId } from '../core/call';

export const zNombreTema = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre del tema.' })
  .max(250, { error: 'El nombre del tema no puede tener más de 250 caracteres.' });

export const zNombreSubtema = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre del subtema.' })
  .max(250, { error: 'El nombre del subtema no puede tener más de 250 caracteres.' });

export const ZSubtemaResumen = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Position within the topic, from 1. */
  orden: z.number().int(),
});
export type TSubtemaResumen = z.infer<typeof ZSubtemaResumen>;

/**
 * A subtopic on the administrator's outline, with what it still lacks (issue 23): content is a
 * description with text, or an image; a video is an uploaded one.
 */
export const ZSubtemaEsquema = ZSubtemaResumen.extend({
  con_contenido: z.boolean(),
  con_video: z.boolean(),
});

/** A topic with its subtopics, both in the order students see them. */
export const ZTemaConSubtemas = z.object({
  id: z.number().int(),
  nombre: z.string(),
  orden: z.number().int(),
  subtemas: z.array(ZSubtemaEsquema),
});
export type TTemaConSubtemas = z.infer<typeof ZTemaConSubtemas>;

export const ZTema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  orden: z.number().int(),
});

/** The course an administrator's content screen belongs to (breadcrumbs, titles). */
export const ZDataCurso = z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() });
export type TDataCurso = z.infer<typeof ZDataCurso>;

/**
 * A new order after a drag and drop: every item of the list with its position from 1. The
 * ids must all belong to one topic (subtopics) or one course (topics); the list may not name
 * an id twice.
 */
export const ZNuevoOrden = z
  .array(z.object({ id: zId, orden: z.coerce.number().int().min(1).max(100_000) }))
  .min(1, { error: 'Envía al menos un elemento con su nueva posición.' })
  .max(1000)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
    error: 'Un elemento aparece dos veces en el nuevo orden.',
  });

export const ZMaterial = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Path under /uploads/. */
  archivo: z.string(),
});
export type TMaterial = z.infer<typeof ZMaterial>;

/** A lesson as the lesson editor reads and writes it. */
export const ZSubtemaDatos = z.object({
  id: z.number().int(),
  tema: z.number().int(),
  nombre: z.string(),
  orden: z.number().int(),
  /** Sanitised HTML. */
  nota: z.string(),
  /** Paths under /uploads/, or null. */
  imagen: z.string().nullable(),
  video: z.string().nullable(),
  /** Ids of the explicitly chosen previous and next lessons, or null. */
  leccion_anterior: z.number().int().nullable(),
  leccion_siguiente: z.number().int().nullable(),
});
export type TSubtemaDatos = z.infer<typeof ZSubtemaDatos>;

export const ZQuiz = z.object({
  id: z.number().int(),
  nombre: z.string(),
  subtema: z.number().int(),
  total_preguntas: z.number().int(),
});
export type TQuiz = z.infer<typeof ZQuiz>;

/** A quiz question in the spec's shape: option texts and the index of the correct one. */
export const ZPreguntaQuiz = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuestas: z.array(z.string()),
  respuestaCorrecta: z.number().int(),
  orden: z.number().int(),
});
export type TPreguntaQuiz = z.infer<typeof ZPreguntaQuiz>;
