import { availableParallelism } from 'node:os';
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

/**
 * Runs at most `slots` of the given tasks at once; the others wait their turn in order. A
 * finished task hands its slot straight to the next one waiting.
 */
export function inTurns(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Hashes and verifications take turns, one per two cores. argon2 runs on libuv's pool of four
 * threads, which also compresses the answers: in a storm of 500 sign-ins in 10 s the queued
 * hashes held every thread and every CPU, and the students' reads waited 14-25 s behind them
 * (issue 25, bench/TUNING-LOG.md). Waiting here instead leaves the pool and the other core to
 * everyone else; a sign-in in a storm waits for its turn.
 */
const hashing = inTurns(Math.max(1, Math.floor(availableParallelism() / 2)));

export function hashPassword(plain: string): Promise<string> {
  return hashing(() => hash(plain, { algorithm: ARGON2ID, parallelism: 1, ...cost }));
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
    const throwaway = await dummyHash;
    await hashing(() => verify(throwaway, plain)).catch(() => false);
    return false;
  }
  try {
    return await hashing(() => verify(stored, plain));
  } catch {
    // A malformed stored hash is a refused login, not a server error.
    return false;
  }
}
