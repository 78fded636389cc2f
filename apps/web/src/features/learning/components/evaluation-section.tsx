import type { TEnviarRespueastasEvaluacionAlumnoRequest } from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import { Alert, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import {
  type enviarRespueastasEvaluacionAlumno,
  useEnviarRespueastasEvaluacionAlumno,
} from '../api/enviar-respuestas-evaluacion-alumno';
import { useIntentosEvaluacion } from '../api/get-evaluaciones-alumno-curso-alumno';
import {
  getPreguntasEvaluacionCursoAlumno,
  getPreguntasQueryOptions,
  usePreguntasEvaluacion,
} from '../api/get-preguntas-evaluacion-curso-alumno';
import { AnswersForm } from './answers-form';
import { AttemptReview } from './attempt-review';
import { AttemptsTable } from './attempts-table';
import { formatRemaining } from './countdown';

/** The spec's views: instructions (0), answering (1), results (2); and a review (3). */
type View = 0 | 1 | 2 | 3;
type Result = Awaited<ReturnType<typeof enviarRespueastasEvaluacionAlumno>>;

/** "te queda 1 intento" / "te quedan 2 intentos". */
export function quedanIntentos(n: number): string {
  return n === 1 ? 'te queda 1 intento' : `te quedan ${n} intentos`;
}

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
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const client = useQueryClient();
  const preguntas = usePreguntasEvaluacion(evaluacion, alumnoCurso);
  const intentos = useIntentosEvaluacion(alumnoCurso, evaluacion);
  const send = useEnviarRespueastasEvaluacionAlumno();

  if (!preguntas.isSuccess || !intentos.isSuccess) {
    return (
      <QueryState
        query={preguntas.isError ? preguntas : intentos}
        label="Cargando la evaluación"
        fallback="No se pudo cargar la evaluación."
      />
    );
  }
  const { content: questions, datosGeneralesEvaluacion: datos } = preguntas.data;
  // The deadline on this device's clock: the server's deadline less the server's clock, from
  // when its answer arrived, so a device whose clock is off still counts the right time.
  const deadline =
    datos.vence_en === null
      ? null
      : preguntas.dataUpdatedAt + (Date.parse(datos.vence_en) - Date.parse(datos.ahora));

  const review = (intento: number) => {
    setReviewing(intento);
    setView(3);
  };

  // 'Volver a Intentarlo' reloads the questions (a new attempt, or the instructions of a timed
  // one) and returns to the instructions; 'Comenzar Evaluación' waits for them.
  const retry = () => {
    setView(0);
    setResult(null);
    setTimedOut(false);
    void preguntas.refetch();
  };

  const submit = async (request: TEnviarRespueastasEvaluacionAlumnoRequest) => {
    setResult(await send.mutateAsync(request));
    setView(2);
  };

  // At zero the answers given so far are sent unasked; a refusal (too late) goes back to the
  // instructions with the server's reason, and the attempt shows as closed there.
  const timeUp = (request: TEnviarRespueastasEvaluacionAlumnoRequest) => {
    setTimedOut(true);
    send.mutate(request, {
      onSuccess: (graded) => {
        setResult(graded);
        setView(2);
      },
      onError: (err) => {
        setStartError(errorMessage(err, 'No se pudo enviar la evaluación.'));
        setView(0);
        void preguntas.refetch();
        void intentos.refetch();
      },
    });
  };

  // A timed evaluation opens its attempt (and starts its clock) only now.
  const start = async () => {
    setStartError(null);
    if (datos.tiempo_limite_minutos === null || questions.length > 0) {
      setView(1);
      return;
    }
    setStarting(true);
    try {
      const started = await getPreguntasEvaluacionCursoAlumno(evaluacion, alumnoCurso, 1);
      client.setQueryData(getPreguntasQueryOptions(evaluacion, alumnoCurso).queryKey, started);
      setView(1);
    } catch (err) {
      setStartError(errorMessage(err, 'No se pudo comenzar la evaluación.'));
    } finally {
      setStarting(false);
    }
  };

  if (view === 3 && reviewing !== null) {
    return (
      <AttemptReview
        alumnoCurso={alumnoCurso}
        intento={reviewing}
        onBack={() => setView(result ? 2 : 0)}
      />
    );
  }

  if (view === 2 && result) {
    const r = result.datosResultadoEvaluacion;
    const left = Math.max(0, r.no_intentos - r.intentos_realizados);
    const last = result.content.at(-1);
    return (
      <Stack gap="md">
        <Title order={2}>¡Tus resultados están listos!</Title>
        {timedOut && (
          <Alert color="orange" role="status">
            Se acabó el tiempo: tu intento se envió con las respuestas que tenías.
          </Alert>
        )}
        <Text>
          Calificación obtenida: <strong>{r.calificacion ?? '0.00'}</strong> (mínima aprobatoria:{' '}
          {datos.calificacion_aprobatoria})
        </Text>
        {r.resultado === 0 ? (
          <Alert color="red" role="status">
            No lograste aprobar la evaluación, {quedanIntentos(left)}.
          </Alert>
        ) : (
          <Alert color="green" role="status">
            ¡Felicidades! Aprobaste la evaluación.
          </Alert>
        )}
        <AttemptsTable intentos={result.content} onReview={(i) => review(i.id)} />
        <Group>
          {last && (
            <Button variant="light" onClick={() => review(last.id)}>
              Revisar respuestas
            </Button>
          )}
          {r.resultado === 0 && left > 0 && <Button onClick={retry}>Volver a Intentarlo</Button>}
        </Group>
      </Stack>
    );
  }

  if (view === 1 && questions.length > 0) {
    return (
      <Stack gap="md">
        <Title order={2}>{datos.nombre}</Title>
        <AnswersForm
          // A new attempt starts with a clean form.
          key={`${datos.intentos_realizados}-${datos.vence_en ?? ''}`}
          questions={questions}
          evaluacion={evaluacion}
          alumnoCurso={alumnoCurso}
          deadline={deadline}
          onSubmit={submit}
          onTimeUp={timeUp}
        />
      </Stack>
    );
  }

  const timed = datos.tiempo_limite_minutos !== null;
  const total = timed ? datos.total_preguntas : questions.length;
  const canStart = datos.resultado === 0 && datos.intentos_restantes > 0 && total > 0;
  const resuming = deadline !== null && questions.length > 0;
  return (
    <Stack gap="md">
      <Title order={2}>{datos.nombre}</Title>
      {/* Sanitised with an allowlist when the administrator saves it. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text. */}
      <Box dangerouslySetInnerHTML={{ __html: datos.instrucciones }} />
      <SimpleGrid cols={{ base: 2, sm: timed ? 5 : 4 }}>
        <Fact label="Intentos totales" value={datos.no_intentos} />
        <Fact label="Intentos realizados" value={datos.intentos_realizados} />
        <Fact label="Intentos restantes" value={datos.intentos_restantes} />
        <Fact label="Calificación mínima aprobatoria" value={datos.calificacion_aprobatoria} />
        {timed && <Fact label="Tiempo límite" value={`${datos.tiempo_limite_minutos} minutos`} />}
      </SimpleGrid>
      {timed && canStart && !resuming && (
        <Alert color="blue">
          Tienes {datos.tiempo_limite_minutos} minutos desde que pulses 'Comenzar Evaluación'. Al
          terminar el tiempo se envían las respuestas que tengas.
        </Alert>
      )}
      {resuming && (
        <Alert color="orange">
          Tienes un intento en curso. Tiempo restante al cargar:{' '}
          {formatRemaining((deadline ?? 0) - Date.now())}.
        </Alert>
      )}
      <Title order={3} size="h4">
        Intentos realizados
      </Title>
      <AttemptsTable intentos={intentos.data.content} onReview={(i) => review(i.id)} />
      {startError && (
        <Alert color="red" role="alert">
          {startError}
        </Alert>
      )}
      {datos.resultado === 1 ? (
        <Alert color="green">Ya aprobaste esta evaluación.</Alert>
      ) : datos.intentos_restantes === 0 ? (
        <Alert color="gray">Ya no te quedan intentos en esta evaluación.</Alert>
      ) : total === 0 ? (
        <Alert color="gray">Esta evaluación todavía no tiene preguntas.</Alert>
      ) : null}
      <Group>
        <Button
          onClick={start}
          disabled={!canStart || preguntas.isFetching || starting}
          loading={preguntas.isFetching || starting}
        >
          {resuming ? 'Continuar Evaluación' : 'Comenzar Evaluación'}
        </Button>
      </Group>
    </Stack>
  );
}
