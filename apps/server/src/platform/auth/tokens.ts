import { createHash, randomBytes } from 'node:crypto';
import { roleOf } from './guard';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lasts without use (`idleMs`) and at most since sign-in (`absoluteMs`);
 * `logout` or a password change ends it sooner. Staff sessions can change grades, payments and
 * accounts, so they follow OWASP ASVS level 2 (30 minutes idle, 12 hours in all); a student's
 * session only reaches their own courses and lasts a working day idle, two weeks in all
 * (decisions/016).
 */
export const SESSION_LIFETIMES = {
  staff: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  student: { idleMs: DAY, absoluteMs: 14 * DAY },
} as const;

/** The longest any session lives (a student's), for code that makes tokens by hand. */
export const TOKEN_LIFETIME_MS = SESSION_LIFETIMES.student.absoluteMs;

/** Staff (administrators and teachers) or student, for the lifetimes above. */
export function sessionLifetimeOf(user: { tipo: number; is_staff: boolean }) {
  return roleOf(user) === 'student' ? SESSION_LIFETIMES.student : SESSION_LIFETIMES.staff;
}

/** A random key (256 bits, base64url so it fits in headers and links unescaped). */
export function generateKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the key. The key is random and long, so a fast hash is
 * enough (no salt or stretching needed) and allows looking it up by an index.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
