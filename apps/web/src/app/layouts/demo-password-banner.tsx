import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useGetAvisosSeguridad } from '~/features/auth/api/get-avisos-seguridad';

export const DEMO_PASSWORD_WARNING =
  'Hay cuentas de demostración que siguen con la contraseña publicada: cualquiera que la conozca puede entrar con ellas. Cambia su contraseña o desactívalas en Alumnos, Profesores y Administradores.';

/** Above every administration page while a demo account keeps its published password. */
export function DemoPasswordBanner({ enabled = true }: { enabled?: boolean }) {
  const { data } = useGetAvisosSeguridad(enabled);
  if (!data?.contrasena_demo_por_defecto) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      title="Contraseña de demostración sin cambiar"
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
    >
      {DEMO_PASSWORD_WARNING}
    </Alert>
  );
}
