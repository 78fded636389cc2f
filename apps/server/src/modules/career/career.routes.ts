import { actualizarPreferenciasCarrera } from '@academia/contract/career/actualizar-preferencias-carrera';
import { getOportunidadesAlumno } from '@academia/contract/career/get-oportunidades-alumno';
import { getPostulacionesAlumno } from '@academia/contract/career/get-postulaciones-alumno';
import { getPreferenciasCarrera } from '@academia/contract/career/get-preferencias-carrera';
import { postularVacanteAlumno } from '@academia/contract/career/postular-vacante-alumno';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { OPPORTUNITY_TABLES } from './career.repository';
import * as service from './career.service';

export function registerCareerRoutes(app: FastifyInstance): void {
  // The ranked pages are cached until a vacancy, a skill or a course is written (decision 031).
  app.ctx.cache.watchTables(OPPORTUNITY_TABLES);
  registerCall(app, getOportunidadesAlumno, ({ app: ctx, input, user }) =>
    service.opportunities(ctx, user.id, input.page),
  );
  registerCall(app, getPreferenciasCarrera, async ({ app: ctx, user }) => ({
    content: await service.preferences(ctx, user.id),
  }));
  registerCall(app, actualizarPreferenciasCarrera, async ({ app: ctx, input, user }) => ({
    content: await service.savePreferences(ctx, user, input),
  }));
  registerCall(app, postularVacanteAlumno, async ({ app: ctx, input, user }) => ({
    content: await service.apply(ctx, user, input.job),
  }));
  registerCall(app, getPostulacionesAlumno, ({ app: ctx, input, user }) =>
    service.applications(ctx, user.id, input.page),
  );
}
