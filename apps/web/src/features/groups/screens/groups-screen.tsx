import type { TGrupo } from '@academia/contract/groups/group-schemas';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveFilter } from '~/components/ui/active-filter';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/money';
import { useActivarGrupoCurso } from '../api/activar-grupo-curso';
import { useActualizarGrupoCurso } from '../api/actualizar-grupo-curso';
import { useAgregarGrupoCurso } from '../api/agregar-grupo-curso';
import { useDesactivarGrupoCurso } from '../api/desactivar-grupo-curso';
import { useGetGruposCurso } from '../api/get-grupos-curso';
import { GroupForm, type GroupFormValues } from '../components/group-form';

export function meta() {
  return [{ title: 'Grupos' }];
}

export const GRUPO_AGREGADO = 'Grupo agregado correctamente';
export const GRUPO_EDITADO = 'Grupo editado correctamente';
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
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label="Grupos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Profesor</Table.Th>
              <Table.Th>Fecha de inicio</Table.Th>
              <Table.Th>Fecha de fin</Table.Th>
              <Table.Th>Alumnos</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.content.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed">
                    No hay grupos {activo === 1 ? 'activos' : 'inactivos'}.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data.content.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>{g.nombre}</Table.Td>
                <Table.Td>
                  {g.profesor_nombre ? `${g.profesor_nombre} ${g.profesor_apellido ?? ''}` : '—'}
                </Table.Td>
                <Table.Td>{formatDate(g.fecha_inicio)}</Table.Td>
                <Table.Td>{formatDate(g.fecha_fin)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/admin/plataforma/alumnos-grupo-curso/${data.curso.id}/${g.id}`}
                    aria-label={`Alumnos de ${g.nombre}`}
                  >
                    Alumnos ({g.alumnos})
                  </Anchor>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageLinks page={page} totalPages={totalPagesOf(data.count, PAGE_SIZE)} onChange={setPage} />
      <GroupModal editing={editing} curso={data.curso.id} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function GroupModal({
  editing,
  curso,
  onClose,
}: {
  editing: Editing;
  curso: number;
  onClose: () => void;
}) {
  const agregar = useAgregarGrupoCurso();
  const actualizar = useActualizarGrupoCurso();
  const [done, setDone] = useState<string | null>(null);
  const mutation = editing?.mode === 'edit' ? actualizar : agregar;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(null);
      onClose();
    }, 3000);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const close = () => {
    agregar.reset();
    actualizar.reset();
    setDone(null);
    onClose();
  };

  const save = (v: GroupFormValues) => {
    if (editing?.mode === 'edit') {
      actualizar.mutate(
        { ...v, grupo: editing.grupo.id },
        { onSuccess: () => setDone(GRUPO_EDITADO) },
      );
    } else {
      agregar.mutate({ ...v, curso }, { onSuccess: () => setDone(GRUPO_AGREGADO) });
    }
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      size="lg"
      title={editing?.mode === 'edit' ? 'Editar grupo' : 'Agregar grupo'}
    >
      {done ? (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      ) : (
        <GroupForm
          key={editing?.mode === 'edit' ? editing.grupo.id : 'nuevo'}
          initial={editing?.mode === 'edit' ? editing.grupo : undefined}
          submitLabel={editing?.mode === 'edit' ? 'Guardar cambios' : 'Agregar'}
          saving={mutation.isPending}
          error={mutation.error && errorMessage(mutation.error, 'No se pudo guardar el grupo.')}
          onSubmit={save}
        />
      )}
    </Modal>
  );
}
