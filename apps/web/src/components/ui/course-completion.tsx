import type { TAvanceCurso } from '@academia/contract/certificates/completion';
import { Badge, Progress, Stack, Text } from '@mantine/core';

/**
 * An enrolment's progress towards completing its course (decision 018), as the administrator's
 * tables of enrolled students show it: the lessons' percentage, the evaluations passed of the
 * current ones, and whether it completed. Shared by the people and certificates features.
 */
export function CourseCompletion({ avance: a, alumno }: { avance: TAvanceCurso; alumno: string }) {
  const evaluaciones =
    a.evaluaciones_total === 0
      ? 'Sin evaluaciones'
      : `${a.evaluaciones_aprobadas} de ${a.evaluaciones_total} evaluaciones aprobadas`;
  return (
    <Stack gap={4} miw={140}>
      <Progress
        value={a.avance}
        size="sm"
        color={a.completo ? 'teal' : 'blue'}
        aria-label={`Avance de ${alumno} en las lecciones`}
      />
      <Text size="xs">
        {a.avance} % de lecciones · {evaluaciones}
      </Text>
      {a.completo && (
        <Badge color="teal" variant="light" size="sm">
          Completó el curso
        </Badge>
      )}
    </Stack>
  );
}
