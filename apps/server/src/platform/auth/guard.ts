import {
  type Access,
  type CallDefinition,
  type Role,
  type TaughtRecord,
  TIPO,
} from '@academia/contract/core/call';
import { forbidden, unauthorized } from '../errors';
import type { AuthUser } from './auth-user';

/** The role a user acts as: administrators need tipo 0 and is_staff, as the spec says. */
export function roleOf(user: { tipo: number; is_staff: boolean }): Role | undefined {
  if (user.tipo === TIPO.admin) return user.is_staff ? 'admin' : undefined;
  if (user.tipo === TIPO.student) return 'student';
  if (user.tipo === TIPO.teacher) return 'teacher';
  return undefined;
}

/** Enforces a call's declared access; ownership is the service's to check. */
export function checkAccess(access: Access, user: AuthUser | null): void {
  if (access === 'anyone') return;
  if (!user) throw unauthorized();
  if (access === 'signed-in') return;
  if (!user.role || !access.includes(user.role)) throw forbidden();
}

export interface TaughtRef {
  kind: TaughtRecord;
  id: number;
}

/**
 * Whether every record lies inside the teacher's own groups. The teaching module provides it
 * (it knows groups, forums and attempts); the platform only knows that a call declared it.
 */
export type TeacherScope = (teacher: number, records: readonly TaughtRef[]) => Promise<boolean>;

export const FUERA_DE_TUS_GRUPOS = 'Esto no pertenece a tus grupos.';

declare module 'fastify' {
  interface FastifyInstance {
    teacherScope: TeacherScope;
  }
}

/**
 * Enforces a call's declared `teaches` for a teacher, on the parsed input: every named record
 * inside their own groups, or 403. Without a scope to ask, a teacher is refused (closed by
 * default). Administrators and students are not concerned.
 */
export async function checkTeaches(
  call: CallDefinition,
  user: AuthUser | null,
  input: unknown,
  scope: TeacherScope | undefined,
): Promise<void> {
  if (user?.role !== 'teacher' || !call.teaches) return;
  const fields = input as Record<string, unknown>;
  const records: TaughtRef[] = [];
  for (const [field, kind] of Object.entries(call.teaches)) {
    const id = fields[field];
    if (typeof id === 'number') records.push({ kind, id });
  }
  if (records.length === 0) return;
  if (!scope || !(await scope(user.id, records))) throw forbidden(FUERA_DE_TUS_GRUPOS);
}
