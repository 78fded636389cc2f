import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from './page-links';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps at most seven links centred on the current page', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('totalPagesOf', () => {
  it('is ceil(count / size), at least one', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(41, 20)).toBe(3);
  });
});
