import { ZAgregarEvaluacionCursoRequest } from '@academia/contract/evaluations/agregar-evaluacion-curso';
import { MOSTRAR_RESPUESTAS, type TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { Button, Group, Modal, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import { useActualizarEvaluacionCurso } from '../api/actualizar-evaluacion-curso';
import { useAgregarEvaluacionCurso } from '../api/agregar-evaluacion-curso';
import { useEditarEvaluacionCurso } from '../api/editar-evaluacion-curso';
import { CLOSE_AFTER_MS } from './close-after';

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

interface Values extends Record<string, unknown> {
  nombre: string;
  instrucciones: string;
  no_intentos: number | string;
  calificacion_aprobatoria: number | string;
  preguntas_aleatorias: boolean;
  respuestas_aleatorias: boolean;
  /** Empty: no time limit. */
  tiempo_limite_minutos: number | string;
  mostrar_respuestas: string;
}

const SHOW_OPTIONS = Object.entries(MOSTRAR_RESPUESTAS).map(([value, label]) => ({
  value,
  label,
}));

// An emptied NumberInput holds '': NaN makes the schema refuse it as not a number.
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** Checked as agregarEvaluacionCurso's request; an edit sends the same fields with its id. */
function EvaluationForm({
  curso,
  stored,
  onClose,
}: {
  curso: number;
  stored: TEvaluacion | undefined;
  onClose: () => void;
}) {
  const add = useAgregarEvaluacionCurso();
  const update = useActualizarEvaluacionCurso();
  const done = useTimedMessage(CLOSE_AFTER_MS);
  const initialValues: Values = {
    nombre: stored?.nombre ?? '',
    instrucciones: stored?.instrucciones ?? '',
    no_intentos: stored?.no_intentos ?? '',
    calificacion_aprobatoria: stored?.calificacion_aprobatoria ?? '',
    preguntas_aleatorias: (stored?.preguntas_aleatorias ?? 1) === 1,
    respuestas_aleatorias: (stored?.respuestas_aleatorias ?? 1) === 1,
    tiempo_limite_minutos: stored?.tiempo_limite_minutos ?? '',
    mostrar_respuestas: String(stored?.mostrar_respuestas ?? 0),
  };
  const form = useContractForm({
    schema: ZAgregarEvaluacionCursoRequest,
    initialValues,
    toRequest: (v) => ({
      curso,
      nombre: v.nombre,
      instrucciones: v.instrucciones,
      no_intentos: numberOf(v.no_intentos),
      calificacion_aprobatoria: numberOf(v.calificacion_aprobatoria),
      preguntas_aleatorias: v.preguntas_aleatorias ? 1 : 0,
      respuestas_aleatorias: v.respuestas_aleatorias ? 1 : 0,
      // An emptied field means no limit.
      tiempo_limite_minutos:
        v.tiempo_limite_minutos === '' ? null : numberOf(v.tiempo_limite_minutos),
      mostrar_respuestas: Number(v.mostrar_respuestas) as 0 | 1 | 2,
    }),
  });
  const { values } = form;
  const complete =
    values.nombre.trim() !== '' &&
    typeof values.no_intentos === 'number' &&
    typeof values.calificacion_aprobatoria === 'number';
  const instrucciones = form.getInputProps('instrucciones');

  return (
    <Form
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo guardar."
      success={done.message}
      submitDisabled={!complete}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async ({ curso: _curso, ...fields }) => {
        if (stored) await update.mutateAsync({ ...fields, evaluacion: stored.id });
        else await add.mutateAsync({ ...fields, curso });
        done.show(stored ? UPDATED : ADDED, onClose);
      }}
    >
      <TextInput
        label="Nombre"
        maxLength={250}
        required
        data-autofocus
        {...form.getInputProps('nombre')}
      />
      <RichTextEditor
        label="Instrucciones"
        value={values.instrucciones}
        onChange={(html) => form.setFieldValue('instrucciones', html)}
        error={typeof instrucciones.error === 'string' ? instrucciones.error : null}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Número de intentos"
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.numberBounds('no_intentos')}
          {...form.getInputProps('no_intentos')}
        />
        <NumberInput
          label="Calificación aprobatoria"
          description="De 0 a 100"
          decimalScale={2}
          allowNegative={false}
          required
          {...form.numberBounds('calificacion_aprobatoria')}
          {...form.getInputProps('calificacion_aprobatoria')}
        />
      </Group>
      <Switch
        label="Preguntas aleatorias"
        {...form.getInputProps('preguntas_aleatorias', { type: 'checkbox' })}
      />
      <Switch
        label="Respuestas aleatorias"
        {...form.getInputProps('respuestas_aleatorias', { type: 'checkbox' })}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Tiempo límite (minutos)"
          description="Vacío: sin límite. Cuenta desde que el alumno comienza el intento."
          allowDecimal={false}
          allowNegative={false}
          {...form.numberBounds('tiempo_limite_minutos')}
          {...form.getInputProps('tiempo_limite_minutos')}
        />
        <Select
          label="Mostrar las respuestas correctas en la revisión"
          data={SHOW_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('mostrar_respuestas')}
        />
      </Group>
      {!complete && (
        <Text size="sm" c="dimmed">
          {INCOMPLETE}
        </Text>
      )}
    </Form>
  );
}
