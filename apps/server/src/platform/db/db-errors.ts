import { conflict } from '../errors';
import { isStillReferenced, isUniqueViolation } from './pg-error';

/** The Spanish 409 a person sees for each database refusal a write may meet. */
export interface Refusals {
  /** A unique index refused the row (a name or slug taken, maybe at the same moment). */
  duplicate?: string;
  /** A foreign key refused it: a row still points at what is deleted, or what it points at vanished. */
  referenced?: string;
}

/** Runs a write and answers the refusals named in `refusals` as 409s; anything else goes on. */
export async function refusing<T>(refusals: Refusals, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (refusals.duplicate !== undefined && isUniqueViolation(err)) {
      throw conflict(refusals.duplicate);
    }
    if (refusals.referenced !== undefined && isStillReferenced(err)) {
      throw conflict(refusals.referenced);
    }
    throw err;
  }
}

/**
 * Runs a write whose rows point at things that may vanish meanwhile (a lesson or forum
 * question an administrator deletes) and answers such a refusal with a Spanish 409.
 */
export function refusingVanished<T>(message: string, work: () => Promise<T>): Promise<T> {
  return refusing({ referenced: message }, work);
}
