import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals from the exact string', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.10')).toBe('$0.10');
    expect(formatMoney('-20')).toBe('-$20.00');
    expect(formatMoney(null)).toBe('—');
  });
});
