import { PREGUNTA_QUIZ_INCOMPLETA } from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import { describe, expect, it } from 'vitest';
import { questionToSend, removeOption } from './quiz-question-rules';

const draft = { pregunta: '¿Capa 3?', respuestas: ['Física', 'Enlace', 'Red'], correcta: 2 };

describe('removeOption', () => {
  it('clears the choice when the correct option goes', () => {
    expect(removeOption(draft, 2)).toEqual({
      ...draft,
      respuestas: ['Física', 'Enlace'],
      correcta: null,
    });
  });

  it('moves the choice down when an earlier option goes', () => {
    expect(removeOption(draft, 0)).toEqual({
      ...draft,
      respuestas: ['Enlace', 'Red'],
      correcta: 1,
    });
  });

  it('keeps the choice when a later option goes', () => {
    expect(removeOption({ ...draft, correcta: 0 }, 1).correcta).toBe(0);
  });
});

describe('questionToSend', () => {
  it('trims texts and leaves empty options out, the index following its text', () => {
    expect(
      questionToSend({
        pregunta: '  ¿Capa 3? ',
        respuestas: ['  ', 'Enlace ', ' Red'],
        correcta: 2,
      }),
    ).toEqual({
      ok: true,
      pregunta: '¿Capa 3?',
      respuestas: ['Enlace', 'Red'],
      respuestaCorrecta: 1,
    });
  });

  it("answers the spec's message without a question, options or a correct choice", () => {
    for (const bad of [
      { ...draft, pregunta: '  ' },
      { ...draft, respuestas: [' ', ''], correcta: 0 },
      { ...draft, correcta: null },
      { ...draft, respuestas: ['Física', ' '], correcta: 1 },
    ]) {
      expect(questionToSend(bad)).toEqual({ ok: false, message: PREGUNTA_QUIZ_INCOMPLETA });
    }
  });
});
