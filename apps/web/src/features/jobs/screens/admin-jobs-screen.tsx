import {
  JOBS_ADMIN_PAGE_SIZE,
  type TGetJobsAdminResponse,
} from '@academia/contract/jobs/get-jobs-admin';
import { Anchor, Badge, Button, Container, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { useJobsAdmin } from '../api/get-jobs-admin';

export const meta = () => [{ title: 'Jobs' }];

type Job = TGetJobsAdminResponse['results'][number];

const columns: DataColumn<Job>[] = [
  { key: 'nombre', header: 'Nombre', cell: (j) => j.nombre, sortValue: (j) => j.nombre },
  { key: 'descripcion', header: 'Descripción corta', cell: (j) => j.descripcion_corta },
  {
    key: 'estado',
    header: 'Estado',
    sortValue: (j) => j.activo,
    cell: (j) => (
      <Badge color={j.activo === 1 ? 'green' : 'gray'} variant="light">
        {j.activo === 1 ? 'Abierta' : 'Cerrada'}
      </Badge>
    ),
  },
  {
    key: 'postulantes',
    header: 'Postulantes',
    cell: (j) => j.aplicantes,
    sortValue: (j) => j.aplicantes,
  },
  {
    key: 'detalles',
    header: 'Detalles',
    cell: (j) => (
      <Anchor component={Link} to={`/admin/job/applicants/${j.unique_id}`}>
        Ver detalles y postulantes
      </Anchor>
    ),
  },
];

/** admin/listado-jobs: name, short description and the link to details and applicants. */
export default function AdminJobsScreen() {
  const [page, setPage] = useState(1);
  const jobs = useJobsAdmin(page);
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Jobs</Title>
        <Button component={Link} to="/admin/agregar-job">
          Nuevo
        </Button>
      </Group>
      <DataTable
        label="Vacantes"
        rows={jobs.data?.results}
        rowKey={(j) => j.id}
        error={jobs.error && errorMessage(jobs.error, 'No se pudieron cargar las vacantes.')}
        empty="Aún no hay vacantes."
        columns={columns}
        page={
          jobs.data && {
            page,
            count: jobs.data.count,
            onChange: setPage,
            pageSize: JOBS_ADMIN_PAGE_SIZE,
          }
        }
      />
    </Container>
  );
}
