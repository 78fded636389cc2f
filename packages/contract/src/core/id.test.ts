import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zId } from './call';

const ZTema = z.object({ tema: zId });

describe('ids', () => {
  it.each([
    [1, 1],
    [2_147_483_647, 2_147_483_647],
    ['7', 7],
    ['0042', 42],
  ])('takes %j as id %i', (sent, id) => {
    expect(ZTema.parse({ tema: sent })).toEqual({ tema: id });
  });

  it.each([
    [true],
    [false],
    ['1e3'],
    ['0x10'],
    ['0b1'],
    [' 5'],
    ['5 '],
    ['+5'],
    ['-5'],
    ['1.0'],
    [''],
    [[]],
    [[1]],
    [{}],
    [null],
    [0],
    [-1],
    [1.5],
    [2 ** 31],
    [Number.MAX_SAFE_INTEGER + 2],
    ['99999999999999999999'],
  ])('refuses %j naming the field', (sent) => {
    const parsed = ZTema.safeParse({ tema: sent });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['tema']);
  });
});
