import type { TCertificadoAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { Alert, Box, Button, Container, Group, Image, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
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

const COLUMNS: readonly DataColumn<TCertificadoAlumno>[] = [
  {
    key: 'curso',
    header: 'Curso',
    cell: (c) => (
      <Group gap="md" wrap="nowrap">
        <CourseImage imagen={c.imagen_curso} nombre={c.curso_nombre} />
        <Text fw={600}>{c.curso_nombre}</Text>
      </Group>
    ),
  },
  {
    key: 'fecha',
    header: 'Fecha de emisión',
    cell: (c) => fechaCorta(c.fecha_reconocimiento),
  },
  {
    key: 'descargar',
    header: 'Descargar',
    cell: (c) => (
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
    ),
  },
];

export default function MyCertificatesScreen() {
  const { data, error, refetch } = useCertificadosAlumno();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mis Certificados
      </Title>
      {error ? (
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
      ) : (
        <DataTable
          label="Mis certificados"
          columns={COLUMNS}
          rows={data}
          rowKey={(c) => c.id}
          empty="Todavía no tienes certificados. Aparecerán aquí cuando concluyas un curso."
        />
      )}
    </Container>
  );
}
