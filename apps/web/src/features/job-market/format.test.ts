import { describe, expect, it } from 'vitest';
import { currency, fecha, salario } from './format';

describe('dashboard formats', () => {
  it('writes salaries as currency in their own currency', () => {
    expect(currency('45000.5')).toBe('$45,000.50');
    expect(currency('12000.00', 'USD')).toMatch(/^USD\s12,000\.00$/);
    expect(currency(null)).toBe('Sin dato');
    expect(salario('12000', 'USD')).toBe('$12,000.00 USD');
    expect(salario(null, 'USD')).toBe('Sin dato');
  });

  it('writes dates day first', () => {
    expect(fecha('2026-03-01')).toBe('01/03/2026');
    expect(fecha(null)).toBe('—');
  });
});
