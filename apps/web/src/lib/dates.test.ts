import { fechaLarga } from '@academia/contract/core/long-date';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, periodoCv } from './dates';

describe('formatDate (tables)', () => {
  it('writes dd/mm/aaaa without shifting a calendar day', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it("reads a moment as the academy's day, as the long dates do", () => {
    // 03:30 UTC on the 6th is still the 5th in Mexico City.
    expect(formatDate('2026-03-06T03:30:00.000Z')).toBe('05/03/2026');
    expect(fechaLarga('2026-03-06T03:30:00.000Z')).toBe('5 de marzo de 2026');
    expect(formatDate('2026-03-05T18:00:00.000Z')).toBe('05/03/2026');
  });

  it('shows a dash for a date not known', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
  });
});

describe('formatDateTime (moments in lists)', () => {
  it("writes the academy's day and 24-hour time, across midnight UTC", () => {
    expect(formatDateTime('2026-03-06T03:07:00.000Z')).toBe('05/03/2026 21:07');
    expect(formatDateTime('2026-11-25T15:30:00.000Z')).toBe('25/11/2026 09:30');
  });
});

describe('periodoCv (CV periods)', () => {
  it('writes month and year of both ends', () => {
    expect(periodoCv('2022-03-01', '2023-12-15')).toBe('mar 2022 – dic 2023');
    expect(periodoCv('2020-01-31', '2020-05-01')).toBe('ene 2020 – may 2020');
  });

  it('calls an open period current, and says what part is known', () => {
    expect(periodoCv('2022-03-01', null)).toBe('mar 2022 – actual');
    expect(periodoCv(null, '2019-08-01')).toBe('hasta ago 2019');
    expect(periodoCv(null, null)).toBeUndefined();
  });
});

describe('fechaLarga (sentences)', () => {
  it('writes the day, the month in words and the year', () => {
    expect(fechaLarga('2026-11-25')).toBe('25 de noviembre de 2026');
    expect(fechaLarga('2026-01-01')).toBe('1 de enero de 2026');
  });
});
