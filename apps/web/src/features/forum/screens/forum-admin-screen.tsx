import { PREGUNTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { ActionIcon, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CourseBreadcrumb } from '~/components/ui/course-breadcrumb';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useContenidoForoDiscusionCurso } from '../api/get-contenido-foro-discusion-curso';
import { AnswersModal } from '../components/answers-modal';
import { QuestionFormModal, type QuestionFormTarget } from '../components/question-form-modal';

const TITLE = 'Foro de discusión';

export function meta() {
  return [{ title: TITLE }];
}

const columns: DataColumn<TPreguntaForo>[] = [
  {
    key: 'pregunta',
    header: 'Pregunta',
    cell: (q) => <span style={{ whiteSpace: 'pre-wrap' }}>{q.pregunta}</span>,
    sortValue: (q) => q.pregunta,
  },
  {
    key: 'por_alumno',
    header: 'Respuestas por alumno',
    cell: (q) => q.respuestas_por_alumno ?? 'Sin límite',
    sortValue: (q) => q.respuestas_por_alumno,
  },
  {
    key: 'respuestas',
    header: 'Respuestas',
    cell: (q) => q.total_respuestas,
    sortValue: (q) => q.total_respuestas,
  },
];

/** admin/plataforma/foro-discusion/:curso — a course's forum questions and their answers. */
export default function ForumAdminScreen() {
  return <ForumStaffScreen manageQuestions />;
}

/**
 * A course's forum for staff. Administrators add and edit questions; a teacher
 * (profesor/foro/:curso, `manageQuestions` off) reads, answers and removes answers only.
 */
export function ForumStaffScreen({ manageQuestions }: { manageQuestions: boolean }) {
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
      {manageQuestions ? (
        <CourseBreadcrumb curso={questions.data?.dataCurso} current={TITLE} />
      ) : (
        <Anchor component={Link} to="/profesor/grupos">
          Volver a Mis grupos
        </Anchor>
      )}
      <Group justify="space-between">
        <Title order={1}>
          {manageQuestions || !questions.data
            ? TITLE
            : `${TITLE} · ${questions.data.dataCurso.nombre}`}
        </Title>
        {manageQuestions && (
          <Group gap="sm">
            <Anchor component={Link} to={`/admin/plataforma/avisos/${curso}`}>
              Avisos del curso
            </Anchor>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setForm({ mode: 'add' })}
            >
              Agregar pregunta
            </Button>
          </Group>
        )}
      </Group>
      <DataTable
        label="Preguntas del foro"
        rows={questions.data?.content}
        rowKey={(q) => q.id}
        error={questions.error && errorMessage(questions.error, 'No se pudo cargar el foro.')}
        empty="Este curso aún no tiene preguntas en el foro."
        columns={columns}
        actions={(q) => (
          <Group gap="xs" wrap="nowrap">
            {manageQuestions && (
              <ActionIcon
                variant="subtle"
                aria-label={`Editar la pregunta: ${q.pregunta}`}
                onClick={() => setForm({ mode: 'edit', pregunta: q.id })}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            )}
            <Button size="xs" variant="light" onClick={() => setAnswersOf(q)}>
              Respuestas
            </Button>
          </Group>
        )}
        page={
          questions.data && {
            page,
            count: questions.data.count,
            onChange: setPage,
            pageSize: PREGUNTAS_FORO_POR_PAGINA,
          }
        }
      />
      {manageQuestions && <QuestionFormModal curso={curso} target={form} onClose={closeForm} />}
      <AnswersModal pregunta={answersOf} onClose={closeAnswers} />
    </Stack>
  );
}
