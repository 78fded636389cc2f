import {
  MAX_RESPUESTAS_POR_PREGUNTA,
  type TPreguntaEvaluacion,
} from '@academia/contract/evaluations/evaluacion';
import {
  ActionIcon,
  Alert,
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
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useActualizarPreguntaEvaluacion } from '../api/actualizar-pregunta-evaluacion';
import { useAgregarPreguntaEvaluacion } from '../api/agregar-pregunta-evaluacion';
import { useCloseAfter } from './close-after';
import { keepFirstCorrect, markCorrect, type Option, toRespuestas } from './question-options';

const ADDED = 'Se ha agregado la pregunta con éxito.';
const UPDATED = 'Se ha actualizado la pregunta con éxito.';

interface Props {
  evaluacion: number;
  /** The question to edit; none for a new one. */
  stored?: TPreguntaEvaluacion;
  onDone: () => void;
}

/**
 * New or edit question: text, tipo (1 single, 2 multiple choice) and options, each with a
 * "correct" checkbox, removable before saving. In a tipo 1 question, marking an option correct
 * unmarks the others. The server checks the correct-option rules and answers in Spanish.
 */
export function QuestionForm({ evaluacion, stored, onDone }: Props) {
  const formId = useId();
  const [pregunta, setPregunta] = useState(stored?.pregunta ?? '');
  const [tipo, setTipo] = useState<1 | 2>(stored?.tipo === 2 ? 2 : 1);
  const [options, setOptions] = useState<Option[]>(
    stored?.respuestas.map((r) => ({
      id: r.id,
      key: `r${r.id}`,
      respuesta: r.respuesta,
      correcta: r.correcta === 1,
    })) ?? [],
  );
  const [draft, setDraft] = useState('');
  const [draftCorrect, setDraftCorrect] = useState(false);
  const add = useAgregarPreguntaEvaluacion();
  const update = useActualizarPreguntaEvaluacion();
  const mutation = stored ? update : add;
  useCloseAfter(mutation.isSuccess, onDone);

  const addOption = () => {
    const respuesta = draft.trim();
    if (!respuesta) return;
    const key = `n${formId}${options.length}${Date.now()}`;
    setOptions((list) =>
      markCorrect([...list, { key, respuesta, correcta: false }], tipo, key, draftCorrect),
    );
    setDraft('');
    setDraftCorrect(false);
  };

  const changeTipo = (value: string) => {
    const next = value === '2' ? 2 : 1;
    setTipo(next);
    if (next === 1) setOptions(keepFirstCorrect);
  };

  const canSave = pregunta.trim() !== '' && (stored !== undefined || options.length > 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const respuestas = toRespuestas(options);
    if (stored) update.mutate({ pregunta_id: stored.id, pregunta, tipo, respuestas });
    else add.mutate({ evaluacion, pregunta, tipo, respuestas });
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
        <Textarea
          label="Pregunta"
          value={pregunta}
          onChange={(e) => setPregunta(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          required
        />
        <Radio.Group label="Tipo de pregunta" value={String(tipo)} onChange={changeTipo}>
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
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setOptions((list) => markCorrect(list, tipo, o.key, checked));
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar la respuesta ${o.respuesta}`}
                  onClick={() => setOptions((list) => list.filter((x) => x.key !== o.key))}
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
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!canSave}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
