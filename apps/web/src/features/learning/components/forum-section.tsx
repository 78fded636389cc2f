import { fechaLarga } from '@academia/contract/core/long-date';
import { ZAgregarRespuestaForoUsuarioRequest } from '@academia/contract/forum/agregar-respuesta-foro-usuario';
import { ZAgregarRespuestaRespuestaForoUsuarioRequest } from '@academia/contract/forum/agregar-respuesta-respuesta-foro-usuario';
import type { TRespuestaForo } from '@academia/contract/forum/get-data-foro-discusion';
import { RESPUESTAS_POR_PAGINA } from '@academia/contract/forum/get-data-foro-discusion';
import { Badge, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Form } from '~/components/ui/form';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { QueryState } from '~/components/ui/query-state';
import { SuccessMessage } from '~/components/ui/success-message';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarRespuestaForoUsuario } from '../api/agregar-respuesta-foro-usuario';
import { useAgregarRespuestaRespuestaForoUsuario } from '../api/agregar-respuesta-respuesta-foro-usuario';
import { useDataForoDiscusion } from '../api/get-data-foro-discusion';

const EXITO = 'Se ha agregado la respuesta con éxito!';
/** Spec: the success message disappears after 2 s. */
const EXITO_MS = 2000;

/** Who wrote it and when; a teacher's post carries the 'Profesor' badge (issue 24). */
function Author({ r }: { r: { nombre: string; app: string; fecha: string; profesor: boolean } }) {
  return (
    <Text size="sm" c="dimmed">
      <Text span fw={600} c="dark">
        {r.nombre} {r.app}
      </Text>{' '}
      {r.profesor && (
        <Badge size="sm" variant="light" color="teal" mr={4}>
          Profesor
        </Badge>
      )}
      · {fechaLarga(r.fecha)}
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
  const reply = useAgregarRespuestaRespuestaForoUsuario();
  const form = useContractForm({
    schema: ZAgregarRespuestaRespuestaForoUsuarioRequest,
    initialValues: { respuesta: '' },
    toRequest: (values) => ({
      ...values,
      foro_discusion_respuesta: answer.id,
      alumno_curso: alumnoCurso,
    }),
  });
  return (
    <Form
      form={form}
      submitLabel="Responder"
      errorFallback="No se pudo enviar tu respuesta."
      onSubmit={async (request) => {
        await reply.mutateAsync(request);
        form.reset();
        onAdded();
      }}
    >
      <TextInput
        label={`Responder a ${answer.nombre} ${answer.app}`}
        placeholder="Escribe una respuesta"
        required
        {...form.getInputProps('respuesta')}
      />
    </Form>
  );
}

/** Section 1 of the course view: a forum question, its answers and nested replies. */
export function ForumSection({ foro, alumnoCurso }: { foro: number; alumnoCurso: number }) {
  const [page, setPage] = useState(1);
  const data = useDataForoDiscusion(foro, page);
  const add = useAgregarRespuestaForoUsuario();
  const flash = useTimedMessage(EXITO_MS);
  const form = useContractForm({
    schema: ZAgregarRespuestaForoUsuarioRequest,
    initialValues: { respuesta: '' },
    toRequest: (values) => ({ ...values, foro_discusion: foro, alumno_curso: alumnoCurso }),
  });

  if (!data.isSuccess) return <QueryState query={data} label="Cargando el foro" />;
  const { content, count, dataForo } = data.data;
  const cap = dataForo.respuestas_por_alumno;
  const full = cap !== null && dataForo.respuestas_alumno >= cap;

  return (
    <Stack gap="md">
      <Title order={2}>{dataForo.pregunta}</Title>
      <SuccessMessage message={flash.message} />
      <Form
        form={form}
        submitLabel="Agregar"
        errorFallback="No se pudo enviar tu respuesta."
        submitDisabled={full}
        onSubmit={async (request) => {
          await add.mutateAsync(request);
          form.reset();
          flash.show(EXITO);
          setPage(totalPagesOf(count + 1, RESPUESTAS_POR_PAGINA));
        }}
      >
        <Textarea
          label="Responder"
          autosize
          minRows={3}
          required
          disabled={full}
          {...form.getInputProps('respuesta')}
        />
        {cap !== null && (
          <Text size="sm" c="dimmed">
            Puedes publicar hasta {cap} {cap === 1 ? 'respuesta' : 'respuestas'} en esta pregunta
            (llevas {dataForo.respuestas_alumno}).
          </Text>
        )}
      </Form>
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
            <ReplyBox answer={a} alumnoCurso={alumnoCurso} onAdded={() => flash.show(EXITO)} />
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
