import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID: Algorithm = 2;

/** The cost of an argon2id hash: memory in KiB and passes over it (always one lane). */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
export const OWASP_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

let cost = OWASP_PASSWORD_HASHING;

/**
 * Sets the cost of new hashes for this process, from its configuration. Only tests lower it
 * (thousands of accounts made per run); a stored hash is verified with the cost it names.
 */
export function usePasswordHashing(chosen: PasswordHashing): void {
  cost = chosen;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID, parallelism: 1, ...cost });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without an account (or without a password yet) it
 * still verifies against a throwaway hash, so the answer takes as long and does not tell
 * whether the username exists.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  plain: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('contraseña-de-relleno-para-igualar-tiempos');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash is a refused login, not a server error.
    return false;
  }
}
