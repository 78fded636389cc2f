import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZQuiz } from './shapes';

export const ZAgregarQuizSubtemaRequest = z.object({
  subtema: zId,
  nombre: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre del quiz.' })
    .max(250, { error: 'El nombre del quiz no puede tener más de 250 caracteres.' }),
});
export const ZAgregarQuizSubtemaResponse = z.object({ content: ZQuiz });
export type TAgregarQuizSubtemaRequest = z.input<typeof ZAgregarQuizSubtemaRequest>;

export const agregarQuizSubtema = defineCall({
  name: 'agregarQuizSubtema',
  access: ['admin'],
  summary: 'Agrega un quiz (sin preguntas) a un subtema; 404 sin subtema.',
  request: ZAgregarQuizSubtemaRequest,
  response: ZAgregarQuizSubtemaResponse,
});
