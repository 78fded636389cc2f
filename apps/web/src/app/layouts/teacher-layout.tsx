import { TIPO } from '@academia/contract/core/call';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { requireTipo } from '../guards/require-tipo';
import { SignedInTopNavShell } from './signed-in-top-nav-shell';

/** A teacher's 'Mis grupos' area, after the session check; the article area's links beside it. */
export async function clientLoader() {
  await requireTipo([TIPO.teacher]);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function TeacherLayout() {
  return (
    <SignedInTopNavShell
      home="/profesor/grupos"
      label="Navegación del profesor"
      links={[
        { label: 'Mis grupos', to: '/profesor/grupos' },
        { label: 'Artículos', to: '/admin/listado-articulos' },
        { label: 'Medios', to: '/admin/listado-medios' },
        { label: 'Jobs', to: '/admin/listado-jobs' },
        { label: 'Mi perfil', to: '/admin/mi-perfil' },
      ]}
    />
  );
}
