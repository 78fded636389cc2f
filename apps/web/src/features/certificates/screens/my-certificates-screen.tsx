import { Alert, Box, Button, Container, Group, Image, Table, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { PageLoader } from '~/components/ui/page-loader';
import { useCertificadosAlumno } from '../api/get-certificados-alumno';
import { fechaCorta, publicCertificatePath } from '../certificate-links';

export function meta() {
  return [{ title: 'Mis Certificados' }];
}

/** The spec's course image width on this screen. */
const IMAGE_WIDTH = 200;

function CourseImage({ imagen, nombre }: { imagen: string | null; nombre: string }) {
  if (imagen) {
    return (
      <Image
        src={`/uploads/${imagen}`}
        alt={`Imagen del curso ${nombre}`}
        w={IMAGE_WIDTH}
        radius="sm"
      />
    );
  }
  return (
    <Box
      w={IMAGE_WIDTH}
      h={112}
      bg="blue.0"
      c="blue.7"
      style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}
      role="img"
      aria-label={`Sin imagen del curso ${nombre}`}
    >
      <IconAward size={40} stroke={1.4} aria-hidden />
    </Box>
  );
}

export default function MyCertificatesScreen() {
  const { data, error, isPending, refetch } = useCertificadosAlumno();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mis Certificados
      </Title>
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="No se pudieron cargar tus certificados"
        >
          <Text size="sm" mb="sm">
            {error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed">
          Todavía no tienes certificados. Aparecerán aquí cuando concluyas un curso.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="md" striped aria-label="Mis certificados">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Curso</Table.Th>
                <Table.Th>Fecha de emisión</Table.Th>
                <Table.Th>Descargar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Group gap="md" wrap="nowrap">
                      <CourseImage imagen={c.imagen_curso} nombre={c.curso_nombre} />
                      <Text fw={600}>{c.curso_nombre}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{fechaCorta(c.fecha_reconocimiento)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component="a"
                        size="xs"
                        variant="default"
                        href={publicCertificatePath(c.unique_id, c.curso_slug)}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Ver el certificado de ${c.curso_nombre}`}
                      >
                        Ver
                      </Button>
                      {c.archivo && (
                        <Button
                          component="a"
                          size="xs"
                          href={`/uploads/${c.archivo}`}
                          target="_blank"
                          rel="noopener"
                          aria-label={`Descargar el certificado de ${c.curso_nombre}`}
                        >
                          Descargar
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
