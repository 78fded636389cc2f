import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/** Sentinel of `siguiente`: there is no next subtopic in this topic. */
export const SIN_SIGUIENTE = 100000;

export const ZGetSubtemaRequest = z.object({ subtema: zId, curso: zId });

export const ZMaterial = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Path under /uploads/. */
  archivo: z.string(),
});

export const ZQuizPregunta = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuestas: z.array(z.string()),
  /** Index of the correct option: quizzes are practice, so the answer is shown at once. */
  respuestaCorrecta: z.number().int(),
});

export const ZQuiz = z.object({
  id: z.number().int(),
  nombre: z.string(),
  preguntas: z.array(ZQuizPregunta),
});

export const ZGetSubtemaResponse = z.object({
  content: z.object({
    id: z.number().int(),
    nombre: z.string(),
    tema: z.number().int(),
    /** Sanitised HTML. */
    nota: z.string(),
    /** Path under /uploads/, or null without a video. */
    video: z.string().nullable(),
    imagen: z.string().nullable(),
    leccion_anterior: z.number().int().nullable(),
    leccion_siguiente: z.number().int().nullable(),
  }),
  materiales: z.array(ZMaterial),
  /** The subtopic's stored practice quizzes (ungraded). */
  quizzes: z.array(ZQuiz),
  /** Previous subtopic of the topic; 0 none. */
  anterior: z.number().int(),
  /** Next subtopic of the topic; 100000 none. */
  siguiente: z.number().int(),
  /** First subtopic of the next topic that has any; 0 none. */
  siguienteTemaSubtema: z.number().int(),
  /**
   * Last subtopic of the previous topic that has any; 0 none. 'Anterior' goes there from a
   * topic's first lesson, as 'Siguiente Tema' goes forward.
   */
  anteriorTemaSubtema: z.number().int(),
  /** 1 when the student finished it; always 0 for an administrator. */
  terminado: z.number().int().min(0).max(1),
  temaActivo: z.number().int(),
});
export type TMaterial = z.infer<typeof ZMaterial>;
export type TQuiz = z.infer<typeof ZQuiz>;
export type TGetSubtemaRequest = z.input<typeof ZGetSubtemaRequest>;
export type TGetSubtemaResponse = z.infer<typeof ZGetSubtemaResponse>;

export const getSubtema = defineCall({
  name: 'getSubtema',
  access: ['student', 'admin'],
  summary:
    'Una lección del curso: nota, video, materiales, quizzes y la navegación (anterior 0, ' +
    'siguiente 100000 y siguienteTemaSubtema 0 cuando no hay). El alumno necesita una ' +
    'inscripción activa con acceso vigente en el curso; el administrador ve cualquiera.',
  request: ZGetSubtemaRequest,
  response: ZGetSubtemaResponse,
});
