import { z } from 'zod';
import { defineCall, zId, zPage } from '../core/call';
import { ZDataCurso } from '../core/course-breadcrumb';
import { ZPreguntaForo } from './pregunta-foro';

/** Questions per page of the administrator's forum table. */
export const PREGUNTAS_FORO_POR_PAGINA = 20;

export const ZGetContenidoForoDiscusionCursoRequest = z.object({
  curso: zId,
  /** Beyond the spec: the table is paged, 20 questions a page, newest first. */
  page: zPage,
});
export const ZGetContenidoForoDiscusionCursoResponse = z.object({
  content: z.array(ZPreguntaForo),
  /** Questions of the course in all pages. */
  count: z.number().int().min(0),
  dataCurso: ZDataCurso,
});
export type TGetContenidoForoDiscusionCursoRequest = z.input<
  typeof ZGetContenidoForoDiscusionCursoRequest
>;
export type TGetContenidoForoDiscusionCursoResponse = z.infer<
  typeof ZGetContenidoForoDiscusionCursoResponse
>;

export const getContenidoForoDiscusionCurso = defineCall({
  name: 'getContenidoForoDiscusionCurso',
  access: ['admin', 'teacher'],
  teaches: { curso: 'curso' },
  summary:
    'Las preguntas del foro de discusión de un curso (20 por página, las más recientes primero) ' +
    'con su número de respuestas, y los datos del curso para la ruta de navegación. 404 si el ' +
    'curso no existe. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZGetContenidoForoDiscusionCursoRequest,
  response: ZGetContenidoForoDiscusionCursoResponse,
});
