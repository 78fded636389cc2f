import { TIPO } from '@academia/contract/core/call';
import { Box } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { TopNav } from '~/components/ui/top-nav';
import { useLogout } from '~/features/auth/api/logout';
import { useAcademy } from '~/lib/academy';
import { queryClient } from '~/lib/query-client';
import { requireTipo } from '../guards/require-tipo';

/** The student area renders only after the session check (the blocking first navigation). */
export async function clientLoader() {
  await requireTipo([TIPO.student]);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function StudentLayout() {
  const { academyName } = useAcademy();
  const logout = useLogout();
  return (
    <QueryClientProvider client={queryClient}>
      <TopNav
        brand={academyName}
        brandTo="/plataforma/cursos"
        label="Navegación del alumno"
        items={[
          { kind: 'link', label: 'Mis Cursos', to: '/plataforma/cursos' },
          { kind: 'link', label: 'Mis Certificados', to: '/plataforma/mis-certificados' },
          { kind: 'link', label: 'Mi Perfil', to: '/plataforma/perfil' },
          { kind: 'action', label: 'Cerrar sesión', onClick: () => void logout() },
        ]}
      />
      <Box component="main">
        <Outlet />
      </Box>
    </QueryClientProvider>
  );
}
