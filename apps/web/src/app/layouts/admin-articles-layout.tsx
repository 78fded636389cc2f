import { TIPO } from '@academia/contract/core/call';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { requireTipo } from '../guards/require-tipo';
import { SignedInTopNavShell } from './signed-in-top-nav-shell';

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
  return (
    <SignedInTopNavShell
      home="/admin/listado-articulos"
      label="Navegación de administración"
      links={[
        { label: 'Artículos', to: '/admin/listado-articulos' },
        { label: 'Medios', to: '/admin/listado-medios' },
        { label: 'Jobs', to: '/admin/listado-jobs' },
      ]}
    />
  );
}
