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
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarPreguntaQuizSubtema } from '../api/agregar-pregunta-quiz-subtema';
import { useGetPreguntasQuizSubtema } from '../api/get-preguntas-quiz-subtema';
import {
  EMPTY_DRAFT,
  type QuestionDraft,
  questionToSend,
  removeOption,
} from './quiz-question-rules';

const MESSAGE_MS = 3000;

function NewQuestionForm({ quiz }: { quiz: number }) {
  const add = useAgregarPreguntaQuizSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const [draft, setDraft] = useState<QuestionDraft>(EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<string | null>(null);

  const setOption = (index: number, text: string) =>
    setDraft((d) => ({ ...d, respuestas: d.respuestas.map((r, i) => (i === index ? text : r)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = questionToSend(draft);
    if (!question.ok) {
      setInvalid(question.message);
      return;
    }
    setInvalid(null);
    const { ok: _ok, ...payload } = question;
    add.mutate(
      { quiz, ...payload },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          done.show('Se ha agregado la pregunta con éxito.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Nueva pregunta">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Nueva pregunta
        </Title>
        <FormError message={invalid ?? add.error?.message} />
        <SuccessMessage message={done.message} />
        <TextInput
          label="Pregunta"
          value={draft.pregunta}
          onChange={(e) => {
            const pregunta = e.currentTarget.value;
            setDraft((d) => ({ ...d, pregunta }));
          }}
        />
        <Radio.Group
          label="Respuestas (marca la correcta)"
          value={draft.correcta === null ? null : String(draft.correcta)}
          onChange={(v) => setDraft((d) => ({ ...d, correcta: Number(v) }))}
        >
          <Stack gap="xs" mt="xs">
            {draft.respuestas.map((text, i) => (
              // Options have no identity but their position, which is what the rules work on.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={i} gap="xs" wrap="nowrap">
                <Radio value={String(i)} aria-label={`Respuesta ${i + 1} es la correcta`} />
                <TextInput
                  aria-label={`Respuesta ${i + 1}`}
                  placeholder={`Respuesta ${i + 1}`}
                  value={text}
                  onChange={(e) => setOption(i, e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar respuesta ${i + 1}`}
                  onClick={() => setDraft((d) => removeOption(d, i))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setDraft((d) => ({ ...d, respuestas: [...d.respuestas, ''] }))}
          >
            Agregar respuesta
          </Button>
          <Button type="submit" loading={add.isPending}>
            Guardar pregunta
          </Button>
        </Group>
      </Stack>
    </form>
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
