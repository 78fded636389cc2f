import { aboutPath } from '@academia/contract/core/slug';
import { Box, Container, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { ChatButton } from '~/components/ui/chat-button';
import { TopNav, type TopNavItem } from '~/components/ui/top-nav';
import { useAcademy } from '~/lib/academy';
import { chatLink, PROGRAM_LINKS } from '~/lib/external-links';

/** The public site: top navigation, the page, a footer and the floating chat button. */
export default function PublicLayout() {
  const { academyName, contactPhone } = useAcademy();
  const items: TopNavItem[] = [
    { kind: 'link', label: 'Inicio', to: '/', end: true },
    { kind: 'menu', label: 'Programas', links: PROGRAM_LINKS },
    { kind: 'link', label: `Sobre ${academyName}`, to: aboutPath(academyName) },
    { kind: 'link', label: 'Blog', to: '/blog' },
  ];
  return (
    <>
      <TopNav brand={academyName} brandTo="/" items={items} label="Navegación principal" />
      <Box component="main" mih="calc(100vh - 140px)">
        <Outlet />
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
