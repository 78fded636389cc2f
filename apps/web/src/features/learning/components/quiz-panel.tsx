import type { TQuiz } from '@academia/contract/learning/get-subtema';
import { Alert, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

/**
 * The Quiz tab: the lesson's stored practice quizzes. Each choice shows at once whether it is
 * right; nothing is graded or saved.
 */
export function QuizPanel({ quizzes }: { quizzes: TQuiz[] }) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  if (quizzes.length === 0) return <Text c="dimmed">Esta lección no tiene quiz.</Text>;
  return (
    <Stack gap="lg">
      {quizzes.map((quiz) => (
        <Stack key={quiz.id} gap="md">
          <Title order={3}>{quiz.nombre}</Title>
          {quiz.preguntas.map((p, pi) => {
            const choice = chosen[p.id];
            const right = choice === p.respuestaCorrecta;
            return (
              <Paper key={p.id} withBorder p="md">
                <Radio.Group
                  label={`${pi + 1}. ${p.pregunta}`}
                  value={choice === undefined ? null : String(choice)}
                  onChange={(v) => setChosen((c) => ({ ...c, [p.id]: Number(v) }))}
                >
                  <Stack gap="xs" mt="xs">
                    {p.respuestas.map((r, ri) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (respuestaCorrecta is an index).
                      <Radio key={ri} value={String(ri)} label={r} />
                    ))}
                  </Stack>
                </Radio.Group>
                {choice !== undefined && (
                  <Alert mt="sm" color={right ? 'green' : 'red'} variant="light" role="status">
                    {right
                      ? '¡Correcto!'
                      : `Incorrecto. La respuesta correcta es: ${p.respuestas[p.respuestaCorrecta] ?? ''}`}
                  </Alert>
                )}
              </Paper>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
