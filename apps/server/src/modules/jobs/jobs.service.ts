import {
  type TEstadoPostulacion,
  zEstadoPostulacion,
} from '@academia/contract/career/postulaciones';
import { APLICANTES_PAGE_SIZE, type TAplicante } from '@academia/contract/jobs/get-aplicantes';
import { JOBS_PUBLICOS } from '@academia/contract/jobs/get-jobs';
import { JOBS_ADMIN_PAGE_SIZE } from '@academia/contract/jobs/get-jobs-admin';
import type { TJob, TJobResumen } from '@academia/contract/jobs/job-fields';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import type { StoredFile } from '../../platform/storage/multipart';
import { recordAudit } from '../audit/index';
import { validCertificatesOf } from '../certificates/index';
import { setSkills, skillsOf } from '../skills/index';
import * as repo from './jobs.repository';
import { APLICANTE_NO_ENCONTRADO, CV_NO_ENCONTRADO, JOB_NO_ENCONTRADO } from './messages';

type ResumenRow = Awaited<ReturnType<typeof repo.openJobs>>[number];

function resumen<T extends ResumenRow>(row: T): Omit<T, 'fecha'> & TJobResumen {
  return { ...row, fecha: row.fecha.toISOString() };
}

export async function publicJobs(ctx: AppContext): Promise<TJobResumen[]> {
  return (await repo.openJobs(ctx.db, JOBS_PUBLICOS)).map(resumen);
}

/** The newest open vacancies, for the sitemap. */
export const sitemapJobs = (ctx: AppContext, limit: number) => repo.openJobs(ctx.db, limit);

export async function allJobs(ctx: AppContext, page: number) {
  const { rows, count } = await repo.listJobs(ctx.db, {
    limit: JOBS_ADMIN_PAGE_SIZE,
    offset: (page - 1) * JOBS_ADMIN_PAGE_SIZE,
  });
  return { results: rows.map(resumen), count };
}

export async function job(ctx: AppContext, uniqueId: string, soloActivos: boolean): Promise<TJob> {
  const row = await repo.findJob(ctx.db, uniqueId, soloActivos);
  if (!row) throw notFound(JOB_NO_ENCONTRADO);
  return resumen(row);
}

export interface JobInput {
  nombre: string;
  descripcion: string;
  descripcion_corta: string;
  sueldo: string | null;
  modalidad: number;
  /** The skills it requires (ids); left out on an update: the vacancy keeps them. */
  competencias?: number[] | undefined;
}

/** A vacancy for its edit form, with the skills it requires. */
export async function jobForEdit(ctx: AppContext, uniqueId: string) {
  const found = await job(ctx, uniqueId, false);
  return { ...found, competencias: await skillsOf(ctx, 'job', found.id) };
}

export async function createJob(
  ctx: AppContext,
  user: AuthUser,
  { competencias, ...input }: JobInput,
): Promise<TJob> {
  const uniqueId = await transaction(ctx.db, ctx.log, async (tx) => {
    const created = await repo.insertJob(tx, {
      ...input,
      descripcion: sanitizeRichText(input.descripcion),
      activo: 1,
    });
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'jobs',
      entidad_id: created,
      detalles: { vacante: input.nombre, sueldo: input.sueldo ?? undefined, competencias },
    });
    if (competencias) {
      const row = await repo.findJob(tx, created, false);
      if (row) await setSkills(tx, 'job', row.id, competencias);
    }
    return created;
  });
  return job(ctx, uniqueId, false);
}

