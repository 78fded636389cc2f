import type { TPersona } from '@academia/contract/people/people-schemas';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ActiveFilter } from '~/components/ui/active-filter';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { saveCsv } from '~/lib/download';
import { formatDate } from '~/lib/money';
import { useActivarAlumno } from '../api/activar-alumno';
import { useAlumnoPaginado } from '../api/alumno-paginado';
import { useDesactivarAlumno } from '../api/desactivar-alumno';
import { useExportarAlumnosCsv } from '../api/exportar-alumnos-csv';
import { EditStudentModal } from '../components/edit-student-modal';
import { StudentCoursesModal } from '../components/student-courses-modal';
import { StudentPaymentsModal } from '../components/student-payments-modal';

export function meta() {
  return [{ title: 'Alumnos' }];
}

const PAGE_SIZE = 20;

const nameOf = (a: TPersona) =>
  [a.first_name, a.last_name, a.apellido_materno].filter(Boolean).join(' ');

/** admin/plataforma/alumnos: search, state filter, 20 a page, and the row actions. */
export default function StudentsScreen() {
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
      {query.isPending ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-label="Alumnos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Correo</Table.Th>
                <Table.Th>Celular</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Fecha de inscripción</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data?.results.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text size="sm" c="dimmed">
                      No se encontraron alumnos.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {query.data?.results.map((a) => {
                const nombre = nameOf(a);
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>{nombre}</Table.Td>
                    <Table.Td>{a.email}</Table.Td>
                    <Table.Td>{a.celular}</Table.Td>
                    <Table.Td>{a.empresa}</Table.Td>
                    <Table.Td>{formatDate(a.fecha_inscripcion)}</Table.Td>
                    <Table.Td>
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
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.data && (
        <PageLinks
          page={page}
          totalPages={totalPagesOf(query.data.count, PAGE_SIZE)}
          onChange={setPage}
        />
      )}
      <EditStudentModal alumno={editing} onClose={() => setEditing(null)} />
      <StudentCoursesModal alumno={courses} onClose={() => setCourses(null)} />
      <StudentPaymentsModal alumno={payments} onClose={() => setPayments(null)} />
    </Stack>
  );
}
