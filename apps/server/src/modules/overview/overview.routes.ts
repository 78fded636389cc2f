import { getResumenAdmin } from '@academia/contract/overview/get-resumen-admin';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './overview.service';

export function registerOverviewRoutes(app: FastifyInstance): void {
  registerCall(app, getResumenAdmin, ({ app: ctx }) => service.resumen(ctx));
}
