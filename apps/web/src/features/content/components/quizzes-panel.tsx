import { ZAgregarQuizSubtemaRequest } from '@academia/contract/content/agregar-quiz-subtema';
import type { TQuiz } from '@academia/contract/content/shapes';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarQuizSubtema } from '../api/agregar-quiz-subtema';
import { useGetQuizSubtema } from '../api/get-quiz-subtema';
import { QuizQuestionsModal } from './quiz-questions-modal';

const MESSAGE_MS = 3000;

const columns: DataColumn<TQuiz>[] = [
  { key: 'nombre', header: 'Nombre', sortValue: (q) => q.nombre, cell: (q) => q.nombre },
  {
    key: 'preguntas',
    header: 'Preguntas',
    sortValue: (q) => q.total_preguntas,
    cell: (q) => q.total_preguntas,
  },
];

/**
 * The lesson's quizzes: the list, add a quiz, and each quiz's questions in its own modal, which
 * opens on a quiz just added.
 */
export function QuizzesPanel({ subtema }: { subtema: number }) {
  const quizzes = useGetQuizSubtema(subtema);
  const add = useAgregarQuizSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const [open, setOpen] = useState<TQuiz | null>(null);
  const form = useContractForm({
    schema: ZAgregarQuizSubtemaRequest,
    initialValues: { nombre: '' },
    toRequest: (values) => ({ ...values, subtema }),
  });

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Quizzes
        </Title>
        <DataTable
          label="Quizzes de la lección"
          minWidth={320}
          rows={quizzes.data}
          rowKey={(q) => q.id}
          loading={quizzes.isPending}
          error={quizzes.isError ? quizzes.error.message : null}
          empty="Esta lección todavía no tiene quizzes."
          columns={columns}
          actions={(q) => (
            <Button
              size="xs"
              variant="light"
              onClick={() => setOpen(q)}
              aria-label={`Ver preguntas de ${q.nombre}`}
            >
              Ver preguntas
            </Button>
          )}
        />
        <Form
          form={form}
          label="Agregar quiz"
          submitLabel="Agregar quiz"
          errorFallback="No se pudo agregar el quiz."
          success={done.message}
          onSubmit={async (request) => {
            const quiz = await add.mutateAsync(request);
            form.reset();
            done.show('Quiz agregado correctamente');
            // A new quiz is empty: its own modal opens so its questions are added there.
            setOpen(quiz);
          }}
        >
          <TextInput label="Nombre del quiz" required {...form.getInputProps('nombre')} />
        </Form>
      </Stack>
      <QuizQuestionsModal
        quiz={open && (quizzes.data?.find((q) => q.id === open.id) ?? open)}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
