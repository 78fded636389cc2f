import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { data } from 'react-router';
import columns from '~/components/ui/page-columns.module.css';
import { SideNavLink } from '~/components/ui/side-nav-link';
import { Tag } from '~/components/ui/tag';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta, shortText } from '~/lib/seo';
import { getJob } from '../api/get-job';
import { getJobs } from '../api/get-jobs';
import { ApplicationForm } from '../components/application-form';
import { modalidadLabel, sueldoLabel } from '../components/modalidad';
import type { Route } from './+types/job-screen';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  try {
    const [job, jobs] = await Promise.all([
      getJob(params.unique_id, { fetchApi }),
      getJobs({ fetchApi }),
    ]);
    return { job, jobs, publicUrl, academyName };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw data('No encontrado', { status: 404 });
    }
    throw err;
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: d.job.nombre,
    description: shortText(d.job.descripcion_corta || d.job.nombre),
    path: `/job/${d.job.unique_id}`,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
  });
}

/** job/:unique_id — the vacancies on the left; the detail and the application on the right. */
export default function JobScreen({ loaderData }: Route.ComponentProps) {
  const { job, jobs } = loaderData;
  return (
    <Container size="xl" py="xl">
      <div className={`${columns.columns} ${columns.sideFirst}`}>
        <Paper withBorder radius="md" p="sm" component="nav" aria-label="Vacantes">
          <Title order={2} size="h5" mb="xs" px="sm">
            Vacantes
          </Title>
          {jobs.map((j) => (
            <SideNavLink
              key={j.id}
              to={`/job/${j.unique_id}`}
              label={j.nombre}
              description={modalidadLabel(j.modalidad)}
              active={j.unique_id === job.unique_id}
            />
          ))}
        </Paper>
        <Stack gap="lg">
          <div>
            <Title order={1}>{job.nombre}</Title>
            <Group gap="xs" mt="xs">
              <Tag variant="light">{modalidadLabel(job.modalidad)}</Tag>
              <Text fw={600}>{sueldoLabel(job.sueldo)}</Text>
            </Group>
          </div>
          <Text c="dimmed">{job.descripcion_corta}</Text>
          <div
            // Sanitised with an allowlist when written (sanitizeRichText).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised on write
            dangerouslySetInnerHTML={{ __html: job.descripcion }}
          />
          <Paper withBorder radius="md" p="lg">
            <ApplicationForm key={job.unique_id} job={job.unique_id} />
          </Paper>
        </Stack>
      </div>
    </Container>
  );
}
