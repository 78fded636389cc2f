import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The cells a spreadsheet sees when it splits a line at `separator`, quotes removed. */
function cellsSeenWith(line: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe('toCsv', () => {
  it('writes a header and quoted rows with CRLF line ends behind a byte order mark', () => {
    expect(toCsv(['nombre', 'edad'], [['Ana', 30]])).toBe('\uFEFFnombre,edad\r\n"Ana","30"\r\n');
  });

  it('quotes every cell, doubles quotes inside, and leaves empty ones empty', () => {
    expect(toCsv(['a', 'b', 'c'], [['x, y', 'dice "hola"', null]])).toBe(
      '\uFEFFa,b,c\r\n"x, y","dice ""hola""",""\r\n',
    );
  });

  it('keeps a text cell that looks like a formula as text', () => {
    expect(toCsv(['a'], [['=1+1'], ['-5'], [-5]])).toBe(
      '\uFEFFa\r\n"\'=1+1"\r\n"\'-5"\r\n"-5"\r\n',
    );
  });

  it.each([',', ';'] as const)(
    'leaves no cell starting like a formula when a spreadsheet splits at %s',
    (separator) => {
      const hostile = [
        'Pérez;=1+1',
        'Ana,+SUM(A1)',
        'Luis; -2+3',
        'x;@cmd',
        'y,\t=1',
        '=HYPERLINK("a")',
      ];
      const lines = toCsv(
        ['nombre', 'n'],
        hostile.map((name) => [name, 1]),
      )
        .replace('\uFEFF', '')
        .split('\r\n')
        .slice(1, -1);
      for (const line of lines) {
        for (const cell of cellsSeenWith(line, separator)) {
          expect(cell, line).not.toMatch(/^\s*[=+\-@]/);
        }
      }
    },
  );
});
