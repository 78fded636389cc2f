import { JOBS_ADMIN_PAGE_SIZE } from '@academia/contract/jobs/get-jobs-admin';
import { Anchor, Badge, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useJobsAdmin } from '../api/get-jobs-admin';

export const meta = () => [{ title: 'Jobs' }];

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
      {jobs.isPending ? (
        <PageLoader />
      ) : jobs.isError ? (
        <FormError message={jobs.error.message} />
      ) : jobs.data.results.length === 0 ? (
        <Text c="dimmed">Aún no hay vacantes.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Descripción corta</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Postulantes</Table.Th>
                <Table.Th>Detalles</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.results.map((j) => (
                <Table.Tr key={j.id}>
                  <Table.Td>{j.nombre}</Table.Td>
                  <Table.Td>{j.descripcion_corta}</Table.Td>
                  <Table.Td>
                    <Badge color={j.activo === 1 ? 'green' : 'gray'} variant="light">
                      {j.activo === 1 ? 'Abierta' : 'Cerrada'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{j.aplicantes}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/job/applicants/${j.unique_id}`}>
                      Ver detalles y postulantes
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {jobs.data && (
        <PageLinks
          page={page}
          totalPages={totalPagesOf(jobs.data.count, JOBS_ADMIN_PAGE_SIZE)}
          onChange={setPage}
        />
      )}
    </Container>
  );
}
