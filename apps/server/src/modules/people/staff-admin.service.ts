import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { checkNewPassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { isStillReferenced } from '../../platform/db/pg-error';
import { transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { EMAIL_TAKEN, endSessions, lockAdminBootstrap } from '../auth/index';
import {
  ADMIN_NOT_FOUND,
  LAST_ADMIN,
  NOT_YOURSELF_DEACTIVATE,
  NOT_YOURSELF_DELETE,
  TEACHER_NOT_FOUND,
} from './messages';
import * as repo from './people-admin.repository';
import { toPersona } from './people-admin.service';

/** Selects of teachers and administrators hold at most this many names. */
const SHORT_LIST_CAP = 500;

const TIPO_PROFESOR = 2;
const TIPO_ADMIN = 0;

export type StaffKind = 'profesor' | 'administrador';
const tipoOf = (kind: StaffKind) => (kind === 'profesor' ? TIPO_PROFESOR : TIPO_ADMIN);
const missingOf = (kind: StaffKind) => (kind === 'profesor' ? TEACHER_NOT_FOUND : ADMIN_NOT_FOUND);

interface StaffInput {
  first_name: string;
  last_name: string;
  celular: string;
  email: string;
  password: string;
}

export async function listShort(ctx: AppContext, kind: StaffKind, activo: number) {
  return repo.listStaffShort(ctx.db, tipoOf(kind), activo === 1, SHORT_LIST_CAP);
}

export async function addStaff(
  ctx: AppContext,
  actor: AuthUser,
  kind: StaffKind,
  input: StaffInput,
) {
  checkNewPassword(input.password, { ...input, staff: true });
  const password = await hashPassword(input.password);
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.insertPerson(tx, {
      first_name: input.first_name,
      last_name: input.last_name,
      celular: input.celular,
      email: input.email,
      username: input.email,
      password,
      tipo: tipoOf(kind),
      is_staff: kind === 'administrador',
      is_active: true,
    });
    if (!row) throw conflict(EMAIL_TAKEN);
    await recordAudit(tx, actor, {
      accion: 'crear',
      entidad: 'users',
      entidad_id: row.id,
      detalles: {
        nombre: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        tipo: kind,
      },
    });
    return toPersona(row);
  });
}

export async function updateStaff(
  ctx: AppContext,
  actor: AuthUser,
  kind: StaffKind,
  id: number,
  input: StaffInput,
) {
  if (input.password) checkNewPassword(input.password, { ...input, staff: true });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return transaction(ctx.db, ctx.log, async (tx) => {
    const current = await repo.lockUser(tx, id);
    if (!current || (await repo.findPerson(tx, id, tipoOf(kind))) === undefined) {
      throw notFound(missingOf(kind));
    }
    if (await repo.emailTakenByOther(tx, input.email, id)) throw conflict(EMAIL_TAKEN);
    const row = await repo.updatePerson(tx, id, {
      first_name: input.first_name,
      last_name: input.last_name,
      celular: input.celular,
      email: input.email,
      username: input.email,
      ...(passwordHash && { password: passwordHash }),
    });
    if (!row) throw notFound(missingOf(kind));
    await recordAudit(tx, actor, {
      accion: 'actualizar',
      entidad: 'users',
      entidad_id: id,
      detalles: {
        nombre: `${row.first_name} ${row.last_name}`.trim(),
        tipo: kind,
        ...(current.email !== row.email && { email: { antes: current.email, despues: row.email } }),
        ...(passwordHash && { contraseña_cambiada: true }),
      },
    });
    if (passwordHash) {
      // An administrator changing their own password here keeps the session doing it.
      await endSessions(
        ctx,
        tx,
        actor,
        { ...row, tipo: tipoOf(kind) },
        {
          motivo: 'password',
          keepTokenId: id === actor.id ? actor.tokenId : undefined,
          expireLinks: true,
        },
      );
    }
    return toPersona(row);
  });
}

/**
 * Activates or deactivates a teacher or an administrator. For administrators the checks and
 * the change run under the same lock as the first-administrator bootstrap, so two
 * administrators deactivating each other at once cannot leave none active.
 */
export async function setStaffActive(
  ctx: AppContext,
  kind: StaffKind,
  actor: AuthUser,
  id: number,
  active: boolean,
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (kind === 'administrador') await lockAdminBootstrap(tx);
    const person = await repo.findPerson(tx, id, tipoOf(kind));
    if (!person) throw notFound(missingOf(kind));
    if (kind === 'administrador' && !active && person.is_active) {
      if (id === actor.id) throw conflict(NOT_YOURSELF_DEACTIVATE);
      if ((await repo.countActiveAdmins(tx)) <= 1) throw conflict(LAST_ADMIN);
    }
    await repo.updatePerson(tx, id, { is_active: active });
    await recordAudit(tx, actor, {
      accion: active ? 'activar' : 'desactivar',
      entidad: 'users',
      entidad_id: id,
      detalles: { nombre: `${person.first_name} ${person.last_name}`.trim(), tipo: kind },
    });
    if (!active) {
      const account = { ...person, tipo: tipoOf(kind) };
      await endSessions(ctx, tx, actor, account, { motivo: 'deactivated' });
    }
    return { id, is_active: active };
  });
}

/**
 * Deletes an administrator. One who recorded payments, issued certificates or wrote articles
 * is referenced by those records, which the database refuses to lose (restrict), so that
 * account is deactivated instead and the answer says so.
 */
export async function deleteAdmin(ctx: AppContext, actor: AuthUser, id: number) {
  if (id === actor.id) throw conflict(NOT_YOURSELF_DELETE);
  return transaction(ctx.db, ctx.log, async (tx) => {
    await lockAdminBootstrap(tx);
    const person = await repo.findPerson(tx, id, TIPO_ADMIN);
    if (!person) throw notFound(ADMIN_NOT_FOUND);
    if (person.is_active && (await repo.countActiveAdmins(tx)) <= 1) throw conflict(LAST_ADMIN);
    const detalles = {
      nombre: `${person.first_name} ${person.last_name}`.trim(),
      tipo: 'administrador',
    };
    try {
      await tx.transaction((sp) => repo.deleteUser(sp, id));
      await recordAudit(tx, actor, {
        accion: 'eliminar',
        entidad: 'users',
        entidad_id: id,
        detalles,
      });
      return { resultado: 'eliminado' as const };
    } catch (err) {
      if (!isStillReferenced(err)) throw err;
      await repo.updatePerson(tx, id, { is_active: false });
      await recordAudit(tx, actor, {
        accion: 'desactivar',
        entidad: 'users',
        entidad_id: id,
        detalles,
      });
      const account = { ...person, tipo: TIPO_ADMIN };
      await endSessions(ctx, tx, actor, account, { motivo: 'deactivated' });
      return { resultado: 'desactivado' as const };
    }
  });
}
