import { categoriaCursoPaginado } from '@academia/contract/catalog/categoria-curso-paginado';
import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { editarCategoriaCurso } from '@academia/contract/catalog/editar-categoria-curso';
import { editarCurso } from '@academia/contract/catalog/editar-curso';
import { getCategoriasCurso } from '@academia/contract/catalog/get-categorias-curso';
import {
  updateCategoriaCurso as call,
  type TUpdateCategoriaCursoRequest,
} from '@academia/contract/catalog/update-categoria-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function updateCategoriaCurso(input: TUpdateCategoriaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useUpdateCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategoriaCurso,
    onSuccess: () =>
      invalidateCalls(client, [
        categoriaCursoPaginado,
        getCategoriasCurso,
        editarCategoriaCurso,
        cursoPaginado,
        editarCurso,
      ]),
  });
}
