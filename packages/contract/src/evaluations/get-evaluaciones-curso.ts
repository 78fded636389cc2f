import { z } from 'zod';
import { defineCall, zId, zPage } from '../core/call';
import { ZDataCurso } from '../core/course-breadcrumb';
import { ZEvaluacion } from './evaluacion';

/** Evaluations per page of the administrator's table. */
export const EVALUACIONES_POR_PAGINA = 20;

export const ZGetEvaluacionesCursoRequest = z.object({
  curso: zId,
  /** Beyond the spec: the table is paged, 20 a page, oldest first. */
  page: zPage,
});
export const ZGetEvaluacionesCursoResponse = z.object({
  content: z.array(ZEvaluacion),
  /** Evaluations of the course in all pages (archived ones not counted). */
  count: z.number().int().min(0),
  dataCurso: ZDataCurso,
});
export type TGetEvaluacionesCursoRequest = z.input<typeof ZGetEvaluacionesCursoRequest>;
export type TGetEvaluacionesCursoResponse = z.infer<typeof ZGetEvaluacionesCursoResponse>;

export const getEvaluacionesCurso = defineCall({
  name: 'getEvaluacionesCurso',
  access: ['admin'],
  summary:
    'Las evaluaciones de un curso (20 por página; las archivadas no aparecen) y los datos del ' +
    'curso para la ruta de navegación. 404 si el curso no existe.',
  request: ZGetEvaluacionesCursoRequest,
  response: ZGetEvaluacionesCursoResponse,
});
