import type { TAbrirCursosAlumnoResponse } from '@academia/contract/people/abrir-cursos-alumno';
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { ApiError } from '~/lib/api-error';
import { useAbrirCursosAlumno } from '../api/abrir-cursos-alumno';
import { useActivarrCursoAlumno } from '../api/activarr-curso-alumno';
import { useDesactivarrCursoAlumno } from '../api/desactivarr-curso-alumno';
import { useEnlaceCvPlataforma } from '../api/get-enlace-cv-plataforma';
import { EnrolStudentModal } from './enrol-student-modal';

interface Props {
  alumno: { id: number; nombre: string } | null;
  onClose: () => void;
}

/** Courses of a student: current enrolments (activate/deactivate) and 'Inscribir alumno' in another. */
export function StudentCoursesModal({ alumno, onClose }: Props) {
  return (
    <Modal
      opened={alumno !== null}
      onClose={onClose}
      size="lg"
      title={alumno ? `Cursos de ${alumno.nombre}` : ''}
    >
      {alumno && (
        <Stack gap="lg">
          <PlatformCv alumno={alumno} />
          <StudentCourses alumno={alumno} />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The student's platform CV, offered only when they let staff see it (issue 26): the server
 * answers a signed address, or 403 when they keep it private.
 */
function PlatformCv({ alumno }: { alumno: { id: number; nombre: string } }) {
  const enlace = useEnlaceCvPlataforma(alumno.id);
  if (enlace.isPending) return <Text size="sm">Comprobando el CV de la plataforma…</Text>;
  if (enlace.data) {
    return (
      <Anchor href={enlace.data.url} target="_blank" rel="noopener" size="sm">
        Ver CV de la plataforma de {alumno.nombre}
      </Anchor>
    );
  }
  if (enlace.error instanceof ApiError && enlace.error.status === 403) {
    return (
      <Text size="sm" c="dimmed">
        {enlace.error.message}
      </Text>
    );
  }
  return <FormError message={errorMessage(enlace.error, 'No se pudo consultar el CV.')} />;
}

type TEnrolment = TAbrirCursosAlumnoResponse['cursosActuales'][number];

const ENROLMENT_COLUMNS: DataColumn<TEnrolment>[] = [
  { key: 'curso', header: 'Curso', cell: (c) => c.nombre },
  { key: 'estado', header: 'Estado', cell: (c) => (c.activo === 1 ? 'Activo' : 'Inactivo') },
];

function StudentCourses({ alumno }: { alumno: { id: number; nombre: string } }) {
  const query = useAbrirCursosAlumno({ alumno: alumno.id });
  const [enrolling, setEnrolling] = useState(false);
  const desactivar = useDesactivarrCursoAlumno();
  const activar = useActivarrCursoAlumno();

  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <FormError
        message={query.error && errorMessage(query.error, 'No se pudieron cargar los cursos.')}
      />
    );
  const { cursosActuales, cursosPendientes } = query.data;
  const saveError = desactivar.error ?? activar.error;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Cursos actuales
      </Title>
      <DataTable<TEnrolment>
        label="Cursos actuales"
        columns={ENROLMENT_COLUMNS}
        rows={cursosActuales}
        rowKey={(c) => c.alumno_curso}
        error={saveError && errorMessage(saveError, 'No se pudo guardar el cambio.')}
        empty="El alumno aún no está inscrito en ningún curso."
        minWidth={0}
        actions={(c) => {
          const ids = { alumno: alumno.id, curso: c.id, alumno_curso: c.alumno_curso };
          return c.activo === 1 ? (
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => desactivar.mutate(ids)}
            >
              Desactivar
            </Button>
          ) : (
            <Button
              size="compact-sm"
              color="green"
              variant="light"
              onClick={() => activar.mutate(ids)}
            >
              Activar
            </Button>
          );
        }}
      />
      <Group justify="flex-end">
        <Button onClick={() => setEnrolling(true)} disabled={cursosPendientes.length === 0}>
          Inscribir alumno
        </Button>
      </Group>
      {enrolling && (
        <EnrolStudentModal
          alumno={alumno}
          cursos={cursosPendientes}
          onClose={() => setEnrolling(false)}
        />
      )}
    </Stack>
  );
}
