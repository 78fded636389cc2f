import { coursePrice } from '@academia/contract/core/course-price';
import {
  INSCRIPCIONES_PAGE_SIZE,
  type TInscripcionPendiente,
} from '@academia/contract/learning/get-inscripciones-pendientes';
import { ZRechazarInscripcionRequest } from '@academia/contract/learning/rechazar-inscripcion';
import { Button, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { useConfirmarInscripcion } from '../api/confirmar-inscripcion';
import { useGetInscripcionesPendientes } from '../api/get-inscripciones-pendientes';
import { useRechazarInscripcion } from '../api/rechazar-inscripcion';

const nombreDe = (row: TInscripcionPendiente) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

const columns: DataColumn<TInscripcionPendiente>[] = [
  {
    key: 'fecha',
    header: 'Fecha de registro',
    cell: (row) => formatDateTime(row.fecha),
  },
  { key: 'alumno', header: 'Alumno', cell: nombreDe },
  { key: 'email', header: 'Correo electrónico', cell: (row) => row.email },
  { key: 'celular', header: 'Celular', cell: (row) => row.celular || '—' },
  { key: 'curso', header: 'Curso', cell: (row) => row.curso_nombre },
  { key: 'precio', header: 'Precio', cell: (row) => coursePrice(row.precio), align: 'right' },
];

/** The reason for a rejection, checked by rechazarInscripcion's schema; mailed to the student. */
function RejectModal({ row, onClose }: { row: TInscripcionPendiente; onClose: () => void }) {
  const reject = useRechazarInscripcion();
  const form = useContractForm({
    schema: ZRechazarInscripcionRequest,
    initialValues: { motivo: '' },
    toRequest: (v) => ({ alumno_curso: row.alumno_curso, motivo: v.motivo }),
  });
  return (
    <FormModal
      title="Rechazar inscripción"
      onClose={onClose}
      size="md"
      form={form}
      submitLabel="Rechazar"
      errorFallback="No se pudo rechazar la inscripción."
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await reject.mutateAsync(request);
        onClose();
      }}
    >
      <Text size="sm">
        {nombreDe(row)} no podrá entrar a {row.curso_nombre}. Le enviaremos el motivo por correo.
      </Text>
      <Textarea
        label="Motivo"
        required
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('motivo')}
      />
    </FormModal>
  );
}

export interface PendingEnrolmentsProps {
  /** The courses to filter by (the catalog's list, joined by the route). */
  courses: { value: string; label: string }[];
  coursesError?: string | null;
}

/**
 * admin/plataforma/inscripciones: the enrolments waiting for an administrator (decision 017),
 * oldest first, by course and by the student's name or e-mail; Confirmar opens the course to
 * the student from that moment, Rechazar asks for the reason.
 */
export function PendingEnrolments({ courses, coursesError }: PendingEnrolmentsProps) {
  const [curso, setCurso] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TInscripcionPendiente | null>(null);
  const list = useGetInscripcionesPendientes({
    page,
    ...(curso && { curso: Number(curso) }),
    ...(term && { search: term }),
  });
  const confirmEnrolment = useConfirmarInscripcion();
  const { confirm, dialog } = useConfirm();

  const ask = (row: TInscripcionPendiente) =>
    confirm({
      title: 'Confirmar inscripción',
      question: `¿Confirmar la inscripción de ${nombreDe(row)} a ${row.curso_nombre}?`,
      details:
        'El alumno podrá entrar al curso desde ahora y sus días de acceso cuentan desde hoy. Le avisaremos por correo.',
      confirmLabel: 'Confirmar',
      action: () => confirmEnrolment.mutateAsync({ alumno_curso: row.alumno_curso }),
      errorFallback: 'No se pudo confirmar la inscripción.',
    });

  return (
    <Stack gap="md">
      <Title order={1}>Inscripciones</Title>
      <Text c="dimmed" size="sm">
        Registros a cursos de pago, o de un correo que ya tenía cuenta, que esperan tu confirmación.
        Mientras tanto el alumno no puede abrir el curso.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Curso"
          placeholder="Todos"
          data={courses}
          value={curso}
          onChange={(v) => {
            setCurso(v);
            setPage(1);
          }}
          error={coursesError}
          searchable
          clearable
        />
        <TextInput
          label="Buscar"
          placeholder="Nombre o correo del alumno"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <DataTable
        label="Inscripciones pendientes"
        minWidth={860}
        rows={list.data?.results}
        rowKey={(row) => row.alumno_curso}
        loading={list.isPending}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar las inscripciones.')}
        empty={
          curso || term
            ? 'No hay inscripciones pendientes con estos filtros.'
            : 'No hay inscripciones pendientes.'
        }
        columns={columns}
        actionsHeader="Acciones"
        actions={(row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              onClick={() => void ask(row)}
              aria-label={`Confirmar la inscripción de ${nombreDe(row)} a ${row.curso_nombre}`}
            >
              Confirmar
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => setRejecting(row)}
              aria-label={`Rechazar la inscripción de ${nombreDe(row)} a ${row.curso_nombre}`}
            >
              Rechazar
            </Button>
          </Group>
        )}
        page={
          list.data && {
            page,
            count: list.data.count,
            onChange: setPage,
            pageSize: INSCRIPCIONES_PAGE_SIZE,
          }
        }
      />
      {rejecting && <RejectModal row={rejecting} onClose={() => setRejecting(null)} />}
      {dialog}
    </Stack>
  );
}
