import { Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Tag } from '~/components/ui/tag';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta } from '~/lib/seo';
import { getJobs } from '../api/get-jobs';
import { modalidadLabel, sueldoLabel } from '../components/modalidad';
import type { Route } from './+types/jobs-screen';

export async function loader({ context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  return { jobs: await getJobs({ fetchApi }), publicUrl, academyName };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seoMeta({
    title: 'Vacantes',
    description:
      'Vacantes de tecnología: datos, redes, nube, ciberseguridad y desarrollo. Postúlate con tu CV.',
    path: '/jobs',
    publicUrl: data.publicUrl,
    academyName: data.academyName,
  });
}

/** jobs: the open vacancies as cards linking to their detail page. */
export default function JobsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Vacantes
      </Title>
      {loaderData.jobs.length === 0 ? (
        <Text c="dimmed">No hay vacantes abiertas por ahora.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {loaderData.jobs.map((job) => (
            <Card key={job.id} withBorder radius="md" component={Link} to={`/job/${job.unique_id}`}>
              <Title order={2} size="h4" mb="xs">
                {job.nombre}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {job.descripcion_corta}
              </Text>
              <Group gap="xs">
                <Tag variant="light">{modalidadLabel(job.modalidad)}</Tag>
                <Text size="sm" fw={600}>
                  {sueldoLabel(job.sueldo)}
                </Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
