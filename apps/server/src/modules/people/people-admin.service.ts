import type { TActualizarAlumnoRequest } from '@academia/contract/people/actualizar-alumno';
import { PEOPLE_PAGE_SIZE, type TPersona } from '@academia/contract/people/people-schemas';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { checkNewPassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { transaction } from '../../platform/db/transaction';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/multipart';
import { toCsv } from '../../platform/text/csv';
import { recordAudit } from '../audit/index';
import { confirmCurrentPassword, EMAIL_TAKEN, endSessions } from '../auth/index';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import { INSCRIPCION_NO_ENCONTRADA } from '../learning/index';
import { NOT_YOUR_PROFILE, STUDENT_NOT_FOUND } from './messages';
import * as repo from './people-admin.repository';

/** Rows an export may hold; past it the administrator narrows the filter. */
export const EXPORT_CAP = 50_000;

export function toPersona(row: repo.PersonaRow): TPersona {
  return { ...row, fecha_inscripcion: row.fecha_inscripcion.toISOString() };
}

export interface NewStudent {
  first_name: string;
  last_name: string;
  celular: string;
  email: string;
  empleo_actual: string;
  empresa: string;
}

/**
 * A new student account without password (the person chooses it through a mailed link), or
 * undefined when the e-mail already has an account.
 */
export function insertStudent(tx: Tx, student: NewStudent): Promise<repo.PersonaRow | undefined> {
  return repo.insertPerson(tx, { ...student, username: student.email, tipo: 1, password: null });
}

export const findStudent = (ctx: AppContext, id: number) => repo.findPerson(ctx.db, id, 1);

/** The typeahead's suggestions: at most ten active students. */
export const suggestStudents = (ctx: AppContext, search: string) =>
  repo.suggestStudents(ctx.db, search, 10);

export async function pagePeople(
  ctx: AppContext,
  tipo: number,
  q: { page: number; is_active: number; search: string },
) {
  const { rows, count, exact } = await repo.pagePeople(
    ctx.db,
    { tipo, isActive: q.is_active === 1, search: q.search },
    PEOPLE_PAGE_SIZE,
    (q.page - 1) * PEOPLE_PAGE_SIZE,
  );
  return { results: rows.map(toPersona), count, count_exacto: exact };
}

/** Register Payment's search: nothing for an empty text, active students otherwise. */
export async function searchStudents(ctx: AppContext, q: { search: string; page: number }) {
  if (!q.search) return { content: [], count: 0, count_exacto: true };
  const { results, count, count_exacto } = await pagePeople(ctx, 1, { ...q, is_active: 1 });
  return { content: results, count, count_exacto };
}

export async function getPerson(ctx: AppContext, id: number, tipo: number, missing: string) {
  const row = await repo.findPerson(ctx.db, id, tipo);
  if (!row) throw notFound(missing);
  return toPersona(row);
}

export async function setActive(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  tipo: number,
  active: boolean,
  missing: string,
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.findPerson(tx, id, tipo);
    if (!row) throw notFound(missing);
    await repo.updatePerson(tx, id, { is_active: active });
    await recordAudit(tx, actor, {
      accion: active ? 'activar' : 'desactivar',
      entidad: 'users',
      entidad_id: id,
      detalles: { nombre: `${row.first_name} ${row.last_name}`.trim(), tipo },
    });
    // Revoked, not only refused while inactive: activating the account again must not bring
    // back a session opened before.
    if (!active) await endSessions(ctx, tx, actor, { ...row, tipo }, { motivo: 'deactivated' });
    return { id, is_active: active };
  });
}

/**
 * The spec's actualizarAlumno, for an administrator (any student) and a student (only
 * themself, only these fields). An empty password keeps the current one; a new photo replaces
 * the old file once the change is committed.
 */
export async function updateStudent(
  ctx: AppContext,
  user: AuthUser,
  input: Omit<TActualizarAlumnoRequest, 'alumno'> & { alumno: number; email: string },
  files: Record<string, StoredFile[]>,
) {
  if (user.role === 'student' && user.id !== input.alumno) throw forbidden(NOT_YOUR_PROFILE);
  const self = user.id === input.alumno;
  const photo = files.imagen?.[0];
  if (input.password) checkNewPassword(input.password, { ...input, staff: false });
  if (self) {
    // A session left open must not be enough to take the account: the student's own new
    // password or e-mail is confirmed with the current password.
    const before = await repo.findUser(ctx.db, user.id);
    if (input.password || (before && before.email !== input.email)) {
      await confirmCurrentPassword(ctx, user.id, input.password_actual ?? '');
    }
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const current = await repo.lockUser(tx, input.alumno);
    if (current?.tipo !== 1) throw notFound(STUDENT_NOT_FOUND);
    if (await repo.emailTakenByOther(tx, input.email, input.alumno)) throw conflict(EMAIL_TAKEN);
    const row = await repo.updatePerson(tx, input.alumno, {
      first_name: input.first_name,
      last_name: input.last_name,
      ...(input.apellido_materno !== undefined && { apellido_materno: input.apellido_materno }),
      celular: input.celular,
      email: input.email,
      username: input.email,
      ...(input.empleo_actual !== undefined && { empleo_actual: input.empleo_actual }),
      ...(input.empresa !== undefined && { empresa: input.empresa }),
      ...(passwordHash && { password: passwordHash }),
      ...(photo && { imagen: photo.path }),
    });
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'users',
      entidad_id: row.id,
      detalles: {
        nombre: `${row.first_name} ${row.last_name}`.trim(),
        ...(current.email !== row.email && { email: { antes: current.email, despues: row.email } }),
        ...(passwordHash && { contraseña_cambiada: true }),
        ...(photo && { foto_cambiada: true }),
      },
    });
    if (passwordHash) {
      // Whoever knew the old password is out; the student's own session stays.
      await endSessions(
        ctx,
        tx,
        user,
        { ...row, tipo: current.tipo },
        { motivo: 'password', keepTokenId: self ? user.tokenId : undefined, expireLinks: true },
      );
    }
    if (photo && current.imagen) {
      const old = current.imagen;
      onCommit(() => ctx.storage.remove(old));
    }
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      apellido_materno: row.apellido_materno,
      celular: row.celular,
      email: row.email,
      empleo_actual: row.empleo_actual,
      empresa: row.empresa,
      imagen: row.imagen,
    };
  });
}

