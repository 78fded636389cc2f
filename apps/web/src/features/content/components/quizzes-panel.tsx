import type { TQuiz } from '@academia/contract/content/shapes';
import { Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarQuizSubtema } from '../api/agregar-quiz-subtema';
import { useGetQuizSubtema } from '../api/get-quiz-subtema';
import { QuizQuestionsModal } from './quiz-questions-modal';

const MESSAGE_MS = 3000;

/** The lesson's quizzes: the list, add a quiz, and each quiz's questions in a modal. */
export function QuizzesPanel({ subtema }: { subtema: number }) {
  const quizzes = useGetQuizSubtema(subtema);
  const add = useAgregarQuizSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const [nombre, setNombre] = useState('');
  const [open, setOpen] = useState<TQuiz | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { subtema, nombre },
      {
        onSuccess: () => {
          setNombre('');
          done.show('Quiz agregado correctamente');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Quizzes
        </Title>
        {quizzes.isPending ? (
          <Loader aria-label="Cargando quizzes" />
        ) : quizzes.isError ? (
          <FormError message={quizzes.error.message} />
        ) : quizzes.data.length === 0 ? (
          <Text c="dimmed">Esta lección todavía no tiene quizzes.</Text>
        ) : (
          <Table aria-label="Quizzes de la lección">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Preguntas</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quizzes.data.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td>{q.nombre}</Table.Td>
                  <Table.Td>{q.total_preguntas}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(q)}
                      aria-label={`Ver preguntas de ${q.nombre}`}
                    >
                      Ver preguntas
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={submit} aria-label="Agregar quiz">
          <Stack gap="xs">
            <FormError message={add.error?.message} />
            <SuccessMessage message={done.message} />
            <Group align="flex-end">
              <TextInput
                label="Nombre del quiz"
                value={nombre}
                onChange={(e) => setNombre(e.currentTarget.value)}
                required
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={add.isPending}>
                Agregar quiz
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <QuizQuestionsModal
        quiz={open && (quizzes.data?.find((q) => q.id === open.id) ?? open)}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
