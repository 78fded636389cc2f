import { agregarAviso } from '@academia/contract/announcements/agregar-aviso';
import { getAvisosAdmin } from '@academia/contract/announcements/get-avisos-admin';
import { getAvisosCurso } from '@academia/contract/announcements/get-avisos-curso';
import { marcarAvisosLeidos } from '@academia/contract/announcements/marcar-avisos-leidos';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './announcements.service';

/** Announcements ('Avisos'): posted by staff, read by the students of the course or group. */
export function registerAnnouncementsRoutes(app: FastifyInstance): void {
  registerCall(app, agregarAviso, async ({ app: ctx, user, input }) => ({
    content: await service.agregarAviso(ctx, user, input),
  }));
  registerCall(app, getAvisosAdmin, ({ app: ctx, user, input }) =>
    service.getAvisosAdmin(ctx, user, input),
  );
  registerCall(app, getAvisosCurso, ({ app: ctx, user, input }) =>
    service.getAvisosCurso(ctx, user, input),
  );
  registerCall(app, marcarAvisosLeidos, ({ app: ctx, user, input }) =>
    service.marcarAvisosLeidos(ctx, user, input),
  );
}
