import { describe, expect, it } from 'vitest';
import { keepFirstCorrect, markCorrect, type Option, toRespuestas } from './question-options';

const options: Option[] = [
  { id: 7, key: 'a', respuesta: 'A', correcta: true },
  { key: 'b', respuesta: 'B', correcta: false },
  { key: 'c', respuesta: 'C', correcta: true },
];

const marked = (list: Option[]) => list.filter((o) => o.correcta).map((o) => o.key);

describe('markCorrect', () => {
  it('in a single-choice question, moves the mark to the chosen option', () => {
    expect(marked(markCorrect(options, 1, 'b', true))).toEqual(['b']);
  });

  it('in a multiple-choice question, adds to the marks', () => {
    expect(marked(markCorrect(options, 2, 'b', true))).toEqual(['a', 'b', 'c']);
  });

  it('unmarks one option without touching the others', () => {
    expect(marked(markCorrect(options, 1, 'a', false))).toEqual(['c']);
  });
});

describe('keepFirstCorrect', () => {
  it('leaves only the first correct option marked', () => {
    expect(marked(keepFirstCorrect(options))).toEqual(['a']);
  });
});

describe('toRespuestas', () => {
  it('sends stored options with their id and new ones without, as 1/0 flags', () => {
    expect(toRespuestas(options)).toEqual([
      { id: 7, respuesta: 'A', correcta: 1 },
      { respuesta: 'B', correcta: 0 },
      { respuesta: 'C', correcta: 1 },
    ]);
  });
});
