import { describe, expect, it } from 'vitest';
import { fechaLarga } from './long-date';

describe('fechaLarga', () => {
  it('writes the day, the month in words and the year', () => {
    expect(fechaLarga('2026-11-25')).toBe('25 de noviembre de 2026');
    expect(fechaLarga('2026-03-05')).toBe('5 de marzo de 2026');
    expect(fechaLarga('2026-01-01')).toBe('1 de enero de 2026');
    expect(fechaLarga('2025-12-31')).toBe('31 de diciembre de 2025');
  });
});
