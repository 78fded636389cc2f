import { TIPO } from '@academia/contract/core/call';
import { Paper } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { getTipoQueryOptions } from '~/features/auth/api/get-tipo';
import { PlatformApplyButton } from '~/features/career/components/platform-apply-button';
import { queryClient } from '~/lib/query-client';

interface Props {
  job: string;
  nombre: string;
}

/** The job page's one-click application, shown once the session is known to be a student's. */
export default function JobStudentApply(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ForStudent {...props} />
    </QueryClientProvider>
  );
}

function ForStudent({ job, nombre }: Props) {
  const session = useQuery(getTipoQueryOptions());
  if (session.data !== TIPO.student) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      <PlatformApplyButton job={job} nombre={nombre} />
    </Paper>
  );
}
