import { randomBytes } from 'node:crypto';
import {
  OPORTUNIDADES_PAGE_SIZE,
  type TGetOportunidadesAlumnoResponse,
  type TOportunidad,
} from '@academia/contract/career/get-oportunidades-alumno';
import {
  POSTULACIONES_PAGE_SIZE,
  type TGetPostulacionesAlumnoResponse,
} from '@academia/contract/career/get-postulaciones-alumno';
import type { TPreferenciasCarrera } from '@academia/contract/career/get-preferencias-carrera';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { cachedRead } from '../../platform/cache/cached-read';
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

/** A ranked page as every student with the same skills sees it: their applications aside. */
interface RankedPage {
  count: number;
  cards: { job: number; card: Omit<TOportunidad, 'postulado'> }[];
}

/**
 * One page ranked for a set of skills, kept in the shared cache until a vacancy, a skill or a
 * course is written (decision 031). The key is the skills and the page: `matchingOf` answers
 * the skills sorted and each once, so two students holding the same skills share the entry.
 */
function rankedPage(ctx: AppContext, skills: readonly number[], page: number) {
  return cachedRead<RankedPage>(
    ctx.cache,
    `opportunities ${skills.join(',')} page ${page}`,
    repo.OPPORTUNITY_TABLES,
    async () => {
      const { rows, count } = await repo.opportunities(ctx.db, skills, {
        limit: OPORTUNIDADES_PAGE_SIZE,
        offset: (page - 1) * OPORTUNIDADES_PAGE_SIZE,
      });
      const cards = rows.map((r) => ({
        job: r.job,
        card: {
          unique_id: r.unique_id ?? '',
          nombre: r.nombre,
          descripcion_corta: r.descripcion_corta,
          sueldo: r.sueldo,
          modalidad: r.modalidad,
          fecha: r.fecha,
          ajuste:
            r.requeridas > 0 ? Math.floor((100 * r.coinciden_lista.length) / r.requeridas) : null,
          coinciden: r.coinciden_lista,
          faltan: r.faltan,
        },
      }));
      return { count, cards };
    },
  );
}

/**
 * 'Oportunidades': the student's skills and applications (one statement), then the page ranked
 * for those skills, from the cache or a second statement, whatever the number of vacancies.
 */
export async function opportunities(
  ctx: AppContext,
  alumno: number,
  page: number,
): Promise<TGetOportunidadesAlumnoResponse> {
  const matching = await repo.matchingOf(ctx.db, alumno);
  if (!matching.emparejar) return { results: [], count: 0, emparejar: false };
  const { count, cards } = await rankedPage(ctx, matching.competencias, page);
  const applied = new Set(matching.postulaciones);
  const results = cards.map(({ job, card }) => ({ ...card, postulado: applied.has(job) }));
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
