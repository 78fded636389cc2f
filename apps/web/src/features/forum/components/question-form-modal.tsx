import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useActualizarPreguntaForo } from '../api/actualizar-pregunta-foro';
import { useAgregarPreguntaForo } from '../api/agregar-pregunta-foro';
import { useEditarPreguntaForo } from '../api/editar-pregunta-foro';
import { useCloseAfter } from './close-after';

const ADDED = 'Se ha agregado la pregunta con éxito.';
const EDITED = 'Se ha editado la pregunta con éxito.';

export type QuestionFormTarget = { mode: 'add' } | { mode: 'edit'; pregunta: number };

interface Props {
  curso: number;
  target: QuestionFormTarget | null;
  onClose: () => void;
}

/** Add or edit a forum question; the edit form loads the stored question (editarPreguntaForo). */
export function QuestionFormModal({ curso, target, onClose }: Props) {
  const editing = target?.mode === 'edit' ? target.pregunta : null;
  const stored = useEditarPreguntaForo(editing);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.mode === 'edit' ? 'Editar pregunta' : 'Agregar pregunta'}
    >
      {target?.mode === 'edit' && stored.isPending ? (
        <PageLoader />
      ) : target?.mode === 'edit' && stored.isError ? (
        <FormError message={errorMessage(stored.error, 'No se pudo cargar la pregunta.')} />
      ) : target ? (
        <QuestionForm
          key={editing ?? 'nueva'}
          curso={curso}
          stored={editing !== null ? stored.data : undefined}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function QuestionForm({
  curso,
  stored,
  onClose,
}: {
  curso: number;
  stored: TPreguntaForo | undefined;
  onClose: () => void;
}) {
  const [pregunta, setPregunta] = useState(stored?.pregunta ?? '');
  const [limite, setLimite] = useState<number | string>(stored?.respuestas_por_alumno ?? '');
  const add = useAgregarPreguntaForo();
  const update = useActualizarPreguntaForo();
  const mutation = stored ? update : add;
  useCloseAfter(mutation.isSuccess, onClose);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const respuestas_por_alumno = typeof limite === 'number' ? limite : null;
    if (stored) update.mutate({ foro: stored.id, pregunta, respuestas_por_alumno });
    else add.mutate({ curso, pregunta, respuestas_por_alumno });
  };

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {stored ? EDITED : ADDED}
      </Alert>
    );
  }
  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <FormError
          message={mutation.isError ? errorMessage(mutation.error, 'No se pudo guardar.') : null}
        />
        <Textarea
          label="Pregunta"
          value={pregunta}
          onChange={(e) => setPregunta(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
          required
        />
        <NumberInput
          label="Respuestas por alumno"
          description="Cuántas respuestas puede publicar cada alumno; vacío, sin límite."
          value={limite}
          onChange={setLimite}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={pregunta.trim() === ''}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
