import {
  type TEnviarRespueastasEvaluacionAlumnoRequest,
  ZEnviarRespueastasEvaluacionAlumnoRequest,
} from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import type { TPreguntaEvaluacionAlumno } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import { Checkbox, Paper, Radio, Stack } from '@mantine/core';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';

/** Per question (`p<id>`): the chosen option's id (single choice) or ids (multiple choice). */
type Answers = Record<string, string | string[]>;

const fieldOf = (q: TPreguntaEvaluacionAlumno) => `p${q.id}`;

/**
 * The answering view: one group of options per question. A question left unanswered is not
 * sent (the server counts it as wrong, as the spec's client did).
 */
export function AnswersForm({
  questions,
  evaluacion,
  alumnoCurso,
  onSubmit,
}: {
  questions: TPreguntaEvaluacionAlumno[];
  evaluacion: number;
  alumnoCurso: number;
  /** Sends the attempt (enviarRespueastasEvaluacionAlumno); its failure is shown above. */
  onSubmit: (request: TEnviarRespueastasEvaluacionAlumnoRequest) => Promise<unknown>;
}) {
  const form = useContractForm({
    schema: ZEnviarRespueastasEvaluacionAlumnoRequest,
    initialValues: Object.fromEntries(
      questions.map((q) => [fieldOf(q), q.tipo === 1 ? '' : []]),
    ) as Answers,
    toRequest: (answers) => ({
      evaluacion,
      alumno_curso: alumnoCurso,
      respuestas: questions.flatMap((q) => {
        const chosen = answers[fieldOf(q)] ?? [];
        if (chosen.length === 0) return [];
        const respuesta = Array.isArray(chosen) ? chosen.map(Number) : Number(chosen);
        return [{ pregunta: q.id, respuesta }];
      }),
    }),
  });
  return (
    <Form
      form={form}
      submitLabel="Enviar Evaluación"
      errorFallback="No se pudo enviar la evaluación."
      onSubmit={onSubmit}
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
  );
}
