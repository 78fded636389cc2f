import {
  type TEnviarRespueastasEvaluacionAlumnoRequest,
  ZEnviarRespueastasEvaluacionAlumnoRequest,
} from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import type { TPreguntaEvaluacionAlumno } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import { Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { Countdown } from './countdown';

/** Per question (`p<id>`): the chosen option's id (single choice) or ids (multiple choice). */
type Answers = Record<string, string | string[]>;

const fieldOf = (q: TPreguntaEvaluacionAlumno) => `p${q.id}`;

/** "1 pregunta" / "2 preguntas". */
const preguntas = (n: number) => (n === 1 ? '1 pregunta' : `${n} preguntas`);

/**
 * The answering view: one group of options per question, a count of those answered, and a
 * confirmation before sending that says how many are answered. A question left unanswered is
 * not sent (the server counts it as wrong, as the spec's client did). With a deadline, a
 * countdown shows the time left and, at zero, the answers given so far are sent unasked.
 */
export function AnswersForm({
  questions,
  evaluacion,
  alumnoCurso,
  deadline,
  onSubmit,
  onTimeUp,
}: {
  questions: TPreguntaEvaluacionAlumno[];
  evaluacion: number;
  alumnoCurso: number;
  /** The attempt's deadline on this device's clock, or null when untimed. */
  deadline?: number | null;
  /** Sends the attempt (enviarRespueastasEvaluacionAlumno); its failure is shown above. */
  onSubmit: (request: TEnviarRespueastasEvaluacionAlumnoRequest) => Promise<unknown>;
  /** Sends what was answered when the time ran out, without asking. */
  onTimeUp?: (request: TEnviarRespueastasEvaluacionAlumnoRequest) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const toRequest = (answers: Answers): TEnviarRespueastasEvaluacionAlumnoRequest => ({
    evaluacion,
    alumno_curso: alumnoCurso,
    respuestas: questions.flatMap((q) => {
      const chosen = answers[fieldOf(q)] ?? [];
      if (chosen.length === 0) return [];
      const respuesta = Array.isArray(chosen) ? chosen.map(Number) : Number(chosen);
      return [{ pregunta: q.id, respuesta }];
    }),
  });
  const form = useContractForm({
    schema: ZEnviarRespueastasEvaluacionAlumnoRequest,
    initialValues: Object.fromEntries(
      questions.map((q) => [fieldOf(q), q.tipo === 1 ? '' : []]),
    ) as Answers,
    toRequest,
  });
  const answered = questions.filter((q) => (form.values[fieldOf(q)] ?? []).length > 0).length;
  const total = questions.length;

  const send = async (request: TEnviarRespueastasEvaluacionAlumnoRequest) => {
    const missing = total - answered;
    const confirmed = await confirm({
      title: 'Enviar evaluación',
      question: `Has respondido ${answered} de ${preguntas(total)}.`,
      details:
        missing > 0 ? (
          <Text size="sm" c="red.8">
            {missing === 1
              ? 'Queda 1 pregunta sin responder: contará como incorrecta.'
              : `Quedan ${missing} preguntas sin responder: contarán como incorrectas.`}{' '}
            Al enviar se usa uno de tus intentos.
          </Text>
        ) : (
          <Text size="sm">Al enviar se usa uno de tus intentos.</Text>
        ),
      confirmLabel: 'Enviar Evaluación',
      cancelLabel: 'Seguir respondiendo',
      color: 'blue',
    });
    if (confirmed) await onSubmit(request);
  };

  return (
    <>
      <Paper
        withBorder
        p="sm"
        pos="sticky"
        top={0}
        style={{ zIndex: 2 }}
        aria-label="Progreso de la evaluación"
        component="section"
      >
        <Group justify="space-between" gap="xs">
          <Text>
            Respondidas: <strong>{answered}</strong> de {total}
          </Text>
          {deadline != null && (
            <Countdown deadline={deadline} onExpire={() => onTimeUp?.(toRequest(form.values))} />
          )}
        </Group>
      </Paper>
      <Form
        form={form}
        submitLabel="Enviar Evaluación"
        errorFallback="No se pudo enviar la evaluación."
        onSubmit={send}
      >
        {questions.map((q, i) => {
          const label = `${i + 1}. ${q.pregunta}`;
          return (
            <Paper key={q.id} withBorder p="md">
              {q.tipo === 1 ? (
                // Single choice: a new choice replaces the earlier one.
                <Radio.Group label={label} {...form.getInputProps(fieldOf(q))}>
                  <Stack gap="xs" mt="xs">
                    {q.respuestas.map((r) => (
                      <Radio key={r.id} value={String(r.id)} label={r.respuesta} />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                // Multiple choice: each click toggles the option.
                <Checkbox.Group
                  label={label}
                  description="Selecciona todas las que apliquen."
                  {...form.getInputProps(fieldOf(q))}
                >
                  <Stack gap="xs" mt="xs">
                    {q.respuestas.map((r) => (
                      <Checkbox key={r.id} value={String(r.id)} label={r.respuesta} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            </Paper>
          );
        })}
      </Form>
      {dialog}
    </>
  );
}
