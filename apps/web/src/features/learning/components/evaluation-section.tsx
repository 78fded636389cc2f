import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  type enviarRespueastasEvaluacionAlumno,
  useEnviarRespueastasEvaluacionAlumno,
} from '../api/enviar-respuestas-evaluacion-alumno';
import { useIntentosEvaluacion } from '../api/get-evaluaciones-alumno-curso-alumno';
import { usePreguntasEvaluacion } from '../api/get-preguntas-evaluacion-curso-alumno';
import { AnswersForm } from './answers-form';
import { AttemptsTable } from './attempts-table';

/** The spec's views: instructions (0), answering (1), results (2). */
type View = 0 | 1 | 2;
type Result = Awaited<ReturnType<typeof enviarRespueastasEvaluacionAlumno>>;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

/** Section 2 of the course view: one evaluation, from its instructions to its results. */
export function EvaluationSection({
  evaluacion,
  alumnoCurso,
}: {
  evaluacion: number;
  alumnoCurso: number;
}) {
  const [view, setView] = useState<View>(0);
  const [result, setResult] = useState<Result | null>(null);
  const preguntas = usePreguntasEvaluacion(evaluacion, alumnoCurso);
  const intentos = useIntentosEvaluacion(alumnoCurso, evaluacion);
  const send = useEnviarRespueastasEvaluacionAlumno();

  if (preguntas.isPending || intentos.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Cargando la evaluación">
        <Loader />
      </Center>
    );
  }
  if (preguntas.isError || intentos.isError) {
    return (
      <Alert color="red" role="alert">
        {(preguntas.error ?? intentos.error)?.message}
      </Alert>
    );
  }
  const { content: questions, datosGeneralesEvaluacion: datos } = preguntas.data;

  // 'Volver a Intentarlo' reloads the questions (a new attempt) and returns to the instructions;
  // 'Comenzar Evaluación' waits until the new attempt has arrived.
  const retry = () => {
    setView(0);
    setResult(null);
    void preguntas.refetch();
  };

  if (view === 2 && result) {
    const r = result.datosResultadoEvaluacion;
    const left = Math.max(0, r.no_intentos - r.intentos_realizados);
    return (
      <Stack gap="md">
        <Title order={2}>¡Tus resultados están listos!</Title>
        <Text>
          Calificación obtenida: <strong>{r.calificacion ?? '0.00'}</strong> (mínima aprobatoria:{' '}
          {datos.calificacion_aprobatoria})
        </Text>
        {r.resultado === 0 ? (
          <Alert color="red" role="status">
            No lograste aprobar la evaluación, te quedan {left} intentos.
          </Alert>
        ) : (
          <Alert color="green" role="status">
            ¡Felicidades! Aprobaste la evaluación.
          </Alert>
        )}
        <AttemptsTable intentos={result.content} />
        {r.resultado === 0 && left > 0 && (
          <Group>
            <Button onClick={retry}>Volver a Intentarlo</Button>
          </Group>
        )}
      </Stack>
    );
  }

  if (view === 1) {
    return (
      <Stack gap="md">
        <Title order={2}>{datos.nombre}</Title>
        <AnswersForm
          questions={questions}
          evaluacion={evaluacion}
          alumnoCurso={alumnoCurso}
          onSubmit={async (request) => {
            setResult(await send.mutateAsync(request));
            setView(2);
          }}
        />
      </Stack>
    );
  }

  const canStart = questions.length > 0;
  return (
    <Stack gap="md">
      <Title order={2}>{datos.nombre}</Title>
      {/* Sanitised with an allowlist when the administrator saves it. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text. */}
      <Box dangerouslySetInnerHTML={{ __html: datos.instrucciones }} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Intentos totales" value={datos.no_intentos} />
        <Fact label="Intentos realizados" value={datos.intentos_realizados} />
        <Fact label="Intentos restantes" value={datos.intentos_restantes} />
        <Fact label="Calificación mínima aprobatoria" value={datos.calificacion_aprobatoria} />
      </SimpleGrid>
      <Title order={3} size="h4">
        Intentos realizados
      </Title>
      <AttemptsTable intentos={intentos.data.content} />
      {datos.resultado === 1 ? (
        <Alert color="green">Ya aprobaste esta evaluación.</Alert>
      ) : datos.intentos_restantes === 0 ? (
        <Alert color="gray">Ya no te quedan intentos en esta evaluación.</Alert>
      ) : !canStart ? (
        <Alert color="gray">Esta evaluación todavía no tiene preguntas.</Alert>
      ) : null}
      <Group>
        <Button
          onClick={() => setView(1)}
          disabled={!canStart || preguntas.isFetching}
          loading={preguntas.isFetching}
        >
          Comenzar Evaluación
        </Button>
      </Group>
    </Stack>
  );
}
