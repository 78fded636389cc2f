import { PREGUNTA_QUIZ_INCOMPLETA } from '@academia/contract/content/agregar-pregunta-quiz-subtema';

/** The new-question form of a quiz: the options and the index of the correct one, if chosen. */
export interface QuestionDraft {
  pregunta: string;
  respuestas: string[];
  correcta: number | null;
}

export const EMPTY_DRAFT: QuestionDraft = { pregunta: '', respuestas: ['', ''], correcta: null };

/**
 * The spec's removal rule: removing the correct option clears the choice; removing an earlier
 * one moves the choice down by one, so it keeps pointing at the same text.
 */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const respuestas = draft.respuestas.filter((_, i) => i !== index);
  let correcta = draft.correcta;
  if (correcta === index) correcta = null;
  else if (correcta !== null && index < correcta) correcta -= 1;
  return { ...draft, respuestas, correcta };
}

/**
 * What is sent: texts trimmed, empty options left out (the correct index follows its text),
 * or the spec's message when the question, every option or the choice is missing.
 */
export function questionToSend(
  draft: QuestionDraft,
):
  | { ok: true; pregunta: string; respuestas: string[]; respuestaCorrecta: number }
  | { ok: false; message: string } {
  const pregunta = draft.pregunta.trim();
  const kept = draft.respuestas
    .map((text, index) => ({ text: text.trim(), index }))
    .filter((r) => r.text !== '');
  const respuestaCorrecta = kept.findIndex((r) => r.index === draft.correcta);
  if (pregunta === '' || kept.length === 0 || respuestaCorrecta < 0) {
    return { ok: false, message: PREGUNTA_QUIZ_INCOMPLETA };
  }
  return { ok: true, pregunta, respuestas: kept.map((r) => r.text), respuestaCorrecta };
}
