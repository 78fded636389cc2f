import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaQuiz } from './shapes';

/** The spec's message for an incomplete question, shown by the editor and sent by the server. */
export const PREGUNTA_QUIZ_INCOMPLETA =
  'Por favor, ingresa una pregunta, al menos una respuesta y selecciona la respuesta correcta.';

/**
 * Texts are trimmed and empty options dropped (the index of the correct one moves with
 * them); what remains needs a question, at least one option and the correct option among them.
 */
export const ZAgregarPreguntaQuizSubtemaRequest = z
  .object({
    quiz: zId,
    pregunta: z
      .string()
      .max(2000)
      .transform((s) => s.trim()),
    respuestas: z.array(z.string().max(1000)).max(20),
    respuestaCorrecta: z.coerce.number().int().min(0).max(19),
  })
  .transform((v, ctx) => {
    const kept = v.respuestas.map((text, index) => ({ text: text.trim(), index }));
    const respuestas = kept.filter((r) => r.text !== '');
    const respuestaCorrecta = respuestas.findIndex((r) => r.index === v.respuestaCorrecta);
    if (v.pregunta === '' || respuestas.length === 0 || respuestaCorrecta < 0) {
      ctx.addIssue({ code: 'custom', message: PREGUNTA_QUIZ_INCOMPLETA, path: ['pregunta'] });
      return z.NEVER;
    }
    return {
      quiz: v.quiz,
      pregunta: v.pregunta,
      respuestas: respuestas.map((r) => r.text),
      respuestaCorrecta,
    };
  });
export const ZAgregarPreguntaQuizSubtemaResponse = z.object({ content: ZPreguntaQuiz });
export type TAgregarPreguntaQuizSubtemaRequest = z.input<typeof ZAgregarPreguntaQuizSubtemaRequest>;

/** Not in the spec (its client kept new questions only in a local list): designed here. */
export const agregarPreguntaQuizSubtema = defineCall({
  name: 'agregarPreguntaQuizSubtema',
  access: ['admin'],
  summary:
    'Guarda una pregunta al final de un quiz: `{ quiz, pregunta, respuestas: [texto], ' +
    'respuestaCorrecta: índice }`. Textos recortados, opciones vacías ignoradas; sin pregunta, ' +
    'sin respuestas o sin la correcta: 400 con el mensaje del editor. 404 sin quiz.',
  request: ZAgregarPreguntaQuizSubtemaRequest,
  response: ZAgregarPreguntaQuizSubtemaResponse,
});
