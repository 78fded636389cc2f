import { Text } from '@mantine/core';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { useCerrarSesionesUsuario } from '../api/cerrar-sesiones-usuario';

export const CERRAR_SESIONES_PREGUNTA = '¿Cerrar todas las sesiones abiertas de esta cuenta?';

/** The success text, by how many sessions were open. */
export function sesionesCerradasTexto(n: number): string {
  if (n === 0) return 'No había sesiones abiertas.';
  return n === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${n} sesiones.`;
}

/**
 * 'Cerrar sesiones' on a people list: asks first, then ends every session of the account
 * (cerrarSesionesUsuario). Render `dialog` once in the screen; `ask` opens it for a person.
 */
export function useCloseSessions() {
  const cerrar = useCerrarSesionesUsuario();
  const { confirm, dialog } = useConfirm();
  const ask = (person: { id: number; nombre: string; email: string }) =>
    confirm({
      title: 'Cerrar sesiones',
      question: CERRAR_SESIONES_PREGUNTA,
      details: (
        <>
          <Text fw={600}>
            {person.nombre} ({person.email})
          </Text>
          <Text size="sm">
            Tendrá que volver a iniciar sesión en todos sus dispositivos. Su contraseña no cambia.
          </Text>
        </>
      ),
      confirmLabel: 'Cerrar sesiones',
      color: 'blue',
      action: () => cerrar.mutateAsync({ usuario: person.id }),
      errorFallback: 'No se pudieron cerrar las sesiones.',
      success: (result) => sesionesCerradasTexto(result.sesiones_cerradas),
      successMs: 3000,
    });
  return { ask, dialog };
}
