import type { TDatosUsuario } from '@academia/contract/auth/get-user-data';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { endCachedSessions } from '../../platform/auth/authenticate';
import { passwordProblem } from '../../platform/auth/password-policy';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import {
  addressKey,
  consumePacedAttempt,
  consumeRateLimit,
  RateLimitedError,
  refundRateLimit,
  resetRateLimit,
  resetRateLimitsStartingWith,
} from '../../platform/auth/rate-limit';
import { generateKey, hashKey, sessionLifetimeOf } from '../../platform/auth/tokens';
import { badRequest, conflict, forbidden, unauthorized } from '../../platform/errors';
import { recordAudit, recordAuditEvent } from '../audit/index';
import * as repo from './auth.repository';
import { EMAIL_TAKEN, LOGIN_FAILED, LOGIN_LIMITED, SUPERUSER_CLOSED } from './messages';

/**
 * Sign-in attempts. Per account and address, the first few pass at once and then each waits
 * twice as long as the last (1 s, 2 s… up to 15 minutes): guessing one account's password from
 * one place becomes slow, while its owner signing in from anywhere else is never held up. Per
 * address (an IPv6 /64), failures of any account are capped, against one attacker trying many
 * accounts.
 */
export const LOGIN_LIMITS = {
  accountAndAddress: { free: 5, maxDelaySeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} as const;

/** The prefix of an account's attempt counters from every address. */
const accountAttemptsPrefix = (username: string) => `login:user:${username}:`;

/** An account that may sign in: active and, for a demo account, not past its expiry. */
export function canSignIn(user: Pick<repo.UserRow, 'is_active' | 'expira'>): boolean {
  return user.is_active && (user.expira === null || user.expira > new Date());
}

/**
 * Lets the account's owner in at once again from every address, e.g. after a password reset:
 * whoever was guessing the old password has nothing left to guess.
 */
export function clearSignInDelays(db: Db, username: string): Promise<void> {
  return resetRateLimitsStartingWith(db, accountAttemptsPrefix(username));
}

/**
 * Checks the credentials and opens a session. Attempts are counted before the password is
 * checked, so parallel guesses cannot slip past the pacing; a successful login clears its
 * account's count from that address and gives back the address's attempt. Unknown user, wrong
 * password and inactive account all get the same answer, in about the same time.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  ip: string,
): Promise<string> {
  const address = addressKey(ip);
  const userKey = `${accountAttemptsPrefix(input.username)}${address}`;
  const ipKey = `login:ip:${address}`;
  const [byUser, byIp] = await Promise.all([
    consumePacedAttempt(ctx.db, userKey, LOGIN_LIMITS.accountAndAddress),
    consumeRateLimit(ctx.db, ipKey, LOGIN_LIMITS.address.max, LOGIN_LIMITS.address.windowSeconds),
  ]);
  if (!byUser.allowed || !byIp.allowed) {
    throw new RateLimitedError(
      LOGIN_LIMITED,
      Math.max(byUser.retryAfterSeconds, byIp.retryAfterSeconds),
    );
  }

  const user = await repo.findUserByUsername(ctx.db, input.username);
  const valid = await verifyPassword(user?.password, input.password);
  if (!user || !valid || !canSignIn(user)) {
    await recordAuditEvent(ctx.db, undefined, {
      accion: 'fallar_inicio_sesion',
      entidad: 'users',
      entidad_id: user?.id ?? '',
      detalles: { usuario: input.username.slice(0, 100), direccion: ip },
    });
    throw badRequest(LOGIN_FAILED);
  }

  await Promise.all([resetRateLimit(ctx.db, userKey), refundRateLimit(ctx.db, ipKey)]);
  const token = await openSession(ctx.db, user);
  await recordAuditEvent(ctx.db, user, {
    accion: 'iniciar_sesion',
    entidad: 'users',
    entidad_id: user.id,
    detalles: { direccion: ip },
  });
  return token;
}

/**
 * A new session token for the user; only its hash is stored. Its row expires at the end of the
 * role's absolute lifetime; the idle limit is checked against its last use (authenticate.ts).
 */
export async function openSession(
  db: Db,
  user: { id: number; tipo: number; is_staff: boolean },
): Promise<string> {
  const key = generateKey();
  const { absoluteMs } = sessionLifetimeOf(user);
  await repo.insertToken(db, user.id, hashKey(key), new Date(Date.now() + absoluteMs));
  return key;
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  endCachedSessions(ctx.cache, user.id);
  await repo.revokeToken(ctx.db, user.tokenId);
  await recordAuditEvent(ctx.db, user, {
    accion: 'cerrar_sesion',
    entidad: 'users',
    entidad_id: user.id,
  });
}

export async function getUserData(ctx: AppContext, user: AuthUser): Promise<TDatosUsuario> {
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row) throw unauthorized();
  return {
    id: row.id,
    unique_id: row.unique_id,
    first_name: row.first_name,
    last_name: row.last_name,
    apellido_materno: row.apellido_materno,
    email: row.email,
    username: row.username,
    celular: row.celular,
    tipo: row.tipo,
    imagen: row.imagen,
    fecha_inscripcion: row.fecha_inscripcion.toISOString(),
    empleo_actual: row.empleo_actual,
    empresa: row.empresa,
  };
}

