import { Alert, Button, Modal, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
import { useAgregarCursosAlumno } from '../api/agregar-cursos-alumno';
import { type FoundStudent, StudentTypeahead } from './student-typeahead';

/** Add student (students of a course): an existing student, found by name, enrolled here. */
export function EnrolStudentModal({
  opened,
  curso,
  onClose,
}: {
  opened: boolean;
  curso: number;
  onClose: () => void;
}) {
  const agregar = useAgregarCursosAlumno();
  const [picked, setPicked] = useState<FoundStudent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    agregar.reset();
    setDone(null);
    setPicked(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    agregar.mutate(
      { alumno: picked.id, cursos: [curso] },
      {
        onSuccess: ({ content }) =>
          setDone(
            content.agregados === 1
              ? '¡El registro se ha realizado con éxito!'
              : 'El alumno ya estaba inscrito en este curso.',
          ),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} size="lg" title="Agregar alumno">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <FormError
            message={
              agregar.error instanceof ApiError
                ? agregar.error.message
                : agregar.error
                  ? 'No se pudo inscribir al alumno.'
                  : null
            }
          />
          {done && (
            <Alert color="green" variant="light" role="status">
              {done}
            </Alert>
          )}
          <StudentTypeahead onPick={setPicked} />
          <Button type="submit" disabled={!picked} loading={agregar.isPending}>
            Inscribir
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
