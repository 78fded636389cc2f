import { APLICANTES_PAGE_SIZE, type TAplicante } from '@academia/contract/jobs/get-aplicantes';
import { JOBS_PUBLICOS } from '@academia/contract/jobs/get-jobs';
import { JOBS_ADMIN_PAGE_SIZE } from '@academia/contract/jobs/get-jobs-admin';
import type { TJob, TJobResumen } from '@academia/contract/jobs/job-fields';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import type { StoredFile } from '../../platform/storage/multipart';
import * as repo from './jobs.repository';
import { CV_NO_ENCONTRADO, JOB_NO_ENCONTRADO } from './messages';

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
}

export async function createJob(ctx: AppContext, input: JobInput): Promise<TJob> {
  const uniqueId = await repo.insertJob(ctx.db, {
    ...input,
    descripcion: sanitizeRichText(input.descripcion),
    activo: 1,
  });
  return job(ctx, uniqueId, false);
}

export async function updateJob(
  ctx: AppContext,
  input: JobInput & { job: string; activo?: number },
): Promise<TJob> {
  const { job: uniqueId, ...fields } = input;
  const updated = await repo.updateJob(ctx.db, uniqueId, {
    ...fields,
    descripcion: sanitizeRichText(fields.descripcion),
  });
  if (!updated) throw notFound(JOB_NO_ENCONTRADO);
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
  const results: TAplicante[] = rows.map((r) => ({
    ...r,
    cv: r.cv !== null,
    fecha: r.fecha.toISOString(),
  }));
  return { results, count };
}

/** The stored CV of an applicant: its absolute path in the private area and a download name. */
export async function cvFile(ctx: AppContext, aplicante: number) {
  const row = await repo.findAplicanteCv(ctx.db, aplicante);
  if (!row?.cv || !(await ctx.storage.exists(row.cv, 'private'))) throw notFound(CV_NO_ENCONTRADO);
  return { path: ctx.storage.absolutePath(row.cv, 'private'), nombre: row.nombre };
}
