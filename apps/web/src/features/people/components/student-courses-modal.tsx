import type { TAbrirCursosAlumnoResponse } from '@academia/contract/people/abrir-cursos-alumno';
import { ZAgregarCursosAlumnoRequest } from '@academia/contract/people/agregar-cursos-alumno';
import { Button, Modal, MultiSelect, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { useContractForm } from '~/components/ui/use-contract-form';
import { errorMessage } from '~/lib/api-client';
import { useAbrirCursosAlumno } from '../api/abrir-cursos-alumno';
import { useActivarrCursoAlumno } from '../api/activarr-curso-alumno';
import { useAgregarCursosAlumno } from '../api/agregar-cursos-alumno';
import { useDesactivarrCursoAlumno } from '../api/desactivarr-curso-alumno';

interface Props {
  alumno: { id: number; nombre: string } | null;
  onClose: () => void;
}

/** Courses of a student: current enrolments (activate/deactivate) and enrolling in more. */
export function StudentCoursesModal({ alumno, onClose }: Props) {
  return (
    <Modal
      opened={alumno !== null}
      onClose={onClose}
      size="lg"
      title={alumno ? `Cursos de ${alumno.nombre}` : ''}
    >
      {alumno && <StudentCourses alumno={alumno.id} />}
    </Modal>
  );
}

type TEnrolment = TAbrirCursosAlumnoResponse['cursosActuales'][number];

const ENROLMENT_COLUMNS: DataColumn<TEnrolment>[] = [
  { key: 'curso', header: 'Curso', cell: (c) => c.nombre },
  { key: 'estado', header: 'Estado', cell: (c) => (c.activo === 1 ? 'Activo' : 'Inactivo') },
];

function StudentCourses({ alumno }: { alumno: number }) {
  const query = useAbrirCursosAlumno({ alumno });
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
          const ids = { alumno, curso: c.id, alumno_curso: c.alumno_curso };
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
      <Title order={3} size="h5">
        Inscribir en más cursos
      </Title>
      <EnrolForm alumno={alumno} pendientes={cursosPendientes} />
    </Stack>
  );
}

/** Enrols in the chosen courses (checked as agregarCursosAlumno's request). */
function EnrolForm({
  alumno,
  pendientes,
}: {
  alumno: number;
  pendientes: TAbrirCursosAlumnoResponse['cursosPendientes'];
}) {
  const agregar = useAgregarCursosAlumno();
  const [added, setAdded] = useState<number | null>(null);
  const form = useContractForm({
    schema: ZAgregarCursosAlumnoRequest,
    initialValues: { cursos: [] as string[] },
    toRequest: (v) => ({ alumno, cursos: v.cursos.map(Number) }),
  });
  // The count stays until another choice starts, which also lets the button on again.
  const success =
    added !== null && form.values.cursos.length === 0
      ? `Se inscribió al alumno en ${added} curso(s).`
      : null;
  return (
    <Form
      form={form}
      submitLabel="Inscribir"
      errorFallback="No se pudo guardar el cambio."
      success={success}
      submitDisabled={form.values.cursos.length === 0}
      label="Inscribir en más cursos"
      onSubmit={async (request) => {
        const { content } = await agregar.mutateAsync(request);
        setAdded(content.agregados);
        form.reset();
      }}
    >
      <MultiSelect
        label="Cursos pendientes"
        data={pendientes.map((c) => ({ value: String(c.id), label: c.nombre }))}
        searchable
        nothingFoundMessage="No hay más cursos"
        {...form.getInputProps('cursos')}
      />
    </Form>
  );
}
