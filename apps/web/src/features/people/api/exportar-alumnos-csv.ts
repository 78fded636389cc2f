import {
  exportarAlumnosCsv as call,
  type TExportarAlumnosCsvRequest,
} from '@academia/contract/people/exportar-alumnos-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function exportarAlumnosCsv(input: TExportarAlumnosCsvRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useExportarAlumnosCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportarAlumnosCsv,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
