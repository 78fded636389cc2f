import { getVacantes } from '@academia/contract/job-market/get-vacantes';
import { importarVacantes } from '@academia/contract/job-market/importar-vacantes';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import * as service from './job-market.service';

export function registerJobMarketRoutes(app: FastifyInstance): void {
  registerCall(app, getVacantes, async ({ app: ctx, input }) => service.dashboard(ctx, input));

  registerCall(app, importarVacantes, async ({ app: ctx, input, files }) => {
    const [file] = files.archivo ?? [];
    if (!file) throw badRequest('Elige el archivo CSV de vacantes.');
    return { content: await service.importUploaded(ctx, file, input.reemplazar === '1') };
  });
}
