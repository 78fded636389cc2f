import {
  exportarAlumnosCsv as call,
  type TExportarAlumnosCsvRequest,
} from '@academia/contract/people/exportar-alumnos-csv';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function exportarAlumnosCsv(input: TExportarAlumnosCsvRequest) {
  return callApi(call, input);
}

export function useExportarAlumnosCsv() {
  return useMutation({ mutationFn: exportarAlumnosCsv });
}
