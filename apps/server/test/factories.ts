import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/platform/auth/passwords';

export type UserRow = typeof users.$inferSelect;

/** The password every factory user gets unless a test gives one. */
export const DEFAULT_PASSWORD = 'Clave-de-prueba-1';

export interface UserOverrides extends Partial<Omit<typeof users.$inferInsert, 'password'>> {
  tipo: number;
  /** Plain text, hashed here; null leaves the account without a password. */
  password?: string | null;
}

/**
 * Inserts a user straight into the database. E-mail (also the username) is unique per call
 * unless given; administrators get is_staff unless the test says otherwise.
 */
export async function createUser(ctx: AppContext, overrides: UserOverrides): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const email = (
    rest.email ?? `usuario-${randomBytes(4).toString('hex')}@prueba.test`
  ).toLowerCase();
  const [row] = await ctx.db
    .insert(users)
    .values({
      first_name: 'Ana',
      last_name: 'Pérez',
      is_staff: rest.tipo === 0,
      ...rest,
      email,
      username: rest.username ?? email,
      password: password === null ? null : await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  return row;
}

type Shortcut = Omit<UserOverrides, 'tipo'>;

export const createAdmin = (ctx: AppContext, o: Shortcut = {}) =>
  createUser(ctx, { ...o, tipo: 0 });
export const createStudent = (ctx: AppContext, o: Shortcut = {}) =>
  createUser(ctx, { ...o, tipo: 1 });
export const createTeacher = (ctx: AppContext, o: Shortcut = {}) =>
  createUser(ctx, { ...o, tipo: 2 });

/** Logs in through the API and returns the `Authorization` header value, `token <key>`. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = DEFAULT_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/',
    payload: { username: email, password },
  });
  const body = res.json() as { token?: string };
  if (res.statusCode !== 200 || !body.token) {
    throw new Error(`loginAs(${email}) failed: ${res.statusCode} ${res.body}`);
  }
  return `token ${body.token}`;
}
