import { ZAgregarPreguntaForoRequest } from '@academia/contract/forum/agregar-pregunta-foro';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { Button, Modal, NumberInput, Textarea } from '@mantine/core';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import { useActualizarPreguntaForo } from '../api/actualizar-pregunta-foro';
import { useAgregarPreguntaForo } from '../api/agregar-pregunta-foro';
import { useEditarPreguntaForo } from '../api/editar-pregunta-foro';

/** The spec's forum modals close about 2 s after a successful save, showing its message. */
const CLOSE_AFTER_MS = 2000;
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

interface Values extends Record<string, unknown> {
  pregunta: string;
  /** Empty means no limit. */
  respuestas_por_alumno: number | string;
}

/** Checked as agregarPreguntaForo's request; an edit sends the same fields with the question's id. */
function QuestionForm({
  curso,
  stored,
  onClose,
}: {
  curso: number;
  stored: TPreguntaForo | undefined;
  onClose: () => void;
}) {
  const add = useAgregarPreguntaForo();
  const update = useActualizarPreguntaForo();
  const done = useTimedMessage(CLOSE_AFTER_MS);
  const initialValues: Values = {
    pregunta: stored?.pregunta ?? '',
    respuestas_por_alumno: stored?.respuestas_por_alumno ?? '',
  };
  const form = useContractForm({
    schema: ZAgregarPreguntaForoRequest,
    initialValues,
    toRequest: (v) => ({
      curso,
      pregunta: v.pregunta,
      respuestas_por_alumno:
        typeof v.respuestas_por_alumno === 'number' ? v.respuestas_por_alumno : null,
    }),
  });
  return (
    <Form
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo guardar."
      success={done.message}
      submitDisabled={form.values.pregunta.trim() === ''}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async ({ pregunta, respuestas_por_alumno }) => {
        if (stored) await update.mutateAsync({ foro: stored.id, pregunta, respuestas_por_alumno });
        else await add.mutateAsync({ curso, pregunta, respuestas_por_alumno });
        done.show(stored ? EDITED : ADDED, onClose);
      }}
    >
      <Textarea
        label="Pregunta"
        autosize
        minRows={3}
        maxLength={2000}
        required
        data-autofocus
        {...form.getInputProps('pregunta')}
      />
      <NumberInput
        label="Respuestas por alumno"
        description="Cuántas respuestas puede publicar cada alumno; vacío, sin límite."
        allowDecimal={false}
        allowNegative={false}
        {...form.numberBounds('respuestas_por_alumno')}
        {...form.getInputProps('respuestas_por_alumno')}
      />
    </Form>
  );
}