export interface NewAdministrator {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  celular?: string;
}

export type CreateAdministratorResult =
  | { status: 'created'; user: repo.UserRow }
  | { status: 'admin-exists' }
  | { status: 'email-taken' }
  | { status: 'weak-password'; message: string };

/**
 * Creates an administrator (tipo 0, is_staff). With `onlyFirst`, only while no active
 * administrator exists: the check and the insert run under one advisory lock, so racing
 * callers on any number of instances create one administrator at most. An e-mail that already
 * has an account is never promoted: that would hand a student's account admin rights.
 */
export async function createAdministrator(
  db: Db,
  input: NewAdministrator,
  options: { onlyFirst: boolean },
): Promise<CreateAdministratorResult> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password, { ...input, email, staff: true });
  if (problem) return { status: 'weak-password', message: problem };
  // Cheap refusal before the deliberate cost of hashing; the locked check below is the real one.
  if (options.onlyFirst && (await repo.countActiveAdmins(db)) > 0)
    return { status: 'admin-exists' };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await repo.lockAdminBootstrap(tx);
    if (options.onlyFirst && (await repo.countActiveAdmins(tx)) > 0) {
      return { status: 'admin-exists' } as const;
    }
    const user = await repo.insertUser(tx, {
      email,
      username: email,
      password: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      celular: input.celular ?? '',
      tipo: 0,
      is_staff: true,
      is_active: true,
    });
    if (!user) return { status: 'email-taken' } as const;
    // Nobody is signed in when the first administrator is made: the new account is its author.
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'users',
      entidad_id: user.id,
      detalles: { email, tipo: 'administrador', primer_administrador: options.onlyFirst },
    });
    return { status: 'created', user } as const;
  });
}

/** The public `createSuperUser`: the first administrator only, then 403. */
export async function createSuperUser(ctx: AppContext, input: NewAdministrator) {
  const result = await createAdministrator(ctx.db, input, { onlyFirst: true });
  if (result.status === 'admin-exists') throw forbidden(SUPERUSER_CLOSED);
  if (result.status === 'email-taken') throw conflict(EMAIL_TAKEN);
  if (result.status === 'weak-password') {
    throw badRequest(result.message, [{ path: 'password', message: result.message }]);
  }
  const { user } = result;
  ctx.log.info({ userId: user.id }, 'first administrator created through createSuperUser');
  return {
    id: user.id,
    unique_id: user.unique_id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    tipo: 0 as const,
  };
}
