import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaQuiz } from './shapes';

export const ZGetPreguntasQuizSubtemaRequest = z.object({ quiz: zId });
export const ZGetPreguntasQuizSubtemaResponse = z.object({ content: z.array(ZPreguntaQuiz) });
export type TGetPreguntasQuizSubtemaRequest = z.input<typeof ZGetPreguntasQuizSubtemaRequest>;

export const getPreguntasQuizSubtema = defineCall({
  name: 'getPreguntasQuizSubtema',
  access: ['admin'],
  summary: 'Las preguntas de un quiz en orden; 404 sin quiz.',
  request: ZGetPreguntasQuizSubtemaRequest,
  response: ZGetPreguntasQuizSubtemaResponse,
});
