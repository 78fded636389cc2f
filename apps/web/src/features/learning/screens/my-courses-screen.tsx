import { fechaLarga } from '@academia/contract/core/long-date';
import type { TCursoAlumno } from '@academia/contract/learning/get-cursos-alumno';
import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '~/components/ui/query-state';
import { useCursosAlumno } from '../api/get-cursos-alumno';
import { CourseProgress } from '../components/course-progress';
import { awaitingConfirmation, EnrolmentState } from '../components/enrolment-state';

export function meta() {
  return [{ title: 'Mis Cursos' }];
}

/** The course view of an enrolment (the spec's address), at a lesson when one is given. */
function courseUrl(c: TCursoAlumno, subtema?: number | null): string {
  const base = `/plataforma/curso/${c.slug_curso}/${c.id_curso}/temas/${c.unique_id}`;
  return subtema ? `${base}?subtema=${subtema}` : base;
}

/**
 * One enrolment: the course's name links to its view (the spec's card link), 'Continuar' opens
 * the lesson opened last (the first one not finished before any), and the end of access is
 * always in sight.
 */
function CourseCard({ curso: c }: { curso: TCursoAlumno }) {
  const title = `curso-${c.unique_id}`;
  return (
    <Card component="article" aria-labelledby={title} withBorder shadow="sm" padding="lg">
      <Card.Section>
        {c.imagen_curso ? (
          <Image src={`/uploads/${c.imagen_curso}`} alt="" h={160} fit="cover" />
        ) : (
          <Center h={160} bg="blue.0" aria-hidden>
            <Text fw={700} c="blue.9" ta="center" px="md">
              {c.nombre}
            </Text>
          </Center>
        )}
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4" id={title}>
          <Anchor component={Link} to={courseUrl(c)} c="inherit">
            {c.nombre}
          </Anchor>
        </Title>
        <CourseProgress avance={c.avance} label={`Avance de ${c.nombre}`} />
        <EnrolmentState curso={c} />
        {/* A pending enrolment's access has not started: it counts from the confirmation. */}
        {!awaitingConfirmation(c) && (
          <>
            <Text size="sm" c={c.acceso_vigente ? 'gray.7' : 'orange.9'}>
              Acceso hasta {fechaLarga(c.acceso_hasta)}
            </Text>
            {!c.acceso_vigente && (
              <Text size="sm" c="orange.9" fw={600}>
                Tu acceso terminó
              </Text>
            )}
          </>
        )}
      </Stack>
      {!awaitingConfirmation(c) && (
        <Button component={Link} to={courseUrl(c, c.ultimo_subtema)} mt="md" fullWidth>
          Continuar
        </Button>
      )}
    </Card>
  );
}

/** plataforma/cursos: the cards of the student's active enrolments. */
export default function MyCoursesScreen() {
  const cursos = useCursosAlumno();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mis Cursos
      </Title>
      {!cursos.isSuccess ? (
        <QueryState query={cursos} label="Cargando tus cursos" />
      ) : cursos.data.length === 0 ? (
        <Text c="dimmed">Todavía no estás inscrito en ningún curso.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {cursos.data.map((c) => (
            <CourseCard key={c.unique_id} curso={c} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
