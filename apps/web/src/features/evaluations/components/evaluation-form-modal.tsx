import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { errorMessage } from '~/lib/api-client';
import { useActualizarEvaluacionCurso } from '../api/actualizar-evaluacion-curso';
import { useAgregarEvaluacionCurso } from '../api/agregar-evaluacion-curso';
import { useEditarEvaluacionCurso } from '../api/editar-evaluacion-curso';
import { useCloseAfter } from './close-after';

const ADDED = 'Se ha agregado la evaluación con éxito.';
const UPDATED = 'Se ha actualizado la evaluación con éxito.';
const INCOMPLETE = 'Debe completar todos los campos';

export type EvaluationFormTarget = { mode: 'add' } | { mode: 'edit'; evaluacion: number };

interface Props {
  curso: number;
  target: EvaluationFormTarget | null;
  onClose: () => void;
}

/** Add or edit an evaluation; editing loads the stored one (editarEvaluacionCurso). */
export function EvaluationFormModal({ curso, target, onClose }: Props) {
  const editing = target?.mode === 'edit' ? target.evaluacion : null;
  const stored = useEditarEvaluacionCurso(editing);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.mode === 'edit' ? 'Editar evaluación' : 'Agregar evaluación'}
    >
      {target?.mode === 'edit' && stored.isPending ? (
        <PageLoader />
      ) : target?.mode === 'edit' && stored.isError ? (
        <FormError message={errorMessage(stored.error, 'No se pudo cargar la evaluación.')} />
      ) : target ? (
        <EvaluationForm
          key={editing ?? 'nueva'}
          curso={curso}
          stored={editing !== null ? stored.data : undefined}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

function EvaluationForm({
  curso,
  stored,
  onClose,
}: {
  curso: number;
  stored: TEvaluacion | undefined;
  onClose: () => void;
}) {
  const [nombre, setNombre] = useState(stored?.nombre ?? '');
  const [instrucciones, setInstrucciones] = useState(stored?.instrucciones ?? '');
  const [intentos, setIntentos] = useState<number | string>(stored?.no_intentos ?? '');
  const [calificacion, setCalificacion] = useState<number | string>(
    stored?.calificacion_aprobatoria ?? '',
  );
  const [preguntasAleatorias, setPreguntasAleatorias] = useState(
    (stored?.preguntas_aleatorias ?? 1) === 1,
  );
  const [respuestasAleatorias, setRespuestasAleatorias] = useState(
    (stored?.respuestas_aleatorias ?? 1) === 1,
  );
  const add = useAgregarEvaluacionCurso();
  const update = useActualizarEvaluacionCurso();
  const mutation = stored ? update : add;
  useCloseAfter(mutation.isSuccess, onClose);

  const no_intentos = numberOrNull(intentos);
  const calificacion_aprobatoria = numberOrNull(calificacion);
  const complete =
    nombre.trim() !== '' && no_intentos !== null && calificacion_aprobatoria !== null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (no_intentos === null || calificacion_aprobatoria === null) return;
    const fields = {
      nombre,
      instrucciones,
      no_intentos,
      calificacion_aprobatoria,
      preguntas_aleatorias: preguntasAleatorias ? 1 : 0,
      respuestas_aleatorias: respuestasAleatorias ? 1 : 0,
    };
    if (stored) update.mutate({ ...fields, evaluacion: stored.id });
    else add.mutate({ ...fields, curso });
  };

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {stored ? UPDATED : ADDED}
      </Alert>
    );
  }
  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <FormError
          message={mutation.isError ? errorMessage(mutation.error, 'No se pudo guardar.') : null}
        />
        <TextInput
          label="Nombre"
          value={nombre}
          onChange={(e) => setNombre(e.currentTarget.value)}
          maxLength={250}
          required
        />
        <RichTextEditor label="Instrucciones" value={instrucciones} onChange={setInstrucciones} />
        <Group grow align="flex-start">
          <NumberInput
            label="Número de intentos"
            value={intentos}
            onChange={setIntentos}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <NumberInput
            label="Calificación aprobatoria"
            description="De 0 a 100"
            value={calificacion}
            onChange={setCalificacion}
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            required
          />
        </Group>
        <Switch
          label="Preguntas aleatorias"
          checked={preguntasAleatorias}
          onChange={(e) => setPreguntasAleatorias(e.currentTarget.checked)}
        />
        <Switch
          label="Respuestas aleatorias"
          checked={respuestasAleatorias}
          onChange={(e) => setRespuestasAleatorias(e.currentTarget.checked)}
        />
        {!complete && (
          <Text size="sm" c="dimmed" id="evaluacion-incompleta">
            {INCOMPLETE}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={!complete}
            aria-describedby={complete ? undefined : 'evaluacion-incompleta'}
          >
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
