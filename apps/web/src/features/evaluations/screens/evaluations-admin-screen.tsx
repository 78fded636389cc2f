import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { EVALUACIONES_POR_PAGINA } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { ActionIcon, Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconEdit, IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { CourseBreadcrumb } from '~/components/ui/course-breadcrumb';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useEvaluacionesCurso } from '../api/get-evaluaciones-curso';
import { DeleteEvaluationModal } from '../components/delete-evaluation-modal';
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

/** admin/plataforma/evaluacion/:curso — a course's evaluations, their questions and options. */
export default function EvaluationsAdminScreen() {
  const curso = Number(useParams().curso);
  const valid = Number.isInteger(curso) && curso > 0;
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<EvaluationFormTarget | null>(null);
  const [questionsOf, setQuestionsOf] = useState<TEvaluacion | null>(null);
  const [deleting, setDeleting] = useState<TEvaluacion | null>(null);
  const evaluations = useEvaluacionesCurso(valid ? curso : 0, page);
  // Stable, so a modal's close timer is not restarted when the table refreshes under it.
  const closeForm = useCallback(() => setForm(null), []);
  const closeQuestions = useCallback(() => setQuestionsOf(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

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
      {evaluations.isPending ? (
        <PageLoader />
      ) : evaluations.isError ? (
        <FormError
          message={errorMessage(evaluations.error, 'No se pudieron cargar las evaluaciones.')}
        />
      ) : evaluations.data.content.length === 0 ? (
        <Alert variant="light" color="gray">
          Este curso aún no tiene evaluaciones.
        </Alert>
      ) : (
        <>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Calificación aprobatoria</Table.Th>
                <Table.Th>Número de intentos</Table.Th>
                <Table.Th>Preguntas aleatorias</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {evaluations.data.content.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.nombre}</Table.Td>
                  <Table.Td>{gradeFormat.format(e.calificacion_aprobatoria)}</Table.Td>
                  <Table.Td>{e.no_intentos}</Table.Td>
                  <Table.Td>{e.preguntas_aleatorias === 1 ? 'Sí' : 'No'}</Table.Td>
                  <Table.Td>
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
                        onClick={() => setDeleting(e)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PageLinks
            page={page}
            totalPages={totalPagesOf(evaluations.data.count, EVALUACIONES_POR_PAGINA)}
            onChange={setPage}
          />
        </>
      )}
      <EvaluationFormModal curso={curso} target={form} onClose={closeForm} />
      <QuestionsModal evaluacion={questionsOf} onClose={closeQuestions} />
      <DeleteEvaluationModal evaluacion={deleting} onClose={closeDelete} />
    </Stack>
  );
}
