import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors';

/** Staff accounts reach every student's data: their passwords are longer (ASVS 2.1.1). */
export const STAFF_PASSWORD_MIN = 10;

export const PASSWORD_TOO_SHORT_FOR_STAFF = `La contraseña de un administrador o profesor debe tener al menos ${STAFF_PASSWORD_MIN} caracteres.`;
export const PASSWORD_TOO_COMMON =
  'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra menos común.';
export const PASSWORD_HAS_NAME =
  'La contraseña no puede contener el nombre, los apellidos ni el correo electrónico de la cuenta.';

/** Whose password it is: staff or not, and the words it must not contain. */
export interface PasswordOwner {
  staff: boolean;
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  apellido_materno?: string | undefined;
}

/** Lower case without accents, so "Pérez" and "perez" are the same word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

let common: Set<string> | undefined;

/**
 * The ~50,000 most common passwords of zxcvbn-ts's maintained list (leaked-password corpora),
 * shipped inside the package: nothing is fetched at run time. Loaded on first use.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Words of three letters or more: shorter ones ("de", "la") would refuse too much. */
function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email.split('@')[0] ?? '';
  return [owner.first_name, owner.last_name, owner.apellido_materno, local]
    .flatMap((part) => fold(part ?? '').split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
}

/** The first rule the new password breaks, as a message for its owner, or undefined. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (owner.staff && [...password].length < STAFF_PASSWORD_MIN) return PASSWORD_TOO_SHORT_FOR_STAFF;
  const folded = fold(password);
  if (commonPasswords().has(folded)) return PASSWORD_TOO_COMMON;
  if (personalWords(owner).some((word) => folded.includes(word))) return PASSWORD_HAS_NAME;
  return undefined;
}

/**
 * Refuses a new password that breaks a rule with a 400 naming the `password` field. Every
 * place a person sets a password calls it before hashing; the demo accounts are seeded
 * directly and do not.
 */
export function checkNewPassword(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, [{ path: 'password', message: problem }]);
}
