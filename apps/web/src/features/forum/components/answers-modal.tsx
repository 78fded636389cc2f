import { ZAgregarRespuestaForoProfesorRequest } from '@academia/contract/forum/agregar-respuesta-foro-profesor';
import { ZAgregarRespuestaRespuestaForoUsuarioRequest } from '@academia/contract/forum/agregar-respuesta-respuesta-foro-usuario';
import { RESPUESTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import type { TPreguntaForo, TRespuestaForo } from '@academia/contract/forum/pregunta-foro';
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useContractForm } from '~/components/ui/use-contract-form';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { useAgregarRespuestaForoProfesor } from '../api/agregar-respuesta-foro-profesor';
import { useAgregarRespuestaRespuestaForoUsuario } from '../api/agregar-respuesta-respuesta-foro-usuario';
import { useEliminarRespuestaForoDiscusion } from '../api/eliminar-respuesta-foro-discusion';
import { useEliminarRespuestaRespuestaForoDiscusion } from '../api/eliminar-respuesta-respuesta-foro-discusion';
import { useRespuestasPreguntaForo } from '../api/get-respuestas-pregunta-foro';

interface Post {
  id: number;
  nombre: string;
  app: string;
  fecha: string;
  respuesta: string;
  profesor: boolean;
}

/** Who wrote it and when, the text, and a delete icon that asks before deleting. */
function PostBody({
  post,
  what,
  onDelete,
}: {
  post: Post;
  what: 'respuesta' | 'réplica';
  onDelete: () => Promise<unknown>;
}) {
  const { confirm, dialog } = useConfirm();
  const author = `${post.nombre} ${post.app}`.trim();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          <Text span fw={700}>
            {author}
          </Text>{' '}
          {post.profesor && (
            <Badge size="sm" variant="light" color="teal" mr={4}>
              Profesor
            </Badge>
          )}
          <Text span c="dimmed" size="xs">
            {formatDateTime(post.fecha)}
          </Text>
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Eliminar ${what} de ${author}`}
          onClick={() =>
            confirm({
              title: what === 'respuesta' ? 'Eliminar respuesta' : 'Eliminar réplica',
              question:
                what === 'respuesta'
                  ? '¿Eliminar esta respuesta y sus réplicas?'
                  : '¿Eliminar esta réplica?',
              action: onDelete,
              errorFallback: 'No se pudo eliminar.',
            })
          }
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {post.respuesta}
      </Text>
      {dialog}
    </Stack>
  );
}

/** Checked as agregarRespuestaRespuestaForoUsuario's request; emptied once the reply is in. */
function ReplyBox({ answer }: { answer: TRespuestaForo }) {
  const reply = useAgregarRespuestaRespuestaForoUsuario();
  const form = useContractForm({
    schema: ZAgregarRespuestaRespuestaForoUsuarioRequest,
    initialValues: { respuesta: '' },
    toRequest: (v) => ({ foro_discusion_respuesta: answer.id, respuesta: v.respuesta }),
  });
  return (
    <Form
      form={form}
      submitLabel="Responder"
      errorFallback="No se pudo enviar la respuesta."
      submitDisabled={form.values.respuesta.trim() === ''}
      onSubmit={async (request) => {
        await reply.mutateAsync(request);
        form.reset();
      }}
    >
      <Textarea
        label={`Responder a ${answer.nombre} ${answer.app}`.trim()}
        autosize
        minRows={1}
        maxLength={5000}
        {...form.getInputProps('respuesta')}
      />
    </Form>
  );
}

function Answer({ answer }: { answer: TRespuestaForo }) {
  const removeAnswer = useEliminarRespuestaForoDiscusion();
  const removeReply = useEliminarRespuestaRespuestaForoDiscusion();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`Respuesta de ${answer.nombre} ${answer.app}`}
    >
      <Stack gap="sm">
        <PostBody
          post={answer}
          what="respuesta"
          onDelete={() => removeAnswer.mutateAsync(answer.id)}
        />
        {answer.respuestas2.length > 0 && (
          <Stack gap="xs" pl="lg" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            {answer.respuestas2.map((reply) => (
              <PostBody
                key={reply.id}
                post={reply}
                what="réplica"
                onDelete={() => removeReply.mutateAsync(reply.id)}
              />
            ))}
          </Stack>
        )}
        <ReplyBox answer={answer} />
      </Stack>
    </Paper>
  );
}

/** The answers of one question, each with its nested replies, deletes and a reply box. */
export function AnswersModal({
  pregunta,
  onClose,
}: {
  pregunta: TPreguntaForo | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={pregunta !== null} onClose={onClose} size="lg" title="Respuestas">
      {pregunta && <AnswersList key={pregunta.id} pregunta={pregunta} />}
    </Modal>
  );
}

/** The staff's own answer to the question, checked as agregarRespuestaForoProfesor's request. */
function AnswerQuestionBox({ pregunta }: { pregunta: TPreguntaForo }) {
  const answer = useAgregarRespuestaForoProfesor();
  const form = useContractForm({
    schema: ZAgregarRespuestaForoProfesorRequest,
    initialValues: { respuesta: '' },
    toRequest: (v) => ({ foro_discusion: pregunta.id, respuesta: v.respuesta }),
  });
  return (
    <Form
      form={form}
      label="Responder la pregunta"
      submitLabel="Publicar respuesta"
      errorFallback="No se pudo publicar la respuesta."
      submitDisabled={form.values.respuesta.trim() === ''}
      onSubmit={async (request) => {
        await answer.mutateAsync(request);
        form.reset();
      }}
    >
      <Textarea
        label="Tu respuesta a la pregunta"
        autosize
        minRows={2}
        maxLength={5000}
        {...form.getInputProps('respuesta')}
      />
    </Form>
  );
}

function AnswersList({ pregunta }: { pregunta: TPreguntaForo }) {
  const [page, setPage] = useState(1);
  const answers = useRespuestasPreguntaForo(pregunta.id, page);
  return (
    <Stack>
      <Text fw={600}>{pregunta.pregunta}</Text>
      <AnswerQuestionBox pregunta={pregunta} />
      {answers.isPending ? (
        <PageLoader />
      ) : answers.isError ? (
        <FormError message={errorMessage(answers.error, 'No se pudieron cargar las respuestas.')} />
      ) : answers.data.content.length === 0 ? (
        <Alert variant="light" color="gray">
          Esta pregunta aún no tiene respuestas.
        </Alert>
      ) : (
        <>
          {answers.data.content.map((answer) => (
            <Answer key={answer.id} answer={answer} />
          ))}
          <PageLinks
            page={page}
            totalPages={totalPagesOf(answers.data.count, RESPUESTAS_FORO_POR_PAGINA)}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
