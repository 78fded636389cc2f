import { agregarRespuestaForoUsuario } from '@academia/contract/forum/agregar-respuesta-foro-usuario';
import { agregarRespuestaRespuestaForoUsuario } from '@academia/contract/forum/agregar-respuesta-respuesta-foro-usuario';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './forum-student.service';

export function registerForumStudentRoutes(app: FastifyInstance): void {
  registerCall(app, getForosDiscusionAlumnoCurso, async ({ app: ctx, user, input }) => ({
    content: await service.getForosDiscusionAlumnoCurso(ctx, user, input.curso),
  }));
  registerCall(app, getDataForoDiscusion, ({ app: ctx, user, input }) =>
    service.getDataForoDiscusion(ctx, user, input),
  );
  registerCall(app, agregarRespuestaForoUsuario, async ({ app: ctx, user, input }) => ({
    content: await service.agregarRespuestaForoUsuario(ctx, user, input),
  }));
  registerCall(app, agregarRespuestaRespuestaForoUsuario, async ({ app: ctx, user, input }) => ({
    content: await service.agregarRespuestaRespuestaForoUsuario(ctx, user, input),
  }));
}