export async function studentCourses(ctx: AppContext, alumno: number) {
  await getPerson(ctx, alumno, 1, STUDENT_NOT_FOUND);
  const { actuales, pendientes } = await repo.studentCourses(ctx.db, alumno);
  return { cursosActuales: actuales, cursosPendientes: pendientes };
}

export async function enrolInCourses(
  ctx: AppContext,
  actor: AuthUser,
  alumno: number,
  cursos: number[],
) {
  const wanted = [...new Set(cursos)];
  return transaction(ctx.db, ctx.log, async (tx) => {
    const student = await repo.lockUser(tx, alumno);
    if (student?.tipo !== 1) throw notFound(STUDENT_NOT_FOUND);
    const existing = await repo.existingCourseIds(tx, wanted);
    if (existing.length !== wanted.length) throw notFound(CURSO_NO_ENCONTRADO);
    const agregados = await repo.enrolMany(tx, alumno, wanted);
    await recordAudit(tx, actor, {
      accion: 'asignar',
      entidad: 'users',
      entidad_id: alumno,
      detalles: { cursos: wanted, agregados },
    });
    return { agregados };
  });
}

export async function setEnrolmentActive(
  ctx: AppContext,
  actor: AuthUser,
  ids: { alumno: number; curso: number; alumno_curso: number },
  activo: number,
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.setEnrolmentActive(tx, ids, activo);
    if (!row) throw notFound(INSCRIPCION_NO_ENCONTRADA);
    await recordAudit(tx, actor, {
      accion: activo === 1 ? 'activar' : 'desactivar',
      entidad: 'alumno_curso',
      entidad_id: ids.alumno_curso,
      detalles: { alumno: ids.alumno, curso: ids.curso },
    });
    return row;
  });
}

export async function exportStudents(ctx: AppContext, q: { is_active: number; search: string }) {
  const rows = await repo.listPeople(
    ctx.db,
    { tipo: 1, isActive: q.is_active === 1, search: q.search },
    EXPORT_CAP,
  );
  const csv = toCsv(
    [
      'id',
      'nombre',
      'apellido_paterno',
      'apellido_materno',
      'email',
      'celular',
      'empresa',
      'empleo_actual',
      'fecha_inscripcion',
      'activo',
    ],
    rows.map((r) => [
      r.id,
      r.first_name,
      r.last_name,
      r.apellido_materno,
      r.email,
      r.celular,
      r.empresa,
      r.empleo_actual,
      r.fecha_inscripcion.toISOString().slice(0, 10),
      r.is_active ? 1 : 0,
    ]),
  );
  return { nombre: `alumnos-${q.is_active === 1 ? 'activos' : 'inactivos'}.csv`, csv };
}

export async function courseStudents(
  ctx: AppContext,
  q: { curso: number; page: number } & repo.RosterFilter,
) {
  const course = await findCourseRef(ctx.db, q.curso);
  if (!course) throw notFound(CURSO_NO_ENCONTRADO);
  const [{ rows, count }, grupos] = await Promise.all([
    repo.pageCourseStudents(
      ctx.db,
      q.curso,
      { search: q.search, grupo: q.grupo },
      PEOPLE_PAGE_SIZE,
      (q.page - 1) * PEOPLE_PAGE_SIZE,
    ),
    repo.courseGroups(ctx.db, q.curso),
  ]);
  return {
    content: rows.map(
      ({ certificado, fecha_inscripcion, ultima_actividad, acceso_hasta, ...r }) => ({
        ...r,
        fecha_inscripcion: fecha_inscripcion.toISOString(),
        estatus_certificado: certificado ? ('1' as const) : ('0' as const),
        unique_id: certificado,
        ultima_actividad: ultima_actividad?.toISOString() ?? null,
        acceso_hasta: acceso_hasta.toISOString(),
      }),
    ),
    count,
    curso: course,
    grupos,
  };
}
