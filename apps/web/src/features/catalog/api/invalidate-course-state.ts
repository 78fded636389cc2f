import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { editarCurso } from '@academia/contract/catalog/editar-curso';
import { getCatalogoCursos } from '@academia/contract/catalog/get-catalogo-cursos';
import { getCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import { getCursos } from '@academia/contract/catalog/get-cursos';
import { getVistaPreviaCurso } from '@academia/contract/catalog/get-vista-previa-curso';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCalls } from '~/lib/query-keys';

/**
 * What a course's state, a copy or a delete changes: the course list (every filter and page),
 * the selection lists, the catalogue and the preview, which show the state or the course.
 */
export const invalidateCourseState = (client: QueryClient) =>
  invalidateCalls(client, [
    cursoPaginado,
    getCursos,
    editarCurso,
    getCatalogoCursos,
    getCursoPublico,
    getVistaPreviaCurso,
  ]);
