import {
  eliminarTema as call,
  type TEliminarTemaRequest,
} from '@academia/contract/content/eliminar-tema';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function eliminarTema(input: TEliminarTemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarTema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarTema,
    onSuccess: () =>
      invalidateCalls(client, [
        getTemasYsubtemas,
        getTemasCursoAdmin,
        getTemasCurso,
        getCursosAlumno,
        getDashboard,
      ]),
  });
}
