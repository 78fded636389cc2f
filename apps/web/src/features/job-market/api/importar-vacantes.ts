import { getGraficasVacantes } from '@academia/contract/job-market/get-graficas-vacantes';
import { getVacantes } from '@academia/contract/job-market/get-vacantes';
import { importarVacantes as call } from '@academia/contract/job-market/importar-vacantes';
import { getBrechaCompetencias } from '@academia/contract/skills/get-brecha-competencias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function importarVacantes(input: { archivo: File; reemplazar: boolean }) {
  const { content } = await callApi(
    call,
    { reemplazar: input.reemplazar ? '1' : '0' },
    { files: { archivo: input.archivo } },
  );
  return content;
}

/** After an import the dashboard's figures, charts and table are stale. */
export function useImportarVacantes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarVacantes,
    onSuccess: () =>
      invalidateCalls(queryClient, [getVacantes, getGraficasVacantes, getBrechaCompetencias]),
  });
}