export async function updateJob(
  ctx: AppContext,
  user: AuthUser,
  input: JobInput & { job: string; activo?: number },
): Promise<TJob> {
  const { job: uniqueId, competencias, ...fields } = input;
  await transaction(ctx.db, ctx.log, async (tx) => {
    const before = await repo.findJob(tx, uniqueId, false);
    const updated =
      before &&
      (await repo.updateJob(tx, uniqueId, {
        ...fields,
        descripcion: sanitizeRichText(fields.descripcion),
      }));
    if (!before || !updated) throw notFound(JOB_NO_ENCONTRADO);
    if (competencias) await setSkills(tx, 'job', before.id, competencias);
    const cambio = <T>(antes: T, despues: T | undefined) =>
      despues === undefined || antes === despues ? undefined : { antes, despues };
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'jobs',
      entidad_id: uniqueId,
      detalles: {
        vacante: cambio(before.nombre, fields.nombre) ?? fields.nombre,
        sueldo: cambio(before.sueldo, fields.sueldo),
        activo: cambio(
          before.activo === 1,
          fields.activo === undefined ? undefined : fields.activo === 1,
        ),
        competencias,
      },
    });
  });
  return job(ctx, uniqueId, false);
}

export async function apply(
  ctx: AppContext,
  input: {
    nombre: string;
    email: string;
    telefono: string;
    celular: string;
    mensaje: string;
    job: string;
  },
  cv: StoredFile | undefined,
): Promise<void> {
  const vacancy = await repo.findJob(ctx.db, input.job, true);
  if (!vacancy) throw notFound(JOB_NO_ENCONTRADO);
  await repo.insertAplicante(ctx.db, {
    job: vacancy.id,
    nombre: input.nombre,
    email: input.email,
    telefono: input.telefono,
    celular: input.celular,
    mensaje: input.mensaje,
    cv: cv?.path ?? null,
  });
}

export async function aplicantes(ctx: AppContext, uniqueId: string, page: number) {
  const vacancy = await repo.findJob(ctx.db, uniqueId, false);
  if (!vacancy) throw notFound(JOB_NO_ENCONTRADO);
  const { rows, count } = await repo.listAplicantes(ctx.db, vacancy.id, {
    limit: APLICANTES_PAGE_SIZE,
    offset: (page - 1) * APLICANTES_PAGE_SIZE,
  });
  // One statement for the whole page's students, not one per applicant.
  const alumnos = [...new Set(rows.flatMap((r) => (r.alumno === null ? [] : [r.alumno])))];
  const porAlumno = new Map<number, TAplicante['certificados']>();
  for (const { alumno, ...cert } of await validCertificatesOf(ctx, alumnos)) {
    porAlumno.set(alumno, [...(porAlumno.get(alumno) ?? []), cert]);
  }
  const results: TAplicante[] = rows.map((r) => ({
    ...r,
    cv: r.cv !== null,
    fecha: r.fecha.toISOString(),
    estado: zEstadoPostulacion.parse(r.estado),
    certificados: (r.alumno !== null && porAlumno.get(r.alumno)) || [],
  }));
  return { results, count };
}

/** The stored CV of an applicant: its absolute path in the private area and a download name. */
export async function cvFile(ctx: AppContext, aplicante: number) {
  const row = await repo.findAplicanteCv(ctx.db, aplicante);
  if (!row?.cv || !(await ctx.storage.exists(row.cv, 'private'))) throw notFound(CV_NO_ENCONTRADO);
  return { path: ctx.storage.absolutePath(row.cv, 'private'), nombre: row.nombre };
}

/** actualizarEstadoAplicante: the new state, audited with the one it replaces. */
export async function updateEstadoAplicante(
  ctx: AppContext,
  user: AuthUser,
  input: { aplicante: number; estado: TEstadoPostulacion },
) {
  await transaction(ctx.db, ctx.log, async (tx) => {
    const before = await repo.setEstadoAplicante(tx, input.aplicante, input.estado);
    if (!before) throw notFound(APLICANTE_NO_ENCONTRADO);
    if (before.estado === input.estado) return;
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'aplicantes',
      entidad_id: input.aplicante,
      detalles: {
        postulante: before.nombre,
        vacante: before.job,
        estado: { antes: before.estado, despues: input.estado },
      },
    });
  });
  return { id: input.aplicante, estado: input.estado };
}
