import { confirmarInscripcion } from '@academia/contract/learning/confirmar-inscripcion';
import { extenderAccesoAlumnoCurso } from '@academia/contract/learning/extender-acceso-alumno-curso';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getInscripcionesPendientes } from '@academia/contract/learning/get-inscripciones-pendientes';
import { getPosicionVideo } from '@academia/contract/learning/get-posicion-video';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { guardarPosicionVideo } from '@academia/contract/learning/guardar-posicion-video';
import { marcarComoCompletado } from '@academia/contract/learning/marcar-como-completado';
import { rechazarInscripcion } from '@academia/contract/learning/rechazar-inscripcion';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as inscripciones from './inscripciones.service';
import { COURSE_CONTENT_TABLES } from './learning.repository';
import * as service from './learning.service';

export function registerLearningRoutes(app: FastifyInstance): void {
  // Outlines and lessons are cached until their content is edited (decision 015).
  app.ctx.cache.watchTables(COURSE_CONTENT_TABLES);
  registerCall(app, getCursosAlumno, async ({ app: ctx, user }) => ({
    content: await service.getCursosAlumno(ctx, user),
  }));
  registerCall(app, getTemasCurso, async ({ app: ctx, user, input }) =>
    service.getTemasCurso(ctx, user, input),
  );
  registerCall(app, getSubtema, async ({ app: ctx, user, input }) =>
    service.getSubtema(ctx, user, input),
  );
  registerCall(app, marcarComoCompletado, async ({ app: ctx, user, input }) => ({
    content: await service.marcarComoCompletado(ctx, user, input),
  }));
  registerCall(app, getPosicionVideo, async ({ app: ctx, user, input }) => ({
    content: await service.getPosicionVideo(ctx, user, input.subtema),
  }));
  registerCall(app, guardarPosicionVideo, async ({ app: ctx, user, input }) => ({
    content: await service.guardarPosicionVideo(ctx, user, input),
  }));
  registerCall(app, extenderAccesoAlumnoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.extenderAccesoAlumnoCurso(ctx, user, input),
  }));
  registerCall(app, getInscripcionesPendientes, async ({ app: ctx, input }) =>
    inscripciones.getInscripcionesPendientes(ctx, input),
  );
  registerCall(app, confirmarInscripcion, async ({ app: ctx, input, user }) => ({
    content: await inscripciones.confirmarInscripcion(ctx, user, input),
  }));
  registerCall(app, rechazarInscripcion, async ({ app: ctx, input, user }) => ({
    content: await inscripciones.rechazarInscripcion(ctx, user, input),
  }));
}
