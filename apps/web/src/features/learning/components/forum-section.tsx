import type { TRespuestaForo } from '@academia/contract/forum/get-data-foro-discusion';
import { RESPUESTAS_POR_PAGINA } from '@academia/contract/forum/get-data-foro-discusion';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { useAgregarRespuestaForoUsuario } from '../api/agregar-respuesta-foro-usuario';
import { useAgregarRespuestaRespuestaForoUsuario } from '../api/agregar-respuesta-respuesta-foro-usuario';
import { useDataForoDiscusion } from '../api/get-data-foro-discusion';
import { formatDate } from '../progress';

const EXITO = 'Se ha agregado la respuesta con éxito!';
/** Spec: the success message disappears after 2 s. */
const EXITO_MS = 2000;

function useFlash(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), EXITO_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return [shown, () => setShown(true)];
}

function Author({ r }: { r: { nombre: string; app: string; fecha: string } }) {
  return (
    <Text size="sm" c="dimmed">
      <Text span fw={600} c="dark">
        {r.nombre} {r.app}
      </Text>{' '}
      · {formatDate(r.fecha)}
    </Text>
  );
}

function ReplyBox({
  answer,
  alumnoCurso,
  onAdded,
}: {
  answer: TRespuestaForo;
  alumnoCurso: number;
  onAdded: () => void;
}) {
  const [text, setText] = useState('');
  const reply = useAgregarRespuestaRespuestaForoUsuario();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    reply.mutate(
      { foro_discusion_respuesta: answer.id, respuesta: text, alumno_curso: alumnoCurso },
      {
        onSuccess: () => {
          setText('');
          onAdded();
        },
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={`Responder a ${answer.nombre} ${answer.app}`}
          placeholder="Escribe una respuesta"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          required
          maxLength={5000}
        />
        <Button type="submit" variant="light" loading={reply.isPending}>
          Responder
        </Button>
      </Group>
      {reply.isError && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {reply.error.message}
        </Text>
      )}
    </form>
  );
}

/** Section 1 of the course view: a forum question, its answers and nested replies. */
export function ForumSection({ foro, alumnoCurso }: { foro: number; alumnoCurso: number }) {
  const [page, setPage] = useState(1);
  const data = useDataForoDiscusion(foro, page);
  const add = useAgregarRespuestaForoUsuario();
  const [text, setText] = useState('');
  const [flash, showFlash] = useFlash();

  if (data.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Cargando el foro">
        <Loader />
      </Center>
    );
  }
  if (data.isError) {
    return (
      <Alert color="red" role="alert">
        {data.error.message}
      </Alert>
    );
  }
  const { content, count, dataForo } = data.data;
  const cap = dataForo.respuestas_por_alumno;
  const full = cap !== null && dataForo.respuestas_alumno >= cap;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    add.mutate(
      { foro_discusion: foro, respuesta: text, alumno_curso: alumnoCurso },
      {
        onSuccess: () => {
          setText('');
          showFlash();
          setPage(totalPagesOf(count + 1, RESPUESTAS_POR_PAGINA));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>{dataForo.pregunta}</Title>
      {flash && (
        <Alert color="green" role="status">
          {EXITO}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label="Responder"
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            required
            maxLength={5000}
            disabled={full}
          />
          {cap !== null && (
            <Text size="sm" c="dimmed">
              Puedes publicar hasta {cap} {cap === 1 ? 'respuesta' : 'respuestas'} en esta pregunta
              (llevas {dataForo.respuestas_alumno}).
            </Text>
          )}
          {add.isError && (
            <Alert color="red" role="alert">
              {add.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={full}>
              Agregar
            </Button>
          </Group>
        </Stack>
      </form>
      <Title order={3} size="h4">
        Respuestas ({count})
      </Title>
      {content.length === 0 && <Text c="dimmed">Todavía no hay respuestas. ¡Sé el primero!</Text>}
      {content.map((a) => (
        <Paper
          key={a.id}
          withBorder
          p="md"
          component="article"
          aria-label={`Respuesta de ${a.nombre} ${a.app}`}
        >
          <Stack gap="xs">
            <Author r={a} />
            <Text style={{ whiteSpace: 'pre-wrap' }}>{a.respuesta}</Text>
            {a.respuestas2.length > 0 && (
              <Stack
                gap="xs"
                pl="md"
                style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
              >
                {a.respuestas2.map((r) => (
                  <div key={r.id}>
                    <Author r={r} />
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{r.respuesta}</Text>
                  </div>
                ))}
              </Stack>
            )}
            <ReplyBox answer={a} alumnoCurso={alumnoCurso} onAdded={showFlash} />
          </Stack>
        </Paper>
      ))}
      <PageLinks
        page={page}
        totalPages={totalPagesOf(count, RESPUESTAS_POR_PAGINA)}
        onChange={setPage}
      />
    </Stack>
  );
}
