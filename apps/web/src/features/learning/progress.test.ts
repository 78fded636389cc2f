import { describe, expect, it } from 'vitest';
import { materialKind, progressColor } from './progress';

describe('progressColor', () => {
  it("follows the spec's thresholds", () => {
    expect([0, 49, 50, 79, 80, 100].map(progressColor)).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
      'green',
    ]);
  });
});

describe('materialKind', () => {
  it('tells the icon by extension, in any case', () => {
    expect(
      ['a.PDF', 'b.docx', 'c.xls', 'd.pptx', 'e.jpeg', 'f.mp4', 'g.txt', 'sin-extension'].map(
        materialKind,
      ),
    ).toEqual(['pdf', 'word', 'excel', 'powerpoint', 'image', 'video', 'other', 'other']);
  });
});
