import { getVistaPreviaCurso } from '@academia/contract/catalog/get-vista-previa-curso';
import { getVistaPreviaLeccion } from '@academia/contract/catalog/get-vista-previa-leccion';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './preview.service';

export function registerPreviewRoutes(app: FastifyInstance): void {
  registerCall(app, getVistaPreviaCurso, async ({ app: ctx, input }) =>
    service.previewCourse(ctx, input.curso),
  );
  registerCall(app, getVistaPreviaLeccion, async ({ app: ctx, input, user }) =>
    service.previewLesson(ctx, user, input),
  );
}
