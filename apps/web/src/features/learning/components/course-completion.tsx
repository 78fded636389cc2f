import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCertificadosAlumno } from '../api/get-certificados-alumno';
import { useEvaluacionesCursoAlumno } from '../api/get-evaluaciones-curso-alumno';

interface CourseCompletionProps {
  curso: number;
  alumnoCurso: number;
  nombre: string;
  slug: string;
  avance: number;
  /** Whether the course has lessons at all (a course without any is not "finished"). */
  conLecciones: boolean;
}

/**
 * The course is complete when every current lesson is finished and every evaluation of the
 * course (the student's list: archived ones are not in it) is passed, the rule of decision 018.
 * Both answers are the ones the sidebar and the progress bar already hold.
 */
export function useCourseCompleted(
  curso: number,
  alumnoCurso: number,
  avance: number,
  conLecciones: boolean,
) {
  const evaluaciones = useEvaluacionesCursoAlumno(curso, alumnoCurso);
  const completed =
    conLecciones &&
    avance === 100 &&
    evaluaciones.isSuccess &&
    evaluaciones.data.every((e) => e.resultado === 1);
  return { completed, evaluaciones: evaluaciones.data?.length ?? 0 };
}

/**
 * What the course view says once the course is complete: that it is, the certificate when the
 * academy has issued it (automatically or by hand), and where to go next.
 */
export function CourseCompletion({
  curso,
  alumnoCurso,
  nombre,
  slug,
  avance,
  conLecciones,
}: CourseCompletionProps) {
  const { completed, evaluaciones } = useCourseCompleted(curso, alumnoCurso, avance, conLecciones);
  // Read again whenever the message appears: the last lesson or evaluation may have just
  // issued the certificate.
  const certificados = useCertificadosAlumno(completed);
  if (!completed) return null;
  const certificado = certificados.data?.find((c) => c.curso_slug === slug);

  return (
    <Paper
      component="section"
      aria-labelledby="curso-completado"
      withBorder
      radius="md"
      p="md"
      bg="green.0"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <IconAward size={32} color="var(--mantine-color-green-9)" aria-hidden />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h3" id="curso-completado">
            ¡Completaste el curso!
          </Title>
          <Text>
            Terminaste todas las lecciones
            {evaluaciones > 0 ? ' y aprobaste todas las evaluaciones' : ''} de {nombre}.
          </Text>
          {certificados.isPending ? null : certificado ? (
            <Group gap="sm">
              <Text>Tu certificado ya está listo.</Text>
              <Button
                component="a"
                size="xs"
                href={`/public/certificado-digital/${certificado.unique_id}/${certificado.curso_slug}`}
                target="_blank"
                rel="noopener"
              >
                Ver mi certificado
              </Button>
              {certificado.archivo && (
                <Button
                  component="a"
                  size="xs"
                  variant="default"
                  href={`/uploads/${certificado.archivo}`}
                  target="_blank"
                  rel="noopener"
                >
                  Descargar PDF
                </Button>
              )}
            </Group>
          ) : (
            <Text>
              Tu certificado aparecerá en{' '}
              <Anchor component={Link} to="/plataforma/mis-certificados">
                Mis Certificados
              </Anchor>{' '}
              en cuanto la academia lo emita.
            </Text>
          )}
          <Text>
            ¿Qué sigue? Tu avance y tus calificaciones quedan aquí para repasar cuando quieras.
            Encuentra tu próximo curso en el{' '}
            <Anchor component={Link} to="/cursos">
              catálogo de cursos
            </Anchor>{' '}
            o vuelve a{' '}
            <Anchor component={Link} to="/plataforma/cursos">
              Mis Cursos
            </Anchor>
            .
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
