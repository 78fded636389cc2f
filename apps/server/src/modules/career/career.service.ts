import { randomBytes } from 'node:crypto';
import {
  OPORTUNIDADES_PAGE_SIZE,
  type TGetOportunidadesAlumnoResponse,
} from '@academia/contract/career/get-oportunidades-alumno';
import {
  POSTULACIONES_PAGE_SIZE,
  type TGetPostulacionesAlumnoResponse,
} from '@academia/contract/career/get-postulaciones-alumno';
import type { TPreferenciasCarrera } from '@academia/contract/career/get-preferencias-carrera';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import * as repo from './career.repository';
import { renderPlatformCv } from './cv-pdf';
import { VACANTE_NO_DISPONIBLE, YA_POSTULADO } from './messages';

/** A student who never chose is matched, and staff do not see their CV (schema defaults). */
const DEFAULTS: TPreferenciasCarrera = { emparejar: true, cv_visible: false };

export async function preferences(ctx: AppContext, alumno: number): Promise<TPreferenciasCarrera> {
  return (await repo.findPreferences(ctx.db, alumno)) ?? DEFAULTS;
}

export async function savePreferences(
  ctx: AppContext,
  user: AuthUser,
  input: TPreferenciasCarrera,
): Promise<TPreferenciasCarrera> {
  await transaction(ctx.db, ctx.log, async (tx) => {
    const before = (await repo.upsertPreferences(tx, user.id, input)) ?? DEFAULTS;
    const cambio = (campo: keyof TPreferenciasCarrera) =>
      before[campo] === input[campo] ? undefined : { antes: before[campo], despues: input[campo] };
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'preferencias_carrera',
      entidad_id: user.id,
      detalles: { emparejar: cambio('emparejar'), cv_visible: cambio('cv_visible') },
    });
  });
  return { emparejar: input.emparejar, cv_visible: input.cv_visible };
}

/** 'Oportunidades': two statements whatever the page or the number of vacancies. */
export async function opportunities(
  ctx: AppContext,
  alumno: number,
  page: number,
): Promise<TGetOportunidadesAlumnoResponse> {
  const matching = await repo.matchingOf(ctx.db, alumno);
  if (!matching.emparejar) return { results: [], count: 0, emparejar: false };
  const { rows, count } = await repo.opportunities(ctx.db, alumno, matching.competencias, {
    limit: OPORTUNIDADES_PAGE_SIZE,
    offset: (page - 1) * OPORTUNIDADES_PAGE_SIZE,
  });
  const results = rows.map((r) => ({
    unique_id: r.unique_id ?? '',
    nombre: r.nombre,
    descripcion_corta: r.descripcion_corta,
    sueldo: r.sueldo,
    modalidad: r.modalidad,
    fecha: r.fecha,
    ajuste: r.requeridas > 0 ? Math.floor((100 * r.coinciden_lista.length) / r.requeridas) : null,
    coinciden: r.coinciden_lista,
    faltan: r.faltan,
    postulado: r.postulado,
  }));
  return { results, count, emparejar: true };
}

/**
 * One-click application: the student's account details and their platform CV as it is now,
 * kept privately as the vacancy's copy. The PDF is written before the row that names it and
 * removed again if the row is refused, so no row ever names a missing file. Two clicks at
 * once meet at the unique index on (job, alumno): one application, one 409.
 */
export async function apply(
  ctx: AppContext,
  user: AuthUser,
  uniqueId: string,
): Promise<{ fecha: string }> {
  const job = await repo.findOpenJob(ctx.db, uniqueId);
  if (!job) throw notFound(VACANTE_NO_DISPONIBLE);
  if (await repo.hasApplied(ctx.db, job.id, user.id)) throw conflict(YA_POSTULADO);
  const pdf = await renderPlatformCv(ctx, user.id);
  const cv = `cv/${randomBytes(16).toString('hex')}.pdf`;
  await ctx.storage.writeFile(cv, pdf, 'private');
  try {
    return await transaction(ctx.db, ctx.log, async (tx) => {
      const row = await refusing({ duplicate: YA_POSTULADO }, () =>
        repo.insertApplication(tx, job.id, user.id, cv),
      );
      if (!row) throw notFound(VACANTE_NO_DISPONIBLE);
      await recordAudit(tx, user, {
        accion: 'crear',
        entidad: 'aplicantes',
        entidad_id: row.id,
        detalles: { vacante: job.nombre, cv: 'CV de la plataforma' },
      });
      return { fecha: row.fecha };
    });
  } catch (error) {
    await ctx.storage.remove(cv, 'private');
    throw error;
  }
}

/** 'Mis postulaciones': the student's applications with the platform CV, newest first. */
export async function applications(
  ctx: AppContext,
  alumno: number,
  page: number,
): Promise<TGetPostulacionesAlumnoResponse> {
  const { rows, count } = await repo.listApplications(ctx.db, alumno, {
    limit: POSTULACIONES_PAGE_SIZE,
    offset: (page - 1) * POSTULACIONES_PAGE_SIZE,
  });
  const results = rows.map((r) => ({
    id: r.id,
    job: { unique_id: r.unique_id, nombre: r.nombre, activo: r.activo === 1 },
    fecha: r.fecha.toISOString(),
    estado: r.estado,
  }));
  return { results, count };
}
