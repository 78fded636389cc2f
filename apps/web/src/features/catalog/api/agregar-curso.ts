import {
  agregarCurso as call,
  type TAgregarCursoRequest,
} from '@academia/contract/catalog/agregar-curso';
import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarCurso(input: { fields: TAgregarCursoRequest; imagen: File | null }) {
  return (await callApi(call, input.fields, { files: { imagen: input.imagen } })).content;
}

export function useAgregarCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarCurso,
    onSuccess: () => invalidateCalls(client, [cursoPaginado, abrirCursosAlumno]),
  });
}
