import type { TPersona } from '@academia/contract/people/people-schemas';
import { Button, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { ActiveFilter } from '~/components/ui/active-filter';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { SearchCountNote } from '~/components/ui/search-count-note';
import { errorMessage } from '~/lib/api-client';
import { saveCsv } from '~/lib/download';
import { formatDate } from '~/lib/money';
import { useActivarAlumno } from '../api/activar-alumno';
import { useAlumnoPaginado } from '../api/alumno-paginado';
import { useDesactivarAlumno } from '../api/desactivar-alumno';
import { useExportarAlumnosCsv } from '../api/exportar-alumnos-csv';
import { EditStudentModal } from '../components/edit-student-modal';
import { StudentCoursesModal } from '../components/student-courses-modal';
import { useCloseSessions } from '../components/use-close-sessions';

const PAGE_SIZE = 20;

const nameOf = (a: TPersona) =>
  [a.first_name, a.last_name, a.apellido_materno].filter(Boolean).join(' ');

const columns: DataColumn<TPersona>[] = [
  { key: 'nombre', header: 'Nombre', cell: nameOf, sortValue: nameOf },
  { key: 'email', header: 'Correo', cell: (a) => a.email, sortValue: (a) => a.email },
  { key: 'celular', header: 'Celular', cell: (a) => a.celular },
  { key: 'empresa', header: 'Empresa', cell: (a) => a.empresa, sortValue: (a) => a.empresa },
  {
    key: 'fecha_inscripcion',
    header: 'Fecha de inscripción',
    cell: (a) => formatDate(a.fecha_inscripcion),
    sortValue: (a) => a.fecha_inscripcion,
  },
];

/**
 * admin/plataforma/alumnos: search, state filter, 20 a page, and the row actions. A student's
 * payments belong to the payments feature: the route passes them in (`renderPayments`).
 */
export function StudentsScreen({
  renderPayments,
}: {
  renderPayments: (alumno: number) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TPersona | null>(null);
  const [courses, setCourses] = useState<{ id: number; nombre: string } | null>(null);
  const [payments, setPayments] = useState<{ id: number; nombre: string } | null>(null);
  const query = useAlumnoPaginado({ page, is_active: activo, search: term });
  const desactivar = useDesactivarAlumno();
  const activar = useActivarAlumno();
  const exportar = useExportarAlumnosCsv();
  const closeSessions = useCloseSessions();
  const actionError = query.error ?? desactivar.error ?? activar.error ?? exportar.error;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Alumnos</Title>
        <Button
          variant="default"
          loading={exportar.isPending}
          onClick={() =>
            exportar.mutate(
              { is_active: activo, search: term },
              { onSuccess: ({ content }) => saveCsv(content) },
            )
          }
        >
          Exportar CSV
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Buscar alumno"
          placeholder="Nombre, apellidos o correo"
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
      <SearchCountNote list={query.data} personas="alumnos" />
      <DataTable
        label="Alumnos"
        minWidth={900}
        rows={query.data?.results}
        rowKey={(a) => a.id}
        empty="No se encontraron alumnos."
        columns={columns}
        actions={(a) => {
          const nombre = nameOf(a);
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Pagos de ${nombre}`}
                onClick={() => setPayments({ id: a.id, nombre })}
              >
                Pagos
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Editar a ${nombre}`}
                onClick={() => setEditing(a)}
              >
                Editar
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Cursos de ${nombre}`}
                onClick={() => setCourses({ id: a.id, nombre })}
              >
                Cursos
              </Button>
              {a.is_active ? (
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  aria-label={`Desactivar a ${nombre}`}
                  onClick={() => desactivar.mutate({ alumno: a.id })}
                >
                  Desactivar
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  color="green"
                  variant="light"
                  aria-label={`Activar a ${nombre}`}
                  onClick={() => activar.mutate({ alumno: a.id })}
                >
                  Activar
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Cerrar sesiones de ${nombre}`}
                onClick={() => void closeSessions.ask({ id: a.id, nombre, email: a.email })}
              >
                Cerrar sesiones
              </Button>
            </Group>
          );
        }}
        page={
          query.data && { page, count: query.data.count, onChange: setPage, pageSize: PAGE_SIZE }
        }
      />
      <EditStudentModal alumno={editing} onClose={() => setEditing(null)} />
      <StudentCoursesModal alumno={courses} onClose={() => setCourses(null)} />
      <Modal
        opened={payments !== null}
        onClose={() => setPayments(null)}
        size="xl"
        title={payments ? `Pagos de ${payments.nombre}` : ''}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        {payments && renderPayments(payments.id)}
      </Modal>
      {closeSessions.dialog}
    </Stack>
  );
}
