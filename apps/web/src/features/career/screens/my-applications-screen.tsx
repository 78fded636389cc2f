import {
  POSTULACIONES_PAGE_SIZE,
  type TPostulacionAlumno,
} from '@academia/contract/career/get-postulaciones-alumno';
import { ESTADO_POSTULACION_TEXTO } from '@academia/contract/career/postulaciones';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Tag } from '~/components/ui/tag';
import { formatDate } from '~/lib/dates';
import { useGetPostulacionesAlumno } from '../api/get-postulaciones-alumno';
import { OwnCvButton } from '../components/own-cv-button';

export function meta() {
  return [{ title: 'Mis postulaciones' }];
}

const ESTADO_COLOR: Record<TPostulacionAlumno['estado'], string> = {
  recibida: 'blue.9',
  en_revision: 'yellow',
  entrevista: 'grape.9',
  descartada: 'gray.9',
  contratada: 'teal.9',
};

const COLUMNS: readonly DataColumn<TPostulacionAlumno>[] = [
  {
    key: 'vacante',
    header: 'Vacante',
    cell: (p) =>
      p.job.activo ? (
        <Anchor component={Link} to={`/job/${p.job.unique_id}`}>
          {p.job.nombre}
        </Anchor>
      ) : (
        <Text span>{p.job.nombre} (cerrada)</Text>
      ),
  },
  { key: 'fecha', header: 'Fecha', cell: (p) => formatDate(p.fecha) },
  {
    key: 'estado',
    header: 'Estado',
    cell: (p) => <Tag color={ESTADO_COLOR[p.estado]}>{ESTADO_POSTULACION_TEXTO[p.estado]}</Tag>,
  },
];

/** plataforma/postulaciones: the student's one-click applications and where staff took them. */
export default function MyApplicationsScreen() {
  const [page, setPage] = useState(1);
  const query = useGetPostulacionesAlumno({ page });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Mis postulaciones</Title>
          <OwnCvButton />
        </Group>
        <DataTable
          label="Mis postulaciones"
          columns={COLUMNS}
          rows={query.data?.results}
          rowKey={(p) => p.id}
          loading={query.isPending}
          error={query.error?.message}
          empty="Aún no te has postulado a ninguna vacante con tu CV de la plataforma. Encuentra vacantes para ti en Oportunidades."
          page={{
            page,
            count: query.data?.count ?? 0,
            onChange: setPage,
            pageSize: POSTULACIONES_PAGE_SIZE,
          }}
        />
      </Stack>
    </Container>
  );
}
