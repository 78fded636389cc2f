import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('groups thousands and keeps two decimals from the exact string', () => {
    expect(formatAmount('1234567.5')).toBe('$1,234,567.50');
    expect(formatAmount('1234.50')).toBe('$1,234.50');
    expect(formatAmount('0.10')).toBe('$0.10');
    expect(formatAmount('-20')).toBe('-$20.00');
    expect(formatAmount('999')).toBe('$999.00');
  });
});
