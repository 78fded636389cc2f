import type { TPersona } from '@academia/contract/people/people-schemas';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ActiveFilter } from '~/components/ui/active-filter';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useActivarAdministrador } from '../api/activar-administrador';
import { useActivarProfesor } from '../api/activar-profesor';
import { useActualizarAdministrador } from '../api/actualizar-administrador';
import { useActualizarProfesor } from '../api/actualizar-profesor';
import { useAdministradorPaginado } from '../api/administrador-paginado';
import { useAgregarAdministrador } from '../api/agregar-administrador';
import { useAgregarProfesor } from '../api/agregar-profesor';
import { useDesactivarAdministrador } from '../api/desactivar-administrador';
import { useDesactivarProfesor } from '../api/desactivar-profesor';
import { useEliminarAdministrador } from '../api/eliminar-administrador';
import { useProfesorPaginado } from '../api/profesor-paginado';
import { StaffForm, type StaffFormValues } from './staff-form';

export type StaffKind = 'profesor' | 'administrador';

const PAGE_SIZE = 20;

const TEXTS = {
  profesor: {
    title: 'Profesores',
    add: 'Agregar profesor',
    editTitle: 'Editar profesor',
    added: 'Profesor agregado correctamente',
    edited: 'Profesor editado correctamente',
    table: 'Profesores',
  },
  administrador: {
    title: 'Administradores',
    add: 'Agregar administrador',
    editTitle: 'Datos del administrador',
    added: 'Administrador agregado correctamente',
    edited: '¡Se han actualizado los datos correctamente!',
    table: 'Administradores',
  },
} as const;

export const CONFIRMAR_ELIMINAR = '¿Estás seguro de que deseas eliminar este administrador?';
export const DESACTIVADO_EN_LUGAR =
  'El administrador tiene registros a su nombre (pagos, certificados…), así que se desactivó en lugar de eliminarse.';

/** The hooks of one kind, so the screen is written once for teachers and administrators. */
function useStaff(kind: StaffKind, q: { page: number; is_active: 0 | 1; search: string }) {
  const isTeacher = kind === 'profesor';
  const teachers = useProfesorPaginado(q, { enabled: isTeacher });
  const admins = useAdministradorPaginado(q, { enabled: !isTeacher });
  const addT = useAgregarProfesor();
  const addA = useAgregarAdministrador();
  const updT = useActualizarProfesor();
  const updA = useActualizarAdministrador();
  const offT = useDesactivarProfesor();
  const offA = useDesactivarAdministrador();
  const onT = useActivarProfesor();
  const onA = useActivarAdministrador();
  return {
    list: isTeacher ? teachers : admins,
    add: isTeacher ? addT : addA,
    update: isTeacher ? updT : updA,
    off: isTeacher ? offT : offA,
    on: isTeacher ? onT : onA,
    save: (values: StaffFormValues, id: number | null, onSuccess: () => void) => {
      if (id === null) {
        if (isTeacher) addT.mutate({ ...values, tipo: 2 }, { onSuccess });
        else addA.mutate({ ...values, tipo: 0, is_staff: 1 }, { onSuccess });
      } else if (isTeacher) {
        updT.mutate({ ...values, profesor: id, tipo: 2 }, { onSuccess });
      } else {
        updA.mutate({ ...values, administrador: id }, { onSuccess });
      }
    },
    setActive: (id: number, active: boolean) => {
      if (isTeacher) (active ? onT : offT).mutate({ profesor: id });
      else (active ? onA : offA).mutate({ administrador: id });
    },
  };
}

