import {
  exportarPagosCsv as call,
  type TExportarPagosCsvRequest,
} from '@academia/contract/payments/exportar-pagos-csv';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function exportarPagosCsv(input: TExportarPagosCsvRequest) {
  return callApi(call, input);
}

export function useExportarPagosCsv() {
  return useMutation({ mutationFn: exportarPagosCsv });
}
