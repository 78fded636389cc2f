import { MIS_GRUPOS_POR_PAGINA, type TMiGrupo } from '@academia/contract/teaching/get-mis-grupos';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { useMisGrupos } from '../api/get-mis-grupos';

const TITLE = 'Mis grupos';

export function meta() {
  return [{ title: TITLE }];
}

const fechas = (g: TMiGrupo) =>
  g.fecha_inicio || g.fecha_fin ? `${g.fecha_inicio ?? '—'} a ${g.fecha_fin ?? '—'}` : '—';

const columns: DataColumn<TMiGrupo>[] = [
  {
    key: 'grupo',
    header: 'Grupo',
    cell: (g) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={`/profesor/grupo/${g.id}`}>
          {g.nombre}
        </Anchor>
        {g.activo === 0 && (
          <Badge color="gray" variant="light">
            Inactivo
          </Badge>
        )}
      </Group>
    ),
    sortValue: (g) => g.nombre,
  },
  { key: 'curso', header: 'Curso', cell: (g) => g.curso.nombre, sortValue: (g) => g.curso.nombre },
  { key: 'fechas', header: 'Fechas', cell: fechas },
  { key: 'alumnos', header: 'Alumnos', cell: (g) => g.alumnos, sortValue: (g) => g.alumnos },
];

/** profesor/grupos — the groups the signed-in teacher teaches. */
export default function MyGroupsScreen() {
  const [page, setPage] = useState(1);
  const groups = useMisGrupos(page);
  return (
    <Stack>
      <Title order={1}>{TITLE}</Title>
      <Text c="dimmed">
        Los grupos de los que eres profesor: sus alumnos y su avance, el foro del curso y los
        avisos.
      </Text>
      <DataTable
        label="Mis grupos"
        rows={groups.data?.content}
        rowKey={(g) => g.id}
        loading={groups.isPending}
        error={groups.error && errorMessage(groups.error, 'No se pudieron cargar tus grupos.')}
        empty="Aún no eres profesor de ningún grupo."
        columns={columns}
        actions={(g) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/profesor/grupo/${g.id}`} size="sm">
              Alumnos y avisos
            </Anchor>
            <Anchor component={Link} to={`/profesor/foro/${g.curso.id}`} size="sm">
              Foro del curso
            </Anchor>
          </Group>
        )}
        page={
          groups.data && {
            page,
            count: groups.data.count,
            onChange: setPage,
            pageSize: MIS_GRUPOS_POR_PAGINA,
          }
        }
      />
    </Stack>
  );
}
