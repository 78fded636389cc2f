import {
  enviarRespueastasEvaluacionAlumno as call,
  type TEnviarRespueastasEvaluacionAlumnoRequest,
} from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import { getEvaluacionesAlumnoCurso } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso';
import { getEvaluacionesAlumnoCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { getEvaluacionesCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { getRespuestasEvaluacionAlumno } from '@academia/contract/evaluations/get-respuestas-evaluacion-alumno';
import { getRevisionIntentoAlumno } from '@academia/contract/evaluations/get-revision-intento-alumno';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export const enviarRespueastasEvaluacionAlumno = (
  input: TEnviarRespueastasEvaluacionAlumnoRequest,
) => callApi(call, input);

export function useEnviarRespueastasEvaluacionAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enviarRespueastasEvaluacionAlumno,
    onSuccess: () =>
      invalidateCalls(client, [
        getEvaluacionesCursoAlumno,
        getEvaluacionesAlumnoCursoAlumno,
        getDashboard,
        getEvaluacionesAlumnoCurso,
        getRespuestasEvaluacionAlumno,
        // Passing (or using the last attempt) may let earlier reviews show the correct answers.
        getRevisionIntentoAlumno,
      ]),
  });
}
