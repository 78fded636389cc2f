import { PREGUNTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { ActionIcon, Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { CourseBreadcrumb } from '~/components/ui/course-breadcrumb';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useContenidoForoDiscusionCurso } from '../api/get-contenido-foro-discusion-curso';
import { AnswersModal } from '../components/answers-modal';
import { QuestionFormModal, type QuestionFormTarget } from '../components/question-form-modal';

const TITLE = 'Foro de discusión';

export function meta() {
  return [{ title: TITLE }];
}

/** admin/plataforma/foro-discusion/:curso — a course's forum questions and their answers. */
export default function ForumAdminScreen() {
  const curso = Number(useParams().curso);
  const valid = Number.isInteger(curso) && curso > 0;
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<QuestionFormTarget | null>(null);
  const [answersOf, setAnswersOf] = useState<TPreguntaForo | null>(null);
  const questions = useContenidoForoDiscusionCurso(valid ? curso : 0, page);
  // Stable, so a modal's close timer is not restarted when the table refreshes under it.
  const closeForm = useCallback(() => setForm(null), []);
  const closeAnswers = useCallback(() => setAnswersOf(null), []);

  if (!valid) return <FormError message="El curso no existe." />;
  return (
    <Stack>
      <CourseBreadcrumb curso={questions.data?.dataCurso} current={TITLE} />
      <Group justify="space-between">
        <Title order={1}>{TITLE}</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setForm({ mode: 'add' })}
        >
          Agregar pregunta
        </Button>
      </Group>
      {questions.isPending ? (
        <PageLoader />
      ) : questions.isError ? (
        <FormError message={errorMessage(questions.error, 'No se pudo cargar el foro.')} />
      ) : questions.data.content.length === 0 ? (
        <Alert variant="light" color="gray">
          Este curso aún no tiene preguntas en el foro.
        </Alert>
      ) : (
        <>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pregunta</Table.Th>
                <Table.Th>Respuestas por alumno</Table.Th>
                <Table.Th>Respuestas</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.data.content.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{q.pregunta}</Table.Td>
                  <Table.Td>{q.respuestas_por_alumno ?? 'Sin límite'}</Table.Td>
                  <Table.Td>{q.total_respuestas}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Editar la pregunta: ${q.pregunta}`}
                        onClick={() => setForm({ mode: 'edit', pregunta: q.id })}
                      >
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                      <Button size="xs" variant="light" onClick={() => setAnswersOf(q)}>
                        Respuestas
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PageLinks
            page={page}
            totalPages={totalPagesOf(questions.data.count, PREGUNTAS_FORO_POR_PAGINA)}
            onChange={setPage}
          />
        </>
      )}
      <QuestionFormModal curso={curso} target={form} onClose={closeForm} />
      <AnswersModal pregunta={answersOf} onClose={closeAnswers} />
    </Stack>
  );
}
