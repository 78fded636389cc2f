import {
  enviarRespueastasEvaluacionAlumno as call,
  type TEnviarRespueastasEvaluacionAlumnoRequest,
} from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export const enviarRespueastasEvaluacionAlumno = (
  input: TEnviarRespueastasEvaluacionAlumnoRequest,
) => callApi(call, input);

export function useEnviarRespueastasEvaluacionAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enviarRespueastasEvaluacionAlumno,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['learning', 'evaluaciones'] }),
        client.invalidateQueries({ queryKey: ['learning', 'intentos'] }),
      ]),
  });
}
