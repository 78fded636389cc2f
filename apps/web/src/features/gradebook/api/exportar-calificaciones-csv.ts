import {
  exportarCalificacionesCsv as call,
  type TExportarCalificacionesCsvRequest,
} from '@academia/contract/gradebook/exportar-calificaciones-csv';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function exportarCalificacionesCsv(input: TExportarCalificacionesCsvRequest) {
  return callApi(call, input);
}

export function useExportarCalificacionesCsv() {
  return useMutation({ mutationFn: exportarCalificacionesCsv });
}
