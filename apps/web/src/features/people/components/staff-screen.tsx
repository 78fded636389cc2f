import { ZActualizarAdministradorRequest } from '@academia/contract/people/actualizar-administrador';
import { ZActualizarProfesorRequest } from '@academia/contract/people/actualizar-profesor';
import { ZAgregarAdministradorRequest } from '@academia/contract/people/agregar-administrador';
import { ZAgregarProfesorRequest } from '@academia/contract/people/agregar-profesor';
import type { TPersona } from '@academia/contract/people/people-schemas';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { ActiveFilter } from '~/components/ui/active-filter';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { SearchCountNote } from '~/components/ui/search-count-note';
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
import { StaffFormModal } from './staff-form';
import { useCloseSessions } from './use-close-sessions';

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
    personas: 'profesores',
  },
  administrador: {
    title: 'Administradores',
    add: 'Agregar administrador',
    editTitle: 'Datos del administrador',
    added: 'Administrador agregado correctamente',
    edited: '¡Se han actualizado los datos correctamente!',
    table: 'Administradores',
    personas: 'administradores',
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
    addT,
    addA,
    updT,
    updA,
    off: isTeacher ? offT : offA,
    on: isTeacher ? onT : onA,
    setActive: (id: number, active: boolean) => {
      if (isTeacher) (active ? onT : offT).mutate({ profesor: id });
      else (active ? onA : offA).mutate({ administrador: id });
    },
  };
}

const nameOf = (p: TPersona) => `${p.first_name} ${p.last_name}`;

const columns: DataColumn<TPersona>[] = [
  { key: 'nombre', header: 'Nombre', cell: nameOf, sortValue: nameOf },
  { key: 'celular', header: 'Teléfono', cell: (p) => p.celular },
  { key: 'email', header: 'Correo', cell: (p) => p.email, sortValue: (p) => p.email },
];

/** Paged list with search, state filter, add, edit, activate/deactivate (and delete for admins). */
export function StaffScreen({ kind }: { kind: StaffKind }) {
  const texts = TEXTS[kind];
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TPersona | 'nuevo' | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const eliminar = useEliminarAdministrador();
  const { confirm, dialog } = useConfirm();
  const closeSessions = useCloseSessions();
  const staff = useStaff(kind, { page, is_active: activo, search: term });
  const { list } = staff;
  const actionError = list.error ?? staff.off.error ?? staff.on.error;

  const askDelete = (admin: TPersona) =>
    confirm({
      title: 'Eliminar administrador',
      question: CONFIRMAR_ELIMINAR,
      details: (
        <Text fw={600}>
          {admin.first_name} {admin.last_name} ({admin.email})
        </Text>
      ),
      action: () => eliminar.mutateAsync({ administrador: admin.id }),
      errorFallback: 'No se pudo eliminar al administrador.',
      success: ({ content }) =>
        content.resultado === 'eliminado'
          ? 'Administrador eliminado correctamente'
          : DESACTIVADO_EN_LUGAR,
      successMs: 3000,
    });

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
      <SearchCountNote list={list.data} personas={texts.personas} />
      <DataTable
        label={texts.table}
        rows={list.data?.results}
        rowKey={(p) => p.id}
        empty="No se encontraron resultados."
        columns={columns}
        actions={(p) => {
          const nombre = nameOf(p);
          return (
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
                  onClick={() => askDelete(p)}
                >
                  Eliminar
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Cerrar sesiones de ${nombre}`}
                onClick={() => void closeSessions.ask({ id: p.id, nombre, email: p.email })}
              >
                Cerrar sesiones
              </Button>
            </Group>
          );
        }}
        page={list.data && { page, count: list.data.count, onChange: setPage, pageSize: PAGE_SIZE }}
      />
      {editing !== null && (
        <StaffEditor
          kind={kind}
          initial={editing === 'nuevo' ? undefined : editing}
          staff={staff}
          onClose={closeEditor}
        />
      )}
      {dialog}
      {closeSessions.dialog}
    </Stack>
  );
}

function StaffEditor({
  kind,
  initial,
  staff,
  onClose,
}: {
  kind: StaffKind;
  initial: TPersona | undefined;
  staff: ReturnType<typeof useStaff>;
  onClose: () => void;
}) {
  const texts = TEXTS[kind];
  const common = { initial, onClose };
  if (kind === 'profesor') {
    return initial ? (
      <StaffFormModal
        {...common}
        title={texts.editTitle}
        doneText={texts.edited}
        schema={ZActualizarProfesorRequest}
        toRequest={(v) => ({ ...v, profesor: initial.id, tipo: 2 })}
        onSubmit={(request) => staff.updT.mutateAsync(request)}
      />
    ) : (
      <StaffFormModal
        {...common}
        title={texts.add}
        doneText={texts.added}
        schema={ZAgregarProfesorRequest}
        toRequest={(v) => ({ ...v, tipo: 2 })}
        onSubmit={(request) => staff.addT.mutateAsync(request)}
      />
    );
  }
  return initial ? (
    <StaffFormModal
      {...common}
      title={texts.editTitle}
      doneText={texts.edited}
      schema={ZActualizarAdministradorRequest}
      toRequest={(v) => ({ ...v, administrador: initial.id })}
      onSubmit={(request) => staff.updA.mutateAsync(request)}
    />
  ) : (
    <StaffFormModal
      {...common}
      title={texts.add}
      doneText={texts.added}
      schema={ZAgregarAdministradorRequest}
      toRequest={(v) => ({ ...v, tipo: 0, is_staff: 1 })}
      onSubmit={(request) => staff.addA.mutateAsync(request)}
    />
  );
}
