import { TIPO } from '@academia/contract/core/call';
import {
  AppShell,
  Badge,
  Burger,
  Group,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCash,
  IconCategory,
  IconChartBar,
  IconClipboardCheck,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconSchool,
  IconShieldLock,
  IconTags,
  IconUserCircle,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { CallOutcomeProvider } from '~/components/ui/call-outcome';
import { ErrorScreen } from '~/components/ui/error-screen';
import { PageLoader } from '~/components/ui/page-loader';
import { useLogout } from '~/features/auth/api/logout';
import { usePendingEnrolmentsCount } from '~/features/learning/api/get-inscripciones-pendientes';
import { useAcademy } from '~/lib/academy';
import { queryClient } from '~/lib/query-client';
import { requireTipo } from '../guards/require-tipo';
import { useAcademyTitle } from './academy-title';
import classes from './admin-platform-layout.module.css';
import { DemoPasswordBanner } from './demo-password-banner';
import { MAIN_ID, SkipLink } from './skip-link';

/** The platform administration, for administrators only, after the session check. */
export async function clientLoader() {
  await requireTipo([TIPO.admin]);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

const SIDEBAR = [
  // The administrator's landing page, first (issue 23).
  { label: 'Resumen', to: '/admin/plataforma/resumen', icon: IconLayoutDashboard },
  { label: 'Registrar Pago', to: '/admin/plataforma/registrar-pago', icon: IconCash },
  { label: 'Cursos', to: '/admin/plataforma/cursos', icon: IconSchool },
  // Enrolments waiting for an administrator (decision 017), with how many wait.
  { label: 'Inscripciones', to: '/admin/plataforma/inscripciones', icon: IconClipboardCheck },
  { label: 'Alumnos', to: '/admin/plataforma/alumnos', icon: IconUsers },
  { label: 'Profesores', to: '/admin/plataforma/profesores', icon: IconUserStar },
  { label: 'Administradores', to: '/admin/plataforma/administradores', icon: IconShieldLock },
  { label: 'Categorías de Curso', to: '/admin/plataforma/categorias-curso', icon: IconCategory },
  // Not in the spec's sidebar, but its dashboard route has no other way in.
  { label: 'Vacantes', to: '/admin/plataforma/vacantes', icon: IconChartBar },
  // The skills courses teach and vacancies ask for (issue 26).
  { label: 'Competencias', to: '/admin/plataforma/competencias', icon: IconTags },
  { label: 'Auditoría', to: '/admin/plataforma/auditoria', icon: IconHistory },
] as const;

/** How many enrolments wait for a decision, beside 'Inscripciones'; nothing when none. */
function PendingEnrolmentsBadge() {
  const count = usePendingEnrolmentsCount();
  if (!count) return null;
  return (
    <Badge size="sm" color="orange" ml="auto">
      {count}
      <VisuallyHidden> pendientes</VisuallyHidden>
    </Badge>
  );
}

/** Sidebar beside the page from 992 px (Mantine's md); below, behind the menu button. */
export default function AdminPlatformLayout() {
  const { academyName } = useAcademy();
  const logout = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  useAcademyTitle();
  return (
    <QueryClientProvider client={queryClient}>
      <CallOutcomeProvider>
        <SkipLink />
        <AppShell
          header={{ height: 60 }}
          navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
                aria-expanded={opened}
                aria-controls="admin-sidebar"
              />
              <Text fw={800} c="blue.8" truncate>
                {academyName}
              </Text>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar
            id="admin-sidebar"
            p="sm"
            aria-label="Menú de la plataforma"
            className={classes.sidebar}
            data-collapsed={!opened || undefined}
          >
            {SIDEBAR.map(({ label, to, icon: Icon }) => (
              <NavLink key={to} to={to} className={classes.link} onClick={close}>
                <Icon size={20} stroke={1.6} aria-hidden />
                <span>{label}</span>
                {to === '/admin/plataforma/inscripciones' && <PendingEnrolmentsBadge />}
              </NavLink>
            ))}
            {/* The signed-in person's own entries, at the foot of the sidebar. */}
            <NavLink
              to="/admin/plataforma/mi-perfil"
              className={classes.link}
              onClick={close}
              style={{ marginTop: 'auto' }}
            >
              <IconUserCircle size={20} stroke={1.6} aria-hidden />
              <span>Mi perfil</span>
            </NavLink>
            <UnstyledButton className={classes.link} onClick={() => void logout()}>
              <IconLogout size={20} stroke={1.6} aria-hidden />
              <span>Cerrar sesión</span>
            </UnstyledButton>
          </AppShell.Navbar>
          <AppShell.Main id={MAIN_ID} tabIndex={-1}>
            <DemoPasswordBanner />
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </CallOutcomeProvider>
    </QueryClientProvider>
  );
}
