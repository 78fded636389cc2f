import type { ParsedRequestOf } from '@academia/contract/core/call';
import type { inscribirAlumnoCurso } from '@academia/contract/registration/inscribir-alumno-curso';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { EMAIL_TAKEN, insertAccount, issuePasswordLink } from '../auth/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { confirmByAdministrator } from '../learning/index';
import {
  ALUMNO_NO_ENCONTRADO,
  GRUPO_NO_DISPONIBLE,
  GRUPO_OBLIGATORIO,
  INSCRIPCION_HECHA,
  YA_EN_GRUPO,
  YA_INSCRITO,
} from './messages';
import * as repo from './registration.repository';

/** What the enrolment form needs of a course: its price and its active groups. */
export async function opcionesInscripcion(ctx: AppContext, curso: number) {
  const [row, grupos] = await Promise.all([
    repo.findCursoById(ctx.db, curso),
    repo.activeGroups(ctx.db, curso),
  ]);
  if (!row) throw notFound(CURSO_NO_ENCONTRADO);
  return { curso: { ...row, precio: Number(row.precio).toFixed(2) }, grupos };
}

const twoDecimals = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

/**
 * The one way an administrator enrols a student (issue 23): an existing student or a new
 * account, confirmed at once (an administrator decided), in a group of the course so payments
 * can be recorded, with the sale price. An enrolment that was pending, rejected or a trial is
 * confirmed; one already confirmed is a 409, so two clicks or two administrators enrol once.
 */
export async function inscribirAlumno(
  ctx: AppContext,
  actor: AuthUser,
  input: ParsedRequestOf<typeof inscribirAlumnoCurso>,
) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const curso = await repo.findCursoById(tx, input.curso);
    if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
    const grupo = input.grupo === undefined ? undefined : await repo.findGroup(tx, input.grupo);
    if (input.grupo !== undefined && (!grupo || grupo.curso !== curso.id || grupo.activo !== 1)) {
      throw badRequest(GRUPO_NO_DISPONIBLE, [{ path: 'grupo', message: GRUPO_NO_DISPONIBLE }]);
    }
    if (!grupo && (await repo.activeGroups(tx, curso.id)).length > 0) {
      throw badRequest(GRUPO_OBLIGATORIO, [{ path: 'grupo', message: GRUPO_OBLIGATORIO }]);
    }

    const nuevo = input.nuevo_alumno;
    const user = nuevo
      ? await insertAccount(tx, {
          ...nuevo,
          username: nuevo.email,
          password: null,
          tipo: 1,
          is_staff: false,
          is_active: true,
          expira: null,
        })
      : await repo.findUserById(tx, input.alumno ?? 0);
    if (nuevo && !user) {
      throw new AppError(409, 'conflict', EMAIL_TAKEN, [
        { path: 'nuevo_alumno.email', message: EMAIL_TAKEN },
      ]);
    }
    if (user?.tipo !== 1) throw notFound(ALUMNO_NO_ENCONTRADO);

    const enrolment = await repo.enrolConfirmed(tx, user.id, curso.id);
    const como = grupo
      ? `Inscrito por un administrador en el grupo ${grupo.nombre}`
      : 'Inscrito por un administrador';
    if (
      !enrolment.nueva &&
      !(await confirmByAdministrator(ctx, tx, onCommit, actor, enrolment.id, como))
    ) {
      throw conflict(YA_INSCRITO);
    }
    const membership = grupo
      ? await repo.insertMembership(tx, {
          grupo: grupo.id,
          alumno: user.id,
          alumno_curso: enrolment.id,
          precio_venta: input.precio_venta ?? null,
        })
      : undefined;
    if (grupo && !membership) throw conflict(YA_EN_GRUPO);
    if (nuevo) await issuePasswordLink(ctx, tx, user, 'bienvenida', onCommit);

    const precio_venta = twoDecimals(membership?.precio_venta ?? null);
    await recordAudit(tx, actor, {
      accion: 'asignar',
      entidad: 'alumno_curso',
      entidad_id: enrolment.id,
      detalles: {
        alumno: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        curso: curso.nombre,
        grupo: grupo?.nombre ?? null,
        precio_venta,
        ...(nuevo && { cuenta_nueva: true }),
        ...(!enrolment.nueva && { confirmada_desde: 'pendiente, rechazada o prueba' }),
      },
    });
    return {
      alumno_curso: enrolment.id,
      alumno: user.id,
      grupo: grupo?.id ?? null,
      precio_venta,
      cuenta_nueva: Boolean(nuevo),
      mensaje: INSCRIPCION_HECHA,
    };
  });
}
