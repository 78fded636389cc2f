import { aboutPath } from '@academia/contract/core/slug';
import { Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCpu,
  IconHeartHandshake,
  IconRefresh,
  IconThumbUp,
  IconUserHeart,
  IconWorld,
} from '@tabler/icons-react';
import { data } from 'react-router';
import { NOT_FOUND_TITLE, NotFound } from '~/components/ui/not-found';
import { serverContext } from '~/lib/load-context.server';
import { pageTitle, seoMeta } from '~/lib/seo';
import type { Route } from './+types/about-route';

/** Only `sobre-<slug of the academy's name>` is a page; any other single segment is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { academyName, publicUrl } = serverContext(context);
  const found = `/${params.pagina}` === aboutPath(academyName);
  return data({ found, academyName, publicUrl }, { status: found ? 200 : 404 });
}

const GOAL = 'Mejorar la vida de los profesionales de TI conectándolos con oportunidades.';

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d?.found)
    return [pageTitle(NOT_FOUND_TITLE, matches), { name: 'robots', content: 'noindex' }];
  return seoMeta({
    title: `Sobre ${d.academyName}`,
    description: `Nuestro objetivo: ${GOAL.charAt(0).toLowerCase()}${GOAL.slice(1)}`,
    path: aboutPath(d.academyName),
    publicUrl: d.publicUrl,
    academyName: d.academyName,
  });
}

const PHILOSOPHY = [
  {
    icon: IconUserHeart,
    title: 'Enfoque en el alumno',
    text: 'Cada decisión empieza por lo que necesita quien aprende.',
  },
  {
    icon: IconHeartHandshake,
    title: 'El poder de conectar',
    text: 'Unimos a profesionales, empresas y oportunidades.',
  },
  {
    icon: IconCpu,
    title: 'Centrados en la tecnología',
    text: 'Enseñamos con las herramientas que usa la industria.',
  },
  {
    icon: IconRefresh,
    title: 'Siempre evolucionando',
    text: 'Actualizamos nuestros programas al ritmo del mercado.',
  },
  {
    icon: IconThumbUp,
    title: 'Siempre buscar el sí',
    text: 'Buscamos la manera de ayudar antes que la razón para no hacerlo.',
  },
  {
    icon: IconWorld,
    title: 'Viviendo en la tecnología',
    text: 'La tecnología es nuestro día a día, no solo nuestro tema.',
  },
] as const;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Sobre {loaderData.academyName}</Title>
        <Paper withBorder radius="md" p="xl">
          <Title order={2} size="h3" mb="sm">
            Nuestro objetivo
          </Title>
          <List icon={<IconBolt size={18} aria-hidden />} center>
            <List.Item>
              <Text size="lg">{GOAL}</Text>
            </List.Item>
          </List>
        </Paper>
        <div>
          <Title order={2} size="h3" mb="md">
            Nuestra filosofía
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {PHILOSOPHY.map(({ icon: Icon, title, text }) => (
              <Paper key={title} withBorder radius="md" p="lg" component="li">
                <ThemeIcon size={40} radius="xl" variant="light" mb="sm">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </div>
      </Stack>
    </Container>
  );
}
