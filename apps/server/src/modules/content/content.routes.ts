import { actualizarOrdenSubtemas } from '@academia/contract/content/actualizar-orden-subtemas';
import { actualizarOrdenTemas } from '@academia/contract/content/actualizar-orden-temas';
import { actualizarTemaCurso } from '@academia/contract/content/actualizar-tema-curso';
import { agregarContenidoSubtema } from '@academia/contract/content/agregar-contenido-subtema';
import { agregarMaterialSubtema } from '@academia/contract/content/agregar-material-subtema';
import { agregarPreguntaQuizSubtema } from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import { agregarQuizSubtema } from '@academia/contract/content/agregar-quiz-subtema';
import { agregarSubtemaTema } from '@academia/contract/content/agregar-subtema-tema';
import { agregarTemaCurso } from '@academia/contract/content/agregar-tema-curso';
import { editarTemaCurso } from '@academia/contract/content/editar-tema-curso';
import { eliminarMaterialSubtema } from '@academia/contract/content/eliminar-material-subtema';
import { eliminarSubtema } from '@academia/contract/content/eliminar-subtema';
import { eliminarTema } from '@academia/contract/content/eliminar-tema';
import { getDataSubtema } from '@academia/contract/content/get-data-subtema';
import { getDatosCursoAdmin } from '@academia/contract/content/get-datos-curso-admin';
import { getPreguntasQuizSubtema } from '@academia/contract/content/get-preguntas-quiz-subtema';
import { getQuizSubtema } from '@academia/contract/content/get-quiz-subtema';
import { getSubtemasTema } from '@academia/contract/content/get-subtemas-tema';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as lessons from './lessons.service';
import * as quizzes from './quizzes.service';
import * as topics from './topics.service';

export function registerContentRoutes(app: FastifyInstance): void {
  registerCall(app, getTemasYsubtemas, async ({ app: ctx, input }) =>
    topics.topicsWithSubtopics(ctx, input.curso),
  );
  registerCall(app, agregarTemaCurso, async ({ app: ctx, input, user }) => ({
    content: await topics.addTopic(ctx, user, input.curso, input.tema),
  }));
  registerCall(app, editarTemaCurso, async ({ app: ctx, input }) => ({
    content: await topics.getTopic(ctx, input.tema),
  }));
  registerCall(app, actualizarTemaCurso, async ({ app: ctx, input, user }) => ({
    content: await topics.renameTopic(ctx, user, input.id, input.tema),
  }));
  registerCall(app, agregarSubtemaTema, async ({ app: ctx, input, user }) => ({
    content: await topics.addSubtopic(ctx, user, input.tema, input.nombre),
  }));
  registerCall(app, eliminarSubtema, async ({ app: ctx, input, user }) => ({
    content: await topics.removeSubtopic(ctx, user, input.subtema),
  }));
  registerCall(app, eliminarTema, async ({ app: ctx, input, user }) => ({
    content: await topics.removeTopic(ctx, user, input.tema),
  }));
  registerCall(app, actualizarOrdenSubtemas, async ({ app: ctx, input }) => ({
    content: await topics.reorderSubtopics(ctx, input.nuevoOrden),
  }));
  registerCall(app, actualizarOrdenTemas, async ({ app: ctx, input }) => ({
    content: await topics.reorderTopics(ctx, input.nuevoOrden),
  }));

  registerCall(app, getSubtemasTema, async ({ app: ctx, input }) => ({
    content: await lessons.subtopicsOfTopic(ctx, input.tema),
  }));
  registerCall(app, getTemasCursoAdmin, async ({ app: ctx, input }) => ({
    content: (await topics.topicsWithSubtopics(ctx, input.curso)).content,
  }));
  registerCall(app, getDatosCursoAdmin, async ({ app: ctx, input }) =>
    lessons.topicWithCourse(ctx, input.tema),
  );
  registerCall(app, getDataSubtema, async ({ app: ctx, user, input }) =>
    lessons.lessonData(ctx, input.subtema, user.id),
  );
  registerCall(app, agregarContenidoSubtema, async ({ app: ctx, user, input, files }) =>
    lessons.saveContent(ctx, user, input, {
      imagen: files.imagen?.[0],
      video: files.video?.[0],
      materiales: files.files ?? [],
    }),
  );
  registerCall(app, agregarMaterialSubtema, async ({ app: ctx, user, input, files }) => {
    const [archivo] = files.archivo ?? [];
    if (!archivo) throw new Error('the contract requires archivo');
    return {
      content: await lessons.addMaterial(ctx, user, { ...input, archivo }),
    };
  });
  registerCall(app, eliminarMaterialSubtema, async ({ app: ctx, input, user }) => ({
    content: await lessons.removeMaterial(ctx, user, input.id),
  }));

  registerCall(app, getQuizSubtema, async ({ app: ctx, input }) => ({
    content: await quizzes.quizzesOf(ctx, input.subtema),
  }));
  registerCall(app, agregarQuizSubtema, async ({ app: ctx, input }) => ({
    content: await quizzes.addQuiz(ctx, input.subtema, input.nombre),
  }));
  registerCall(app, getPreguntasQuizSubtema, async ({ app: ctx, input }) => ({
    content: await quizzes.questionsOf(ctx, input.quiz),
  }));
  registerCall(app, agregarPreguntaQuizSubtema, async ({ app: ctx, input }) => ({
    content: await quizzes.addQuestion(ctx, input),
  }));
}
