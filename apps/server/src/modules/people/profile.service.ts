import type { TDatosUsuario } from '@academia/contract/auth/get-user-data';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { notFound, unauthorized } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { confirmCurrentPassword, endSessions } from '../auth/index';
import { getCursosAlumno } from '../learning/index';
import { ELEMENTO_NO_ENCONTRADO, PASSWORD_INCORRECTA } from './messages';
import * as repo from './profile.repository';

/** What getUserData adds to the account: the summary and the five profile sections. */
export async function profileOf(ctx: AppContext, datos: TDatosUsuario) {
  const lists = await repo.listProfile(ctx.db, datos.id);
  const nombre = [datos.first_name, datos.last_name, datos.apellido_materno]
    .filter(Boolean)
    .join(' ');
  return {
    ...lists,
    content: { nombre_completo: nombre.trim(), miembro_desde: datos.fecha_inscripcion },
  };
}

/** A student's five profile sections, for the platform CV (issue 26). */
export const profileSections = (ctx: AppContext, alumno: number) =>
  repo.listProfile(ctx.db, alumno);

function created<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const agregarCargo = async (
  ctx: AppContext,
  user: AuthUser,
  input: {
    puesto: string;
    empresa?: string;
    fecha_inicio: string | null;
    fecha_fin: string | null;
    descripcion?: string;
  },
) => created(await repo.insertPuesto(ctx.db, { ...input, alumno: user.id }));

export const agregarEducacion = async (
  ctx: AppContext,
  user: AuthUser,
  input: {
    programa: string;
    institucion?: string;
    fecha_inicio: string | null;
    fecha_fin: string | null;
  },
) => created(await repo.insertPrograma(ctx.db, { ...input, alumno: user.id }));

export const agregarCertificacion = async (
  ctx: AppContext,
  user: AuthUser,
  input: { nombre: string; institucion?: string; fecha: string | null; url: string | null },
) => created(await repo.insertCertificacion(ctx.db, { ...input, alumno: user.id }));

export const agregarIdioma = async (
  ctx: AppContext,
  user: AuthUser,
  input: { idioma: string; nivel?: string },
) => created(await repo.insertIdioma(ctx.db, { ...input, alumno: user.id }));

export const agregarHabilidad = async (
  ctx: AppContext,
  user: AuthUser,
  input: { habilidad: string; nivel?: number | null },
) =>
  created(
    await repo.insertHabilidad(ctx.db, {
      habilidad: input.habilidad,
      nivel: input.nivel ?? null,
      alumno: user.id,
    }),
  );

/** Someone else's item answers like a missing one, as on delete. */
function edited<T>(row: T | undefined): T {
  if (!row) throw notFound(ELEMENTO_NO_ENCONTRADO);
  return row;
}

/**
 * An edit sends the whole item, as the add form does: a field left out of the request is an
 * emptied field (the add call's defaults), not one kept as it was.
 */
export const actualizarPuesto = async (
  ctx: AppContext,
  user: AuthUser,
  { id, ...input }: Parameters<typeof agregarCargo>[2] & { id: number },
) =>
  edited(
    await repo.updatePuesto(ctx.db, id, user.id, {
      puesto: input.puesto,
      empresa: input.empresa ?? '',
      fecha_inicio: input.fecha_inicio,
      fecha_fin: input.fecha_fin,
      descripcion: input.descripcion ?? '',
    }),
  );

export const actualizarEducacion = async (
  ctx: AppContext,
  user: AuthUser,
  { id, ...input }: Parameters<typeof agregarEducacion>[2] & { id: number },
) =>
  edited(
    await repo.updatePrograma(ctx.db, id, user.id, {
      programa: input.programa,
      institucion: input.institucion ?? '',
      fecha_inicio: input.fecha_inicio,
      fecha_fin: input.fecha_fin,
    }),
  );

export const actualizarCertificacion = async (
  ctx: AppContext,
  user: AuthUser,
  { id, ...input }: Parameters<typeof agregarCertificacion>[2] & { id: number },
) =>
  edited(
    await repo.updateCertificacion(ctx.db, id, user.id, {
      nombre: input.nombre,
      institucion: input.institucion ?? '',
      fecha: input.fecha,
      url: input.url,
    }),
  );

export const actualizarIdioma = async (
  ctx: AppContext,
  user: AuthUser,
  { id, ...input }: Parameters<typeof agregarIdioma>[2] & { id: number },
) =>
  edited(
    await repo.updateIdioma(ctx.db, id, user.id, {
      idioma: input.idioma,
      nivel: input.nivel ?? '',
    }),
  );

export const actualizarHabilidad = async (
  ctx: AppContext,
  user: AuthUser,
  { id, ...input }: Parameters<typeof agregarHabilidad>[2] & { id: number },
) =>
  edited(
    await repo.updateHabilidad(ctx.db, id, user.id, {
      habilidad: input.habilidad,
      nivel: input.nivel ?? null,
    }),
  );

/** Someone else's item answers like a missing one: ids cannot be probed. */
export async function deleteItem(
  ctx: AppContext,
  user: AuthUser,
  section: repo.Section,
  id: number,
) {
  if (!(await repo.deleteOwn(ctx.db, section, id, user.id))) throw notFound(ELEMENTO_NO_ENCONTRADO);
  return {};
}

export async function getFoto(ctx: AppContext, user: AuthUser) {
  const row = await repo.findUser(ctx.db, user.id);
  if (!row) throw unauthorized();
  return { imagen: row.imagen };
}

export async function getDashboard(ctx: AppContext, user: AuthUser) {
  const courses = await getCursosAlumno(ctx, user);
  const ids = courses.map((c) => c.alumno_curso);
  const [next, pending] = await Promise.all([
    repo.nextLessons(ctx.db, ids),
    repo.pendingEvaluations(ctx.db, ids),
  ]);
  return courses.map((c) => {
    const lesson = next.find((n) => n.alumno_curso === c.alumno_curso);
    return {
      id_curso: c.id_curso,
      slug_curso: c.slug_curso,
      unique_id: c.unique_id,
      alumno_curso: c.alumno_curso,
      nombre: c.nombre,
      avance: c.avance,
      acceso_vigente: c.acceso_vigente,
      siguiente_subtema: lesson ? { id: lesson.id, nombre: lesson.nombre } : null,
      evaluaciones_pendientes: pending
        .filter((p) => p.alumno_curso === c.alumno_curso)
        .map((p) => ({ id: p.id, nombre: p.nombre })),
    };
  });
}

/** The student closes their own account: confirmed by password, every session ends with it. */
export async function cancelarSuscripcion(ctx: AppContext, user: AuthUser, password: string) {
  // Paced like a sign-in: the confirmation must not become a way to guess the password.
  await confirmCurrentPassword(ctx, user.id, password, {
    field: 'password',
    wrong: PASSWORD_INCORRECTA,
  });
  await transaction(ctx.db, ctx.log, async (tx) => {
    await repo.deactivateUser(tx, user.id);
    await recordAudit(tx, user, {
      accion: 'desactivar',
      entidad: 'users',
      entidad_id: user.id,
      detalles: { cancelacion_propia: true },
    });
    await endSessions(ctx, tx, user, user, { motivo: 'cancelled' });
  });
  return {};
}
