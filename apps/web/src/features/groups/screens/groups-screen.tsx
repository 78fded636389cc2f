import type { TGrupo } from '@academia/contract/groups/group-schemas';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveFilter } from '~/components/ui/active-filter';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/money';
import { useActivarGrupoCurso } from '../api/activar-grupo-curso';
import { useDesactivarGrupoCurso } from '../api/desactivar-grupo-curso';
import { useGetGruposCurso } from '../api/get-grupos-curso';
import { AddGroupModal, EditGroupModal } from '../components/group-form';

export function meta() {
  return [{ title: 'Grupos' }];
}

const nombreProfesor = (g: TGrupo) =>
  g.profesor_nombre ? `${g.profesor_nombre} ${g.profesor_apellido ?? ''}` : '';

const columns: DataColumn<TGrupo>[] = [
  { key: 'nombre', header: 'Nombre', cell: (g) => g.nombre, sortValue: (g) => g.nombre },
  {
    key: 'profesor',
    header: 'Profesor',
    cell: (g) => nombreProfesor(g) || '—',
    sortValue: nombreProfesor,
  },
  {
    key: 'fecha_inicio',
    header: 'Fecha de inicio',
    cell: (g) => formatDate(g.fecha_inicio),
    sortValue: (g) => g.fecha_inicio,
  },
  {
    key: 'fecha_fin',
    header: 'Fecha de fin',
    cell: (g) => formatDate(g.fecha_fin),
    sortValue: (g) => g.fecha_fin,
  },
];
const PAGE_SIZE = 20;

type Editing = { mode: 'add' } | { mode: 'edit'; grupo: TGrupo } | null;

/** admin/plataforma/grupos/{curso slug}: the groups of a course. */
export default function GroupsScreen() {
  const { curso = '' } = useParams();
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useGetGruposCurso({ curso, activo, page });
  const desactivar = useDesactivarGrupoCurso();
  const activar = useActivarGrupoCurso();
  const toggleFailure = desactivar.error ?? activar.error;
  const toggleError = toggleFailure && errorMessage(toggleFailure, 'No se pudo cambiar el estado.');
  const close = useCallback(() => setEditing(null), []);

  if (query.isPending) return <PageLoader />;
  if (query.error && !query.data) {
    return <FormError message={errorMessage(query.error, 'No se pudieron cargar los grupos.')} />;
  }
  const data = query.data;
  if (!data) return null;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        <Text>{data.curso.nombre}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Grupos de {data.curso.nombre}</Title>
        <Button onClick={() => setEditing({ mode: 'add' })}>Agregar grupo</Button>
      </Group>
      <ActiveFilter
        value={activo}
        onChange={(v) => {
          setActivo(v);
          setPage(1);
        }}
      />
      <FormError message={toggleError} />
      <DataTable
        label="Grupos"
        minWidth={720}
        rows={data.content}
        rowKey={(g) => g.id}
        empty={`No hay grupos ${activo === 1 ? 'activos' : 'inactivos'}.`}
        columns={[
          ...columns,
          {
            key: 'alumnos',
            header: 'Alumnos',
            sortValue: (g) => g.alumnos,
            cell: (g) => (
              <Anchor
                component={Link}
                to={`/admin/plataforma/alumnos-grupo-curso/${data.curso.id}/${g.id}`}
                aria-label={`Alumnos de ${g.nombre}`}
              >
                Alumnos ({g.alumnos})
              </Anchor>
            ),
          },
        ]}
        actions={(g) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setEditing({ mode: 'edit', grupo: g })}
              aria-label={`Editar ${g.nombre}`}
            >
              Editar
            </Button>
            {g.activo === 1 ? (
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                loading={desactivar.isPending && desactivar.variables?.grupo === g.id}
                onClick={() => desactivar.mutate({ grupo: g.id })}
                aria-label={`Desactivar ${g.nombre}`}
              >
                Desactivar
              </Button>
            ) : (
              <Button
                size="compact-sm"
                color="green"
                variant="light"
                loading={activar.isPending && activar.variables?.grupo === g.id}
                onClick={() => activar.mutate({ grupo: g.id })}
                aria-label={`Activar ${g.nombre}`}
              >
                Activar
              </Button>
            )}
          </Group>
        )}
        page={{ page, count: data.count, onChange: setPage, pageSize: PAGE_SIZE }}
      />
      {editing?.mode === 'add' && <AddGroupModal curso={data.curso.id} onClose={close} />}
      {editing?.mode === 'edit' && <EditGroupModal grupo={editing.grupo} onClose={close} />}
    </Stack>
  );
}
