import type { TPreguntaRevisada } from '@academia/contract/evaluations/get-revision-intento-alumno';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '~/components/ui/query-state';
import { useRevisionIntento } from '../api/get-revision-intento-alumno';

/** Why the correct answers are not shown yet, by the evaluation's `mostrar_respuestas`. */
const HIDDEN: Record<number, string> = {
  0: 'Esta evaluación no muestra las respuestas correctas.',
  1: 'Las respuestas correctas se muestran cuando apruebes la evaluación.',
  2: 'Las respuestas correctas se muestran cuando apruebes la evaluación o agotes tus intentos.',
};

function Question({ q, n }: { q: TPreguntaRevisada; n: number }) {
  const right = q.resultado === 1;
  return (
    <Paper
      withBorder
      p="md"
      component="li"
      aria-label={`Pregunta ${n}: ${right ? 'correcta' : 'incorrecta'}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>
            {n}. {q.pregunta}
          </Text>
          {/* Said in words, not by colour alone. */}
          <Badge color={right ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
            {right ? '✓ Correcta' : '✗ Incorrecta'}
          </Badge>
        </Group>
        <Text size="sm">
          Tu respuesta: {q.respuesta_alumno === '' ? <em>sin responder</em> : q.respuesta_alumno}
        </Text>
        {q.respuesta_correcta !== null && !right && (
          <Text size="sm" c="green.9">
            Respuesta correcta: {q.respuesta_correcta}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The review of one graded attempt: each question, the student's answer, right or wrong. */
export function AttemptReview({
  alumnoCurso,
  intento,
  onBack,
}: {
  alumnoCurso: number;
  intento: number;
  onBack: () => void;
}) {
  const review = useRevisionIntento(alumnoCurso, intento);
  const back = (
    <Group>
      <Button variant="default" onClick={onBack}>
        Volver
      </Button>
    </Group>
  );
  if (!review.isSuccess) {
    return (
      <Stack>
        <QueryState
          query={review}
          label="Cargando la revisión"
          fallback="No se pudo cargar la revisión del intento."
        />
        {review.isError && back}
      </Stack>
    );
  }
  const { content, datosIntento: d } = review.data;
  const right = content.filter((q) => q.resultado === 1).length;
  return (
    <Stack gap="md">
      <Title order={2}>
        Revisión del intento {d.no_intento}: {d.evaluacion_nombre}
      </Title>
      <Text>
        Calificación: <strong>{d.calificacion}</strong> ({right} de {content.length}{' '}
        {content.length === 1 ? 'pregunta correcta' : 'preguntas correctas'}).
      </Text>
      {d.respuestas_visibles === 0 && (
        <Alert color="gray">{HIDDEN[d.mostrar_respuestas] ?? HIDDEN[0]}</Alert>
      )}
      {content.length === 0 ? (
        <Text c="dimmed">Este intento no tiene preguntas registradas.</Text>
      ) : (
        <Stack
          component="ol"
          aria-label="Preguntas del intento"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {content.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a graded attempt's questions never change or move.
            <Question key={i} q={q} n={i + 1} />
          ))}
        </Stack>
      )}
      {back}
    </Stack>
  );
}
