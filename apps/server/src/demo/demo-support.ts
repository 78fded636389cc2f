/**
 * Small helpers of the demo data: a seeded random generator, so the demo is the same on every
 * machine, and dates relative to the day it is created, so courses and access are current.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a tiny, well-distributed 32-bit PRNG; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An element of a non-empty list, chosen by `random`. */
export function pick<T>(random: () => number, list: readonly T[]): T {
  return item(list, Math.floor(random() * list.length));
}

/** An integer between `min` and `max`, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The element at `index`; the demo's lists are fixed, so a miss is a bug in the demo itself. */
export function item<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`demo data: no element ${index}`);
  return value;
}

/** A moment `days` days before now (negative: in the future) at `hour` in Mexico City (UTC−6). */
export function daysAgo(days: number, hour = 10): Date {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(hour + 6, 0, 0, 0);
  return date;
}

/** The calendar day (YYYY-MM-DD, as `date` columns take it) `days` days before today. */
export function dayAgo(days: number): string {
  return daysAgo(days).toISOString().slice(0, 10);
}
