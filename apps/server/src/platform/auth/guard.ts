import { type Access, type Role, TIPO } from '@academia/contract/core/call';
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
