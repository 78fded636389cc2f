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

/** The article area, for administrators and teachers, after the session check. */
export async function clientLoader() {
  await requireTipo([TIPO.admin, TIPO.teacher]);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function AdminArticlesLayout() {
  const { academyName } = useAcademy();
  const logout = useLogout();
  return (
    <QueryClientProvider client={queryClient}>
      <TopNav
        brand={academyName}
        brandTo="/admin/listado-articulos"
        label="Navegación de administración"
        items={[
          { kind: 'link', label: 'Artículos', to: '/admin/listado-articulos' },
          { kind: 'link', label: 'Medios', to: '/admin/listado-medios' },
          { kind: 'link', label: 'Jobs', to: '/admin/listado-jobs' },
          { kind: 'action', label: 'Cerrar sesión', onClick: () => void logout() },
        ]}
      />
      <Box component="main">
        <Outlet />
      </Box>
    </QueryClientProvider>
  );
}
