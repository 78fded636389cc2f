import {
  actualizarCurso as call,
  type TActualizarCursoRequest,
} from '@academia/contract/catalog/actualizar-curso';
import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { editarCurso } from '@academia/contract/catalog/editar-curso';
import { getCertificadosAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { getDatosCursoAdmin } from '@academia/contract/content/get-datos-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarCurso(input: {
  fields: TActualizarCursoRequest;
  imagen: File | null;
}) {
  return (await callApi(call, input.fields, { files: { imagen: input.imagen } })).content;
}

/** The course's name and dates appear beside its groups, content, evaluations, forum and payments. */
export function useActualizarCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarCurso,
    onSuccess: () =>
      invalidateCalls(client, [
        cursoPaginado,
        editarCurso,
        abrirCursosAlumno,
        getAlumnosCurso,
        getGruposCurso,
        getAlumnosGrupoCurso,
        getTemasYsubtemas,
        getDatosCursoAdmin,
        getEvaluacionesCurso,
        getContenidoForoDiscusionCurso,
        getAlumnoGrupos,
        getPagosAlumno,
        getPagosAlumnoCurso,
        getMisPagos,
        getCursosAlumno,
        getTemasCurso,
        getDashboard,
        getCertificadosAlumno,
      ]),
  });
}
