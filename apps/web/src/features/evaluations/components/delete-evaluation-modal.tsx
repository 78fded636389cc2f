import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useEliminarEvaluacionCurso } from '../api/eliminar-evaluacion-curso';
import { useCloseAfter } from './close-after';

const DELETED = 'Se ha eliminado la evaluación con éxito.';

/** Asks before deleting; an evaluation students attempted is archived with its grades. */
export function DeleteEvaluationModal({
  evaluacion,
  onClose,
}: {
  evaluacion: TEvaluacion | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={evaluacion !== null} onClose={onClose} size="lg" title="Eliminar evaluación">
      {evaluacion && (
        <DeleteEvaluation key={evaluacion.id} evaluacion={evaluacion} onClose={onClose} />
      )}
    </Modal>
  );
}

function DeleteEvaluation({
  evaluacion,
  onClose,
}: {
  evaluacion: TEvaluacion;
  onClose: () => void;
}) {
  const remove = useEliminarEvaluacionCurso();
  useCloseAfter(remove.isSuccess, onClose);
  if (remove.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {DELETED}
      </Alert>
    );
  }
  return (
    <Stack>
      <FormError
        message={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar.') : null}
      />
      <Text>¿Estás seguro de eliminar la evaluación «{evaluacion.nombre}»?</Text>
      {evaluacion.total_intentos > 0 && (
        <Text size="sm" c="dimmed">
          Los alumnos ya la han presentado: dejará de aparecer en el curso, pero sus intentos y
          calificaciones se conservarán.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(evaluacion.id)}>
          Eliminar
        </Button>
      </Group>
    </Stack>
  );
}
