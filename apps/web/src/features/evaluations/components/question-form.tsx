import { ZAgregarPreguntaEvaluacionRequest } from '@academia/contract/evaluations/agregar-pregunta-evaluacion';
import {
  MAX_RESPUESTAS_POR_PREGUNTA,
  type TPreguntaEvaluacion,
} from '@academia/contract/evaluations/evaluacion';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useActualizarPreguntaEvaluacion } from '../api/actualizar-pregunta-evaluacion';
import { useAgregarPreguntaEvaluacion } from '../api/agregar-pregunta-evaluacion';
import { CLOSE_AFTER_MS } from './close-after';
import { keepFirstCorrect, markCorrect, type Option, toRespuestas } from './question-options';

const ADDED = 'Se ha agregado la pregunta con éxito.';
const UPDATED = 'Se ha actualizado la pregunta con éxito.';

interface Props {
  evaluacion: number;
  /** The question to edit; none for a new one. */
  stored?: TPreguntaEvaluacion;
  onDone: () => void;
}

interface Values extends Record<string, unknown> {
  pregunta: string;
  /** The Radio.Group's value: '1' single choice, '2' multiple choice. */
  tipo: string;
  respuestas: Option[];
}

const tipoOf = (value: string): 1 | 2 => (value === '2' ? 2 : 1);

/**
 * New or edit question: text, tipo (1 single, 2 multiple choice) and options, each with a
 * "correct" checkbox, removable before saving. In a tipo 1 question, marking an option correct
 * unmarks the others. Checked by the contract's correct-option rules before sending.
 */
export function QuestionForm({ evaluacion, stored, onDone }: Props) {
  const formId = useId();
  const [draft, setDraft] = useState('');
  const [draftCorrect, setDraftCorrect] = useState(false);
  const add = useAgregarPreguntaEvaluacion();
  const update = useActualizarPreguntaEvaluacion();
  const done = useTimedMessage(CLOSE_AFTER_MS);
  const initialValues: Values = {
    pregunta: stored?.pregunta ?? '',
    tipo: stored?.tipo === 2 ? '2' : '1',
    respuestas:
      stored?.respuestas.map((r) => ({
        id: r.id,
        key: `r${r.id}`,
        respuesta: r.respuesta,
        correcta: r.correcta === 1,
      })) ?? [],
  };
  // An edit is checked by the same rules; a stored option's id travels with it.
  const form = useContractForm({
    schema: ZAgregarPreguntaEvaluacionRequest,
    initialValues,
    toRequest: (v) => ({
      evaluacion,
      pregunta: v.pregunta,
      tipo: tipoOf(v.tipo),
      respuestas: toRespuestas(v.respuestas),
    }),
  });
  const { values } = form;
  const tipo = tipoOf(values.tipo);
  const options = values.respuestas;
  const setOptions = (list: Option[]) => form.setFieldValue('respuestas', list);
  const optionsError = Object.entries(form.errors)
    .filter(([path]) => path === 'respuestas' || path.startsWith('respuestas.'))
    .map(([, message]) => message)
    .join(' ');

  const addOption = () => {
    const respuesta = draft.trim();
    if (!respuesta) return;
    const key = `n${formId}${options.length}${Date.now()}`;
    setOptions(
      markCorrect([...options, { key, respuesta, correcta: false }], tipo, key, draftCorrect),
    );
    setDraft('');
    setDraftCorrect(false);
  };

  const changeTipo = (value: string) => {
    form.setFieldValue('tipo', value === '2' ? '2' : '1');
    if (value !== '2') setOptions(keepFirstCorrect(options));
  };

  const canSave = values.pregunta.trim() !== '' && (stored !== undefined || options.length > 0);

  return (
    <Form
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo guardar."
      success={done.message}
      submitDisabled={!canSave}
      actions={
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
      }
      onSubmit={async ({ evaluacion: _evaluacion, ...fields }) => {
        if (stored) await update.mutateAsync({ ...fields, pregunta_id: stored.id });
        else await add.mutateAsync({ ...fields, evaluacion });
        done.show(stored ? UPDATED : ADDED, onDone);
      }}
    >
      <Textarea
        label="Pregunta"
        autosize
        minRows={2}
        maxLength={2000}
        required
        {...form.getInputProps('pregunta')}
      />
      <Radio.Group label="Tipo de pregunta" value={values.tipo} onChange={changeTipo}>
        <Group mt="xs">
          <Radio value="1" label="Una respuesta correcta" />
          <Radio value="2" label="Varias respuestas correctas" />
        </Group>
      </Radio.Group>

      <Stack gap="xs" role="group" aria-label="Respuestas">
        <Text fw={500} size="sm">
          Respuestas
        </Text>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no hay respuestas.
          </Text>
        ) : (
          options.map((o) => (
            <Group key={o.key} wrap="nowrap" justify="space-between">
              <Checkbox
                label={o.respuesta}
                aria-label={`Correcta: ${o.respuesta}`}
                checked={o.correcta}
                onChange={(e) =>
                  setOptions(markCorrect(options, tipo, o.key, e.currentTarget.checked))
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar la respuesta ${o.respuesta}`}
                onClick={() => setOptions(options.filter((x) => x.key !== o.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))
        )}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Nueva respuesta"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addOption();
              }
            }}
            maxLength={1000}
            style={{ flex: 1 }}
          />
          <Checkbox
            label="Es correcta"
            checked={draftCorrect}
            onChange={(e) => setDraftCorrect(e.currentTarget.checked)}
            mb={8}
          />
          <Button
            variant="light"
            onClick={addOption}
            disabled={draft.trim() === '' || options.length >= MAX_RESPUESTAS_POR_PREGUNTA}
          >
            Agregar respuesta
          </Button>
        </Group>
        {optionsError && (
          <Text size="sm" c="red" role="alert">
            {optionsError}
          </Text>
        )}
      </Stack>
    </Form>
  );
}
