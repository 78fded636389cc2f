import { ZAgregarPreguntaQuizSubtemaRequest } from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import type { TQuiz } from '@academia/contract/content/shapes';
import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarPreguntaQuizSubtema } from '../api/agregar-pregunta-quiz-subtema';
import { useGetPreguntasQuizSubtema } from '../api/get-preguntas-quiz-subtema';
import { EMPTY_DRAFT, removeOption } from './quiz-question-rules';

const MESSAGE_MS = 3000;

/**
 * The draft under other names than the request's: the contract's refusal of an incomplete
 * question is about the whole question, so the form shows it above the fields, as the spec does.
 */
interface NewQuestionValues extends Record<string, unknown> {
  texto: string;
  opciones: string[];
  correcta: number | null;
}

const EMPTY_VALUES: NewQuestionValues = {
  texto: EMPTY_DRAFT.pregunta,
  opciones: EMPTY_DRAFT.respuestas,
  correcta: EMPTY_DRAFT.correcta,
};

function NewQuestionForm({ quiz }: { quiz: number }) {
  const add = useAgregarPreguntaQuizSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const form = useContractForm({
    schema: ZAgregarPreguntaQuizSubtemaRequest,
    initialValues: EMPTY_VALUES,
    toRequest: ({ texto, opciones, correcta }) => ({
      quiz,
      pregunta: texto,
      respuestas: opciones,
      // No choice yet: an index no option has, which the contract refuses with the spec's message.
      respuestaCorrecta: correcta ?? opciones.length,
    }),
  });
  const { texto, opciones, correcta } = form.values;

  const remove = (index: number) => {
    const draft = removeOption({ pregunta: texto, respuestas: opciones, correcta }, index);
    form.setValues({ opciones: draft.respuestas, correcta: draft.correcta });
  };

  return (
    <Form
      form={form}
      label="Nueva pregunta"
      submitLabel="Guardar pregunta"
      errorFallback="No se pudo guardar la pregunta."
      success={done.message}
      actions={
        <Button variant="default" onClick={() => form.insertListItem('opciones', '')}>
          Agregar respuesta
        </Button>
      }
      onSubmit={async (request) => {
        await add.mutateAsync(request);
        form.reset();
        done.show('Se ha agregado la pregunta con éxito.');
      }}
    >
      <Title order={3} size="h5">
        Nueva pregunta
      </Title>
      <TextInput label="Pregunta" {...form.getInputProps('texto')} />
      <Radio.Group
        label="Respuestas (marca la correcta)"
        value={correcta === null ? null : String(correcta)}
        onChange={(v) => form.setFieldValue('correcta', Number(v))}
      >
        <Stack gap="xs" mt="xs">
          {opciones.map((_, i) => (
            // Options have no identity but their position, which is what the rules work on.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={i} gap="xs" wrap="nowrap">
              <Radio value={String(i)} aria-label={`Respuesta ${i + 1} es la correcta`} />
              <TextInput
                aria-label={`Respuesta ${i + 1}`}
                placeholder={`Respuesta ${i + 1}`}
                {...form.getInputProps(`opciones.${i}`)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar respuesta ${i + 1}`}
                onClick={() => remove(i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
    </Form>
  );
}

/** The view-questions modal of a quiz, with the form that stores a new question on the server. */
export function QuizQuestionsModal({ quiz, onClose }: { quiz: TQuiz | null; onClose: () => void }) {
  const questions = useGetPreguntasQuizSubtema(quiz?.id ?? null);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={quiz !== null}
      onClose={onClose}
      title={quiz ? `Preguntas de ${quiz.nombre}` : ''}
      size="lg"
    >
      {quiz && (
        <Stack>
          {questions.isPending ? (
            <Loader aria-label="Cargando preguntas" />
          ) : questions.isError ? (
            <FormError message={questions.error.message} />
          ) : questions.data.length === 0 ? (
            <Text c="dimmed">Este quiz todavía no tiene preguntas.</Text>
          ) : (
            <List type="ordered" spacing="sm" aria-label="Preguntas del quiz">
              {questions.data.map((p) => (
                <List.Item key={p.id}>
                  <Text fw={600}>{p.pregunta}</Text>
                  <Group gap={6} mt={4}>
                    {p.respuestas.map((r, i) => (
                      <Badge
                        // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                        key={i}
                        color={i === p.respuestaCorrecta ? 'green' : 'gray'}
                        variant={i === p.respuestaCorrecta ? 'filled' : 'light'}
                        tt="none"
                      >
                        {r}
                        {i === p.respuestaCorrecta ? ' (correcta)' : ''}
                      </Badge>
                    ))}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <Divider />
          <NewQuestionForm key={quiz.id} quiz={quiz.id} />
        </Stack>
      )}
    </Modal>
  );
}
