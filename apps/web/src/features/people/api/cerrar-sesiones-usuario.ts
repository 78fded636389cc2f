import {
  cerrarSesionesUsuario as call,
  type TCerrarSesionesUsuarioRequest,
} from '@academia/contract/auth/cerrar-sesiones-usuario';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function cerrarSesionesUsuario(input: TCerrarSesionesUsuarioRequest) {
  return (await callApi(call, input)).content;
}

/** Nothing listed changes (sessions are not shown), so nothing is invalidated. */
export function useCerrarSesionesUsuario() {
  return useMutation({ mutationFn: cerrarSesionesUsuario });
}
