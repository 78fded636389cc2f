import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-csp';

describe('zod-csp', () => {
  it("turns zod's compiled parsers off in the browser without importing zod", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
