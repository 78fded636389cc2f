import { TIPO } from '@academia/contract/core/call';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { requireTipo } from '../guards/require-tipo';
import { SignedInTopNavShell } from './signed-in-top-nav-shell';

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
  return (
    <SignedInTopNavShell
      home="/plataforma/cursos"
      label="Navegación del alumno"
      links={[
        { label: 'Mis Cursos', to: '/plataforma/cursos' },
        { label: 'Mis Certificados', to: '/plataforma/mis-certificados' },
        { label: 'Mis Pagos', to: '/plataforma/pagos' },
        { label: 'Oportunidades', to: '/plataforma/oportunidades' },
        { label: 'Mis postulaciones', to: '/plataforma/postulaciones' },
        { label: 'Mi Perfil', to: '/plataforma/perfil' },
      ]}
    />
  );
}
