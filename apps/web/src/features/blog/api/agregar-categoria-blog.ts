import { agregarCategoriaBlog as call } from '@academia/contract/blog/agregar-categoria-blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useAgregarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nombre: string) => callApi(call, { nombre }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
