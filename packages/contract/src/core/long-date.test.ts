import { describe, expect, it } from 'vitest';
import { fechaLarga } from './long-date';

describe('fechaLarga', () => {
  it('writes the day, the month in words and the year', () => {
    expect(fechaLarga('2026-11-25')).toBe('25 de noviembre de 2026');
    expect(fechaLarga('2026-03-05')).toBe('5 de marzo de 2026');
    expect(fechaLarga('2026-01-01')).toBe('1 de enero de 2026');
    expect(fechaLarga('2025-12-31')).toBe('31 de diciembre de 2025');
  });

  it("reads a moment as the academy's day in Mexico City", () => {
    expect(fechaLarga('2026-11-25T03:00:00.000Z')).toBe('24 de noviembre de 2026');
    expect(fechaLarga('2026-11-25T18:00:00.000Z')).toBe('25 de noviembre de 2026');
  });
});
