import { actualizarPreguntaForo } from '@academia/contract/forum/actualizar-pregunta-foro';
import { agregarPreguntaForo } from '@academia/contract/forum/agregar-pregunta-foro';
import { agregarRespuestaForoProfesor } from '@academia/contract/forum/agregar-respuesta-foro-profesor';
import { editarPreguntaForo } from '@academia/contract/forum/editar-pregunta-foro';
import { eliminarRespuestaForoDiscusion } from '@academia/contract/forum/eliminar-respuesta-foro-discusion';
import { eliminarRespuestaRespuestaForoDiscusion } from '@academia/contract/forum/eliminar-respuesta-respuesta-foro-discusion';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './forum-admin.service';

/**
 * The staff's side of the course forums: the administrator's (admin/plataforma/foro-discusion)
 * and, scoped to their groups' courses by the calls' `teaches`, the teacher's.
 */
export function registerForumAdminRoutes(app: FastifyInstance): void {
  registerCall(app, getContenidoForoDiscusionCurso, ({ app: ctx, input }) =>
    service.listQuestions(ctx, input),
  );
  registerCall(app, agregarPreguntaForo, async ({ app: ctx, input }) => ({
    content: await service.addQuestion(ctx, input),
  }));
  registerCall(app, editarPreguntaForo, async ({ app: ctx, input }) => ({
    content: await service.getQuestion(ctx, input.pregunta),
  }));
  registerCall(app, actualizarPreguntaForo, async ({ app: ctx, input }) => ({
    content: await service.updateQuestion(ctx, input),
  }));
  registerCall(app, getRespuestasPreguntaForo, ({ app: ctx, input }) =>
    service.listAnswers(ctx, input),
  );
  registerCall(app, agregarRespuestaForoProfesor, async ({ app: ctx, user, input }) => ({
    content: await service.addStaffAnswer(ctx, user, input),
  }));
  registerCall(app, eliminarRespuestaForoDiscusion, async ({ app: ctx, user, input }) => ({
    content: await service.deleteAnswer(ctx, user, input.respuesta),
  }));
  registerCall(app, eliminarRespuestaRespuestaForoDiscusion, async ({ app: ctx, user, input }) => ({
    content: await service.deleteReply(ctx, user, input.respuesta),
  }));
}
