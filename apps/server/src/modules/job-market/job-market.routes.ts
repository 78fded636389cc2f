import { getGraficasVacantes } from '@academia/contract/job-market/get-graficas-vacantes';
import { getVacantes } from '@academia/contract/job-market/get-vacantes';
import { importarVacantes } from '@academia/contract/job-market/importar-vacantes';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { VACANTES_TABLES } from './job-market.repository';
import * as service from './job-market.service';
import { FALTA_ARCHIVO } from './messages';
import { charts } from './vacancy-charts.repository';

export function registerJobMarketRoutes(app: FastifyInstance): void {
  // The dashboard's figures cover the whole table, and only an import changes them.
  registerCall(app, getVacantes, async ({ app: ctx, input }) => service.dashboard(ctx, input), {
    cachedFrom: VACANTES_TABLES,
  });
  registerCall(app, getGraficasVacantes, async ({ app: ctx }) => charts(ctx.db), {
    cachedFrom: VACANTES_TABLES,
  });

  registerCall(app, importarVacantes, async ({ app: ctx, input, files }) => {
    const [file] = files.archivo ?? [];
    if (!file) throw badRequest(FALTA_ARCHIVO);
    return { content: await service.importUploaded(ctx, file, input.reemplazar === '1') };
  });
}
