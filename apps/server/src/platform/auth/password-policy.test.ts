import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HAS_NAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT_FOR_STAFF,
  passwordProblem,
} from './password-policy';

const ana = {
  email: 'ana.lopez@prueba.test',
  first_name: 'Ana María',
  last_name: 'Pérez',
  apellido_materno: 'Núñez',
};

describe('password policy', () => {
  it('asks staff for 10 characters and students for the contract minimum only', () => {
    expect(passwordProblem('Kq7#vmPz1', { ...ana, staff: true })).toBe(
      PASSWORD_TOO_SHORT_FOR_STAFF,
    );
    expect(passwordProblem('Kq7#vmPz1x', { ...ana, staff: true })).toBeUndefined();
    expect(passwordProblem('Kq7#vmPz1', { ...ana, staff: false })).toBeUndefined();
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const common of ['password123', 'Qwertyuiop', '1234567890', 'iloveyou']) {
      expect(passwordProblem(common, { ...ana, staff: false })).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('refuses a password containing the name, surnames or e-mail, accents and case aside', () => {
    for (const personal of ['perez-2024-xyz', 'MARIA.segura.77', 'nunez#Kq7vm', 'xx-lopez-99q']) {
      expect(passwordProblem(personal, { ...ana, staff: true })).toBe(PASSWORD_HAS_NAME);
    }
    // Short words of a name ("de") do not count.
    expect(
      passwordProblem('de-Kq7vmPz1x', { ...ana, first_name: 'Ana de', staff: true }),
    ).toBeUndefined();
  });
});
