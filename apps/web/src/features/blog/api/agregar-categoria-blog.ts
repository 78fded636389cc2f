import { agregarCategoriaBlog as call } from '@academia/contract/blog/agregar-categoria-blog';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useAgregarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nombre: string) => callApi(call, { nombre }),
    onSuccess: () => invalidateCalls(client, [getCategorias]),
  });
}
