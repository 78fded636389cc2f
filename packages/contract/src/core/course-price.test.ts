import { describe, expect, it } from 'vitest';
import { coursePrice, isFree } from './course-price';
import { academyDay } from './long-date';

describe('coursePrice', () => {
  it("says 'Gratis' for a free course and the amount in pesos otherwise", () => {
    expect(coursePrice('0.00')).toBe('Gratis');
    expect(coursePrice('0')).toBe('Gratis');
    expect(coursePrice('0.01')).toBe('$0.01 MXN');
    expect(coursePrice('12000.00')).toBe('$12,000.00 MXN');
    expect(isFree('10.00')).toBe(false);
  });
});

describe('academyDay', () => {
  it("is the day in Mexico City, not the machine's or UTC's", () => {
    // 03:00 UTC is still the evening before in Mexico City (UTC−6).
    expect(academyDay(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(academyDay(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25');
  });
});
