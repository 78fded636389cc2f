import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import type { Db } from './client';

describe('builtOnce', () => {
  it('builds once per database handle and keeps handles apart', () => {
    const built: Db[] = [];
    const query = builtOnce((db) => {
      built.push(db);
      return { on: db };
    });
    const first = {} as Db;
    const second = {} as Db;
    expect(query(first)).toBe(query(first));
    expect(query(second).on).toBe(second);
    expect(query(first).on).toBe(first);
    expect(built).toEqual([first, second]);
  });
});
