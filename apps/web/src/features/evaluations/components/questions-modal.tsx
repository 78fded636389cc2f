import type { TEvaluacion, TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { Alert, Badge, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useEditarPreguntaEvaluacion } from '../api/editar-pregunta-evaluacion';
import { useEliminarPreguntaEvaluacion } from '../api/eliminar-pregunta-evaluacion';
import { usePreguntasEvaluacion } from '../api/get-preguntas-evaluacion';
import { QuestionForm } from './question-form';

type View = { view: 'list' } | { view: 'add' } | { view: 'edit'; pregunta: number };

const TITLES = {
  list: 'Preguntas de la evaluación',
  add: 'Nueva pregunta',
  edit: 'Editar pregunta',
} as const;

/**
 * The question list of one evaluation, and in the same dialog the new-question and
 * edit-question forms, so the list is always one step back.
 */
export function QuestionsModal({
  evaluacion,
  onClose,
}: {
  evaluacion: TEvaluacion | null;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>({ view: 'list' });
  const close = () => {
    setView({ view: 'list' });
    onClose();
  };
  const backToList = useCallback(() => setView({ view: 'list' }), []);
  return (
    <Modal opened={evaluacion !== null} onClose={close} size="lg" title={TITLES[view.view]}>
      {evaluacion &&
        (view.view === 'list' ? (
          <QuestionList
            evaluacion={evaluacion}
            onAdd={() => setView({ view: 'add' })}
            onEdit={(pregunta) => setView({ view: 'edit', pregunta })}
          />
        ) : view.view === 'add' ? (
          <QuestionForm evaluacion={evaluacion.id} onDone={backToList} />
        ) : (
          <EditQuestion evaluacion={evaluacion.id} pregunta={view.pregunta} onDone={backToList} />
        ))}
    </Modal>
  );
}

function EditQuestion({
  evaluacion,
  pregunta,
  onDone,
}: {
  evaluacion: number;
  pregunta: number;
  onDone: () => void;
}) {
  const stored = useEditarPreguntaEvaluacion(pregunta);
  if (stored.isPending) return <PageLoader />;
  if (stored.isError) {
    return <FormError message={errorMessage(stored.error, 'No se pudo cargar la pregunta.')} />;
  }
  return <QuestionForm evaluacion={evaluacion} stored={stored.data} onDone={onDone} />;
}

function QuestionList({
  evaluacion,
  onAdd,
  onEdit,
}: {
  evaluacion: TEvaluacion;
  onAdd: () => void;
  onEdit: (pregunta: number) => void;
}) {
  const questions = usePreguntasEvaluacion(evaluacion.id);
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{evaluacion.nombre}</Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          Nueva pregunta
        </Button>
      </Group>
      {questions.isPending ? (
        <PageLoader />
      ) : questions.isError ? (
        <FormError
          message={errorMessage(questions.error, 'No se pudieron cargar las preguntas.')}
        />
      ) : questions.data.content.length === 0 ? (
        <Alert variant="light" color="gray">
          Esta evaluación aún no tiene preguntas.
        </Alert>
      ) : (
        questions.data.content.map((q, i) => (
          <QuestionItem
            key={q.id}
            numero={i + 1}
            question={q}
            attempted={evaluacion.total_intentos > 0}
            onEdit={() => onEdit(q.id)}
          />
        ))
      )}
    </Stack>
  );
}

function QuestionItem({
  numero,
  question,
  attempted,
  onEdit,
}: {
  numero: number;
  question: TPreguntaEvaluacion;
  attempted: boolean;
  onEdit: () => void;
}) {
  const remove = useEliminarPreguntaEvaluacion();
  const { confirm, dialog } = useConfirm();
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`Pregunta ${numero}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
            {numero}. {question.pregunta}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {question.tipo === 1 ? 'Una respuesta' : 'Varias respuestas'}
          </Badge>
        </Group>
        <List size="sm" spacing={4}>
          {question.respuestas.map((r) => (
            <List.Item
              key={r.id}
              icon={
                r.correcta === 1 ? <IconCheck size={16} color="green" aria-hidden /> : undefined
              }
            >
              {r.respuesta}
              {r.correcta === 1 && (
                <Text span c="green.8" size="xs" ml={6}>
                  (correcta)
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={`Editar la pregunta ${numero}`}
          >
            Editar
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() =>
              confirm({
                title: 'Eliminar pregunta',
                question: attempted
                  ? '¿Quitar esta pregunta? Se archivará y las respuestas de los alumnos se conservarán.'
                  : '¿Eliminar esta pregunta?',
                action: () => remove.mutateAsync(question.id),
                errorFallback: 'No se pudo eliminar.',
              })
            }
            aria-label={`Eliminar la pregunta ${numero}`}
          >
            Eliminar
          </Button>
        </Group>
        {dialog}
      </Stack>
    </Paper>
  );
}
