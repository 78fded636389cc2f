import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZQuiz } from './shapes';

export const ZGetQuizSubtemaRequest = z.object({ subtema: zId });
export const ZGetQuizSubtemaResponse = z.object({ content: z.array(ZQuiz) });
export type TGetQuizSubtemaRequest = z.input<typeof ZGetQuizSubtemaRequest>;

export const getQuizSubtema = defineCall({
  name: 'getQuizSubtema',
  access: ['admin'],
  summary: 'Los quizzes de un subtema con su número de preguntas; 404 sin subtema.',
  request: ZGetQuizSubtemaRequest,
  response: ZGetQuizSubtemaResponse,
});
