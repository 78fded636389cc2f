import type { ParsedRequestOf } from '@academia/contract/core/call';
import type { actualizarMiPerfil } from '@academia/contract/people/actualizar-mi-perfil';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { checkNewPassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { transaction } from '../../platform/db/transaction';
import { conflict, unauthorized } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/multipart';
import { recordAudit } from '../audit/index';
import { confirmCurrentPassword, EMAIL_TAKEN, endSessions } from '../auth/index';
import * as repo from './people-admin.repository';

type OwnProfileInput = ParsedRequestOf<typeof actualizarMiPerfil>;

/**
 * An administrator's or teacher's own profile (`actualizarMiPerfil`). A new password or e-mail
 * is confirmed with the current password first (paced, outside the transaction so a wrong guess
 * still counts); a new password ends the account's other sessions and pending links, while the
 * session making the change stays open.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  user: AuthUser,
  input: OwnProfileInput,
  files: Record<string, StoredFile[]>,
) {
  const before = await repo.findUser(ctx.db, user.id);
  if (!before) throw unauthorized();
  const photo = files.imagen?.[0];
  if (input.password) checkNewPassword(input.password, { ...input, staff: true });
  if (input.password || before.email !== input.email) {
    await confirmCurrentPassword(ctx, user.id, input.password_actual);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const current = await repo.lockUser(tx, user.id);
    if (!current) throw unauthorized();
    if (await repo.emailTakenByOther(tx, input.email, user.id)) throw conflict(EMAIL_TAKEN);
    const row = await repo.updatePerson(tx, user.id, {
      first_name: input.first_name,
      last_name: input.last_name,
      celular: input.celular,
      email: input.email,
      username: input.email,
      ...(passwordHash && { password: passwordHash }),
      ...(photo && { imagen: photo.path }),
    });
    if (!row) throw unauthorized();
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'users',
      entidad_id: row.id,
      detalles: {
        nombre: `${row.first_name} ${row.last_name}`.trim(),
        tipo: current.tipo === 2 ? 'profesor' : 'administrador',
        perfil_propio: true,
        ...(current.email !== row.email && { email: { antes: current.email, despues: row.email } }),
        ...(passwordHash && { contraseña_cambiada: true }),
        ...(photo && { foto_cambiada: true }),
      },
    });
    const closed = passwordHash
      ? await endSessions(
          ctx,
          tx,
          user,
          { ...row, tipo: current.tipo },
          { motivo: 'password', keepTokenId: user.tokenId, expireLinks: true },
        )
      : { sesiones: 0 };
    if (photo && current.imagen) {
      const old = current.imagen;
      onCommit(() => ctx.storage.remove(old));
    }
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      celular: row.celular,
      email: row.email,
      imagen: row.imagen,
      sesiones_cerradas: closed.sesiones,
    };
  });
}
