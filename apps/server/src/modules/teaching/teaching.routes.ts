import { getAlumnosMiGrupo } from '@academia/contract/teaching/get-alumnos-mi-grupo';
import { getCalificacionesMiGrupo } from '@academia/contract/teaching/get-calificaciones-mi-grupo';
import { getMisGrupos } from '@academia/contract/teaching/get-mis-grupos';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { teachesAll } from './teaching.repository';
import * as service from './teaching.service';

/**
 * A teacher's 'Mis grupos', and the scope every call that declares `teaches` is checked
 * against (decision 022).
 */
export function registerTeachingRoutes(app: FastifyInstance): void {
  app.decorate('teacherScope', (teacher, records) => teachesAll(app.ctx.db, teacher, records));
  registerCall(app, getMisGrupos, ({ app: ctx, user, input }) =>
    service.getMisGrupos(ctx, user, input.page),
  );
  registerCall(app, getAlumnosMiGrupo, ({ app: ctx, input }) =>
    service.getAlumnosMiGrupo(ctx, input),
  );
  registerCall(app, getCalificacionesMiGrupo, ({ app: ctx, user, input }) =>
    service.getCalificacionesMiGrupo(ctx, user, input),
  );
}
