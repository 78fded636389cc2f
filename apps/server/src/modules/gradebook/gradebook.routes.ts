import { exportarCalificacionesCsv } from '@academia/contract/gradebook/exportar-calificaciones-csv';
import { getCalificacionesCurso } from '@academia/contract/gradebook/get-calificaciones-curso';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './gradebook.service';

export function registerGradebookRoutes(app: FastifyInstance): void {
  registerCall(app, getCalificacionesCurso, ({ app: ctx, input }) =>
    service.gradebookFor(ctx, input),
  );
  registerCall(app, exportarCalificacionesCsv, async ({ app: ctx, input }) => ({
    content: await service.gradebookCsvFor(ctx, input),
  }));
}
