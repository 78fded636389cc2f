import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends behind a byte order mark', () => {
    expect(toCsv(['nombre', 'edad'], [['Ana', 30]])).toBe('\uFEFFnombre,edad\r\nAna,30\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, and leaves empty ones empty', () => {
    expect(toCsv(['a', 'b', 'c'], [['x, y', 'dice "hola"', null]])).toBe(
      '\uFEFFa,b,c\r\n"x, y","dice ""hola""",\r\n',
    );
  });

  it('keeps a text cell that looks like a formula as text', () => {
    expect(toCsv(['a'], [['=1+1'], ['-5'], [-5]])).toBe("\uFEFFa\r\n'=1+1\r\n'-5\r\n-5\r\n");
  });
});
