import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { EVALUACIONES_POR_PAGINA } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { CourseBreadcrumb } from '~/components/ui/course-breadcrumb';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useEliminarEvaluacionCurso } from '../api/eliminar-evaluacion-curso';
import { useEvaluacionesCurso } from '../api/get-evaluaciones-curso';
import { CLOSE_AFTER_MS } from '../components/close-after';
import {
  EvaluationFormModal,
  type EvaluationFormTarget,
} from '../components/evaluation-form-modal';
import { QuestionsModal } from '../components/questions-modal';

const TITLE = 'Evaluaciones';

export function meta() {
  return [{ title: TITLE }];
}

const gradeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

const columns: DataColumn<TEvaluacion>[] = [
  { key: 'nombre', header: 'Nombre', cell: (e) => e.nombre, sortValue: (e) => e.nombre },
  {
    key: 'calificacion',
    header: 'Calificación aprobatoria',
    cell: (e) => gradeFormat.format(e.calificacion_aprobatoria),
    sortValue: (e) => e.calificacion_aprobatoria,
  },
  {
    key: 'intentos',
    header: 'Número de intentos',
    cell: (e) => e.no_intentos,
    sortValue: (e) => e.no_intentos,
  },
  {
    key: 'aleatorias',
    header: 'Preguntas aleatorias',
    cell: (e) => (e.preguntas_aleatorias === 1 ? 'Sí' : 'No'),
  },
  {
    key: 'tiempo',
    header: 'Tiempo límite',
    cell: (e) =>
      e.tiempo_limite_minutos === null ? 'Sin límite' : `${e.tiempo_limite_minutos} min`,
  },
];

/** admin/plataforma/evaluacion/:curso — a course's evaluations, their questions and options. */
export default function EvaluationsAdminScreen() {
  const curso = Number(useParams().curso);
  const valid = Number.isInteger(curso) && curso > 0;
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<EvaluationFormTarget | null>(null);
  const [questionsOf, setQuestionsOf] = useState<TEvaluacion | null>(null);
  const remove = useEliminarEvaluacionCurso();
  const { confirm, dialog } = useConfirm();
  const evaluations = useEvaluacionesCurso(valid ? curso : 0, page);
  // Stable, so a modal's close timer is not restarted when the table refreshes under it.
  const closeForm = useCallback(() => setForm(null), []);
  const closeQuestions = useCallback(() => setQuestionsOf(null), []);
  const askDelete = (evaluacion: TEvaluacion) =>
    confirm({
      title: 'Eliminar evaluación',
      question: `¿Estás seguro de eliminar la evaluación «${evaluacion.nombre}»?`,
      details: evaluacion.total_intentos > 0 && (
        <Text size="sm" c="dimmed">
          Los alumnos ya la han presentado: dejará de aparecer en el curso, pero sus intentos y
          calificaciones se conservarán.
        </Text>
      ),
      action: () => remove.mutateAsync(evaluacion.id),
      errorFallback: 'No se pudo eliminar.',
      success: 'Se ha eliminado la evaluación con éxito.',
      successMs: CLOSE_AFTER_MS,
    });

  if (!valid) return <FormError message="El curso no existe." />;
  return (
    <Stack>
      <CourseBreadcrumb curso={evaluations.data?.dataCurso} current={TITLE} />
      <Group justify="space-between">
        <Title order={1}>{TITLE}</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setForm({ mode: 'add' })}
        >
          Agregar evaluación
        </Button>
      </Group>
      <DataTable
        label="Evaluaciones del curso"
        rows={evaluations.data?.content}
        rowKey={(e) => e.id}
        error={
          evaluations.error &&
          errorMessage(evaluations.error, 'No se pudieron cargar las evaluaciones.')
        }
        empty="Este curso aún no tiene evaluaciones."
        columns={columns}
        actions={(e) => (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Ver preguntas de ${e.nombre}`}
              onClick={() => setQuestionsOf(e)}
            >
              <IconListDetails size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Editar ${e.nombre}`}
              onClick={() => setForm({ mode: 'edit', evaluacion: e.id })}
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Eliminar ${e.nombre}`}
              onClick={() => askDelete(e)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        page={
          evaluations.data && {
            page,
            count: evaluations.data.count,
            onChange: setPage,
            pageSize: EVALUACIONES_POR_PAGINA,
          }
        }
      />
      <EvaluationFormModal curso={curso} target={form} onClose={closeForm} />
      <QuestionsModal evaluacion={questionsOf} onClose={closeQuestions} />
      {dialog}
    </Stack>
  );
}