/** Paged list with search, state filter, add, edit, activate/deactivate (and delete for admins). */
export function StaffScreen({ kind }: { kind: StaffKind }) {
  const texts = TEXTS[kind];
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TPersona | 'nuevo' | null>(null);
  const [deleting, setDeleting] = useState<TPersona | null>(null);
  const staff = useStaff(kind, { page, is_active: activo, search: term });
  const { list } = staff;
  const actionError = list.error ?? staff.off.error ?? staff.on.error;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        <Button onClick={() => setEditing('nuevo')}>{texts.add}</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Buscar"
          placeholder="Nombre o correo"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
        />
        <ActiveFilter
          value={activo}
          onChange={(v) => {
            setActivo(v);
            setPage(1);
          }}
        />
      </Group>
      <FormError
        message={actionError && errorMessage(actionError, 'No se pudo completar la acción.')}
      />
      {list.isPending ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label={texts.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Teléfono</Table.Th>
                <Table.Th>Correo</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.results.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed">
                      No se encontraron resultados.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.data?.results.map((p) => {
                const nombre = `${p.first_name} ${p.last_name}`;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{nombre}</Table.Td>
                    <Table.Td>{p.celular}</Table.Td>
                    <Table.Td>{p.email}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={`Editar a ${nombre}`}
                          onClick={() => setEditing(p)}
                        >
                          Editar
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color={p.is_active ? 'orange' : 'green'}
                          aria-label={`${p.is_active ? 'Desactivar' : 'Activar'} a ${nombre}`}
                          onClick={() => staff.setActive(p.id, !p.is_active)}
                        >
                          {p.is_active ? 'Desactivar' : 'Activar'}
                        </Button>
                        {kind === 'administrador' && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            aria-label={`Eliminar a ${nombre}`}
                            onClick={() => setDeleting(p)}
                          >
                            Eliminar
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <PageLinks
          page={page}
          totalPages={totalPagesOf(list.data.count, PAGE_SIZE)}
          onChange={setPage}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing === 'nuevo' ? texts.add : texts.editTitle}
      >
        {editing !== null && (
          <StaffEditor
            key={editing === 'nuevo' ? 'nuevo' : editing.id}
            initial={editing === 'nuevo' ? undefined : editing}
            staff={staff}
            doneText={editing === 'nuevo' ? texts.added : texts.edited}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
      <DeleteAdminModal admin={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function StaffEditor({
  initial,
  staff,
  doneText,
  onClose,
}: {
  initial: TPersona | undefined;
  staff: ReturnType<typeof useStaff>;
  doneText: string;
  onClose: () => void;
}) {
  const [done, setDone] = useState(false);
  const mutation = initial ? staff.update : staff.add;
  useEffect(() => {
    mutation.reset();
  }, [mutation.reset]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, 3000);
    return () => clearTimeout(timer);
  }, [done, onClose]);
  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {doneText}
      </Alert>
    );
  }
  return (
    <StaffForm
      initial={initial}
      saving={mutation.isPending}
      error={mutation.error && errorMessage(mutation.error, 'No se pudieron guardar los datos.')}
      submitLabel={initial ? 'Actualizar' : 'Agregar'}
      onSubmit={(values) => staff.save(values, initial?.id ?? null, () => setDone(true))}
    />
  );
}

function DeleteAdminModal({ admin, onClose }: { admin: TPersona | null; onClose: () => void }) {
  const eliminar = useEliminarAdministrador();
  const [result, setResult] = useState<string | null>(null);
  const close = () => {
    eliminar.reset();
    setResult(null);
    onClose();
  };
  return (
    <Modal opened={admin !== null} onClose={close} title="Eliminar administrador">
      <Stack gap="md">
        <FormError
          message={
            eliminar.error && errorMessage(eliminar.error, 'No se pudo eliminar al administrador.')
          }
        />
        {result ? (
          <Alert color="green" variant="light" role="status">
            {result}
          </Alert>
        ) : (
          <>
            <Text>{CONFIRMAR_ELIMINAR}</Text>
            {admin && (
              <Text fw={600}>
                {admin.first_name} {admin.last_name} ({admin.email})
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button
                color="red"
                loading={eliminar.isPending}
                onClick={() =>
                  admin &&
                  eliminar.mutate(
                    { administrador: admin.id },
                    {
                      onSuccess: ({ content }) =>
                        setResult(
                          content.resultado === 'eliminado'
                            ? 'Administrador eliminado correctamente'
                            : DESACTIVADO_EN_LUGAR,
                        ),
                    },
                  )
                }
              >
                Eliminar
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
