import {
  Alert,
  Card,
  Center,
  Container,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useCursosAlumno } from '../api/get-cursos-alumno';
import { CourseProgress } from '../components/course-progress';
import { formatDate } from '../progress';

export function meta() {
  return [{ title: 'Mis Cursos' }];
}

/** plataforma/cursos: the cards of the student's active enrolments. */
export default function MyCoursesScreen() {
  const cursos = useCursosAlumno();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mis Cursos
      </Title>
      {cursos.isPending ? (
        <Center py="xl" role="status" aria-label="Cargando tus cursos">
          <Loader />
        </Center>
      ) : cursos.isError ? (
        <Alert color="red" role="alert">
          {cursos.error.message}
        </Alert>
      ) : cursos.data.length === 0 ? (
        <Text c="dimmed">Todavía no estás inscrito en ningún curso.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {cursos.data.map((c) => (
            <Card
              key={c.unique_id}
              component={Link}
              to={`/plataforma/curso/${c.slug_curso}/${c.id_curso}/temas/${c.unique_id}`}
              withBorder
              shadow="sm"
              padding="lg"
              aria-label={c.nombre}
            >
              <Card.Section>
                {c.imagen_curso ? (
                  <Image src={`/uploads/${c.imagen_curso}`} alt="" h={160} fit="cover" />
                ) : (
                  <Center h={160} bg="blue.0">
                    <Text fw={700} c="blue.8" ta="center" px="md">
                      {c.nombre}
                    </Text>
                  </Center>
                )}
              </Card.Section>
              <Stack gap="sm" mt="md">
                <Text fw={600}>{c.nombre}</Text>
                <CourseProgress avance={c.avance} label={`Avance de ${c.nombre}`} />
                {!c.acceso_vigente && (
                  <Text size="sm" c="orange.8" fw={600}>
                    Tu acceso terminó el {formatDate(c.acceso_hasta)}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
