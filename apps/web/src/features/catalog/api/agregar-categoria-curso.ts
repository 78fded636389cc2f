import {
  agregarCategoriaCurso as call,
  type TAgregarCategoriaCursoRequest,
} from '@academia/contract/catalog/agregar-categoria-curso';
import { categoriaCursoPaginado } from '@academia/contract/catalog/categoria-curso-paginado';
import { getCategoriasCurso } from '@academia/contract/catalog/get-categorias-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarCategoriaCurso(input: TAgregarCategoriaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarCategoriaCurso,
    onSuccess: () => invalidateCalls(client, [categoriaCursoPaginado, getCategoriasCurso]),
  });
}
