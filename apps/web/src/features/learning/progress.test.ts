import { describe, expect, it } from 'vitest';
import { materialKind } from './progress';

describe('materialKind', () => {
  it('tells the icon by extension, in any case', () => {
    expect(
      ['a.PDF', 'b.docx', 'c.xls', 'd.pptx', 'e.jpeg', 'f.mp4', 'g.txt', 'sin-extension'].map(
        materialKind,
      ),
    ).toEqual(['pdf', 'word', 'excel', 'powerpoint', 'image', 'video', 'other', 'other']);
  });
});
