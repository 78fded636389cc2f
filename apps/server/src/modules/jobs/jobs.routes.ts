import { actualizarEstadoAplicante } from '@academia/contract/jobs/actualizar-estado-aplicante';
import { actualizarJob } from '@academia/contract/jobs/actualizar-job';
import { agregarJob } from '@academia/contract/jobs/agregar-job';
import { editarJob } from '@academia/contract/jobs/editar-job';
import { getAplicantes } from '@academia/contract/jobs/get-aplicantes';
import { getJob } from '@academia/contract/jobs/get-job';
import { getJobs } from '@academia/contract/jobs/get-jobs';
import { getJobsAdmin } from '@academia/contract/jobs/get-jobs-admin';
import { postularVacante } from '@academia/contract/jobs/postular-vacante';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { registerCvDownloadRoute } from './cv-download.route';
import { JOB_TABLES } from './jobs.repository';
import * as service from './jobs.service';

export function registerJobsRoutes(app: FastifyInstance): void {
  registerCall(app, getJobs, async ({ app: ctx }) => ({ content: await service.publicJobs(ctx) }), {
    cachedFrom: JOB_TABLES,
  });
  registerCall(
    app,
    getJob,
    async ({ app: ctx, input }) => ({ content: await service.job(ctx, input.unique_id, true) }),
    { cachedFrom: JOB_TABLES },
  );
  registerCall(app, postularVacante, async ({ app: ctx, input, files }) => {
    await service.apply(ctx, input, files.cv?.[0]);
    return {};
  });

  registerCall(app, getJobsAdmin, async ({ app: ctx, input }) => service.allJobs(ctx, input.page));
  registerCall(app, agregarJob, async ({ app: ctx, input, user }) => ({
    content: await service.createJob(ctx, user, input),
  }));
  registerCall(app, editarJob, async ({ app: ctx, input }) => ({
    content: await service.jobForEdit(ctx, input.unique_id),
  }));
  registerCall(app, actualizarJob, async ({ app: ctx, input, user }) => ({
    content: await service.updateJob(ctx, user, input),
  }));
  registerCall(app, getAplicantes, async ({ app: ctx, input }) =>
    service.aplicantes(ctx, input.unique_id, input.page),
  );
  registerCall(app, actualizarEstadoAplicante, async ({ app: ctx, input, user }) => ({
    content: await service.updateEstadoAplicante(ctx, user, input),
  }));
  registerCvDownloadRoute(app);
}
