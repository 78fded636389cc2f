import type { TJob, TJobResumen } from '@academia/contract/jobs/job-fields';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import columns from '~/components/ui/page-columns.module.css';
import { SideNavLink } from '~/components/ui/side-nav-link';
import { Tag } from '~/components/ui/tag';
import { ApplicationForm } from '../components/application-form';
import { modalidadLabel, sueldoLabel } from '../components/modalidad';
import layout from './job-screen.module.css';

/**
 * job/:unique_id (app/job-route.tsx) — the vacancy and its application first (on a phone, the
 * list follows it); from 992 px the list of vacancies moves to the left column. A signed-in
 * student also gets `platformApply`, the one-click application of the career feature.
 */
export function JobScreen({
  job,
  jobs,
  platformApply,
}: {
  job: TJob;
  jobs: TJobResumen[];
  platformApply?: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <div className={`${columns.columns} ${columns.sideFirst}`}>
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
          {platformApply}
          <Paper withBorder radius="md" p="lg">
            <ApplicationForm key={job.unique_id} job={job.unique_id} />
          </Paper>
        </Stack>
        <Paper
          withBorder
          radius="md"
          p="sm"
          component="nav"
          aria-label="Vacantes"
          className={layout.list}
        >
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
      </div>
    </Container>
  );
}
