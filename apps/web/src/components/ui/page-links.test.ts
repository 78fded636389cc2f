import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './page-links';

describe('pageItems', () => {
  it('shows one button per page up to ten pages', () => {
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('past ten pages keeps the first, the last and the pages around the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, '…', 7, 8, 9, 10, 11, 12, 13, 14, '…', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, '…', 20]);
    expect(pageItems(20, 20)).toEqual([1, '…', 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(3, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, '…', 11]);
  });

  it('never shows more numbered buttons than asked (the article lists ask for 7)', () => {
    for (let page = 1; page <= 30; page++) {
      const items = pageItems(page, 30, 7).filter((n) => n !== '…');
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
    }
    expect(pageItems(15, 30, 7)).toEqual([1, '…', 13, 14, 15, 16, 17, '…', 30]);
  });
});

describe('totalPagesOf', () => {
  it('is ceil(count / size), at least one', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(41, 20)).toBe(3);
  });
});
