import { TIPO } from '@academia/contract/core/call';
import { useLoaderData } from 'react-router';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { requireTipo } from '../guards/require-tipo';
import { DemoPasswordBanner } from './demo-password-banner';
import { SignedInTopNavShell } from './signed-in-top-nav-shell';

/** The article area, for administrators and teachers, after the session check. */
export async function clientLoader() {
  return { tipo: await requireTipo([TIPO.admin, TIPO.teacher]) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function AdminArticlesLayout() {
  const { tipo } = useLoaderData<typeof clientLoader>();
  return (
    <SignedInTopNavShell
      banner={<DemoPasswordBanner enabled={tipo === TIPO.admin} />}
      home="/admin/listado-articulos"
      label="Navegación de administración"
      links={[
        // A teacher's own platform area (issue 24), beside the articles they keep.
        ...(tipo === TIPO.teacher ? [{ label: 'Mis grupos', to: '/profesor/grupos' }] : []),
        { label: 'Artículos', to: '/admin/listado-articulos' },
        { label: 'Medios', to: '/admin/listado-medios' },
        { label: 'Jobs', to: '/admin/listado-jobs' },
        { label: 'Mi perfil', to: '/admin/mi-perfil' },
      ]}
    />
  );
}
