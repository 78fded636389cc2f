import {
  exportarPagosCsv as call,
  type TExportarPagosCsvRequest,
} from '@academia/contract/payments/exportar-pagos-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function exportarPagosCsv(input: TExportarPagosCsvRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useExportarPagosCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportarPagosCsv,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
