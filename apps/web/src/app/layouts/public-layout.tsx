import { aboutPath } from '@academia/contract/core/slug';
import { Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { ChatButton } from '~/components/ui/chat-button';
import { ErrorScreen } from '~/components/ui/error-screen';
import { NOT_FOUND_TITLE, NotFound } from '~/components/ui/not-found';
import { TopNav, type TopNavItem } from '~/components/ui/top-nav';
import { useAcademy } from '~/lib/academy';
import { chatLink, PROGRAM_LINKS } from '~/lib/external-links';
import { pageTitle } from '~/lib/seo';
import type { Route } from './+types/public-layout';
import { MAIN_ID, SkipLink } from './skip-link';

/** A public page whose loader found nothing (registro/<unknown>) is a 404 titled as such. */
export function meta({ error, matches }: Route.MetaArgs) {
  const root = matches[0];
  if (!isRouteErrorResponse(error) || error.status !== 404) return root?.meta ?? [];
  return [pageTitle(NOT_FOUND_TITLE, matches), { name: 'robots', content: 'noindex' }];
}

/** A failure of a public page is shown inside the site, with its navigation and landmarks. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return <PublicChrome>{missing ? <NotFound /> : <ErrorScreen />}</PublicChrome>;
}

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/** The public site: top navigation, the page, a footer and the floating chat button. */
function PublicChrome({ children }: { children: ReactNode }) {
  const { academyName, contactPhone } = useAcademy();
  const items: TopNavItem[] = [
    { kind: 'link', label: 'Inicio', to: '/', end: true },
    { kind: 'link', label: 'Cursos', to: '/cursos' },
    { kind: 'menu', label: 'Programas', links: PROGRAM_LINKS },
    { kind: 'link', label: `Sobre ${academyName}`, to: aboutPath(academyName) },
    { kind: 'link', label: 'Blog', to: '/blog' },
  ];
  return (
    <>
      <SkipLink />
      <TopNav brand={academyName} brandTo="/" items={items} label="Navegación principal" />
      <Box component="main" id={MAIN_ID} tabIndex={-1} mih="calc(100vh - 140px)">
        {children}
      </Box>
      <Box component="footer" py="lg" bg="gray.0">
        <Container size="lg">
          <Text size="sm" c="dimmed" ta="center">
            © {new Date().getFullYear()} {academyName}
          </Text>
        </Container>
      </Box>
      <ChatButton href={chatLink(contactPhone ?? undefined)} />
    </>
  );
}
