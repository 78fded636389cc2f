import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/empresas-route';

export function loader({ context }: Route.LoaderArgs) {
  const { academyName, publicUrl } = serverContext(context);
  return { academyName, publicUrl };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seoMeta({
    title: 'Empresas',
    description: 'Capacitación, certificación y talento de TI para empresas.',
    path: '/empresas',
    publicUrl: data.publicUrl,
    academyName: data.academyName,
  });
}

/** The spec's placeholder: only the sections' titles. */
const SECTIONS = [
  'Capacitación para tu equipo',
  'Certificaciones para empresas',
  'Reclutamiento de talento TI',
  'Contacto para empresas',
] as const;

export default function EmpresasRoute() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Empresas
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SECTIONS.map((title) => (
          <Paper key={title} withBorder radius="md" p="xl" component="section">
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text c="dimmed" mt="xs">
              Próximamente.
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
