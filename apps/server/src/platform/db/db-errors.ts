import { conflict } from '../errors';
import { isStillReferenced } from './pg-error';

/**
 * Runs a write whose rows point at things that may vanish meanwhile (a lesson or forum
 * question an administrator deletes) and answers such a refusal with a Spanish 409.
 */
export async function refusingVanished<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isStillReferenced(err)) throw conflict(message);
    throw err;
  }
}
