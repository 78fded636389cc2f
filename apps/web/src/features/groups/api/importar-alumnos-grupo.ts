import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { importarAlumnosGrupo as call } from '@academia/contract/groups/importar-alumnos-grupo';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function importarAlumnosGrupo(input: {
  grupo: number;
  archivo: File;
  confirmar: boolean;
}) {
  const { content } = await callApi(
    call,
    { grupo: input.grupo, confirmar: input.confirmar ? '1' : '0' },
    { files: { archivo: input.archivo } },
  );
  return content;
}

/** A preview changes nothing; an import changes the lists a new member appears in. */
export function useImportarAlumnosGrupo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarAlumnosGrupo,
    onSuccess: (content) => {
      if (!content.importado) return;
      return invalidateCalls(queryClient, [
        getAlumnosGrupoCurso,
        getGruposCurso,
        alumnoPaginado,
        getAlumnosCurso,
        abrirCursosAlumno,
        getAlumnoGrupos,
        searchAlumnos,
        buscarAlumnoExistente,
      ]);
    },
  });
}
