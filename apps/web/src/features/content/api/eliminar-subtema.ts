import {
  eliminarSubtema as call,
  type TEliminarSubtemaRequest,
} from '@academia/contract/content/eliminar-subtema';
import { getDataSubtema } from '@academia/contract/content/get-data-subtema';
import { getSubtemasTema } from '@academia/contract/content/get-subtemas-tema';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function eliminarSubtema(input: TEliminarSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarSubtema,
    onSuccess: () =>
      invalidateCalls(client, [
        getSubtemasTema,
        getTemasYsubtemas,
        getTemasCursoAdmin,
        getTemasCurso,
        getCursosAlumno,
        getDashboard,
        getDataSubtema,
      ]),
  });
}
