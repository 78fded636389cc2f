import { CERTIFICADOS_CURSO_PAGE_SIZE } from '@academia/contract/certificates/get-certificados-curso';
import { Alert, Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useCertificadosCurso } from '../api/get-certificados-curso';
import { fechaCorta } from '../certificate-links';
import { CertificateActions } from '../components/certificate-actions';

export function meta() {
  return [{ title: 'Certificados del curso' }];
}

/** The certificates of a course's enrolled students, with the actions for each one. */
export default function CourseCertificatesScreen() {
  const curso = Number(useParams().curso);
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useCertificadosCurso(curso, page);

  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="No se pudieron cargar los certificados"
      >
        <Text size="sm" mb="sm">
          {error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
    <Container size="xl" px={0}>
      <Stack>
        <div>
          <Title order={1}>Certificados</Title>
          <Text c="dimmed">{data.curso.nombre}</Text>
        </div>
        {data.count === 0 ? (
          <Text c="dimmed">Este curso todavía no tiene alumnos inscritos.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" aria-label="Certificados de los alumnos del curso">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Alumno</Table.Th>
                  <Table.Th>Correo electrónico</Table.Th>
                  <Table.Th>Certificado</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((r) => {
                  const nombre = `${r.nombre} ${r.apellidos}`.trim();
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>{nombre}</Table.Td>
                      <Table.Td>{r.email}</Table.Td>
                      <Table.Td>
                        {r.estatus_certificado === '1' && r.fecha_reconocimiento ? (
                          <Badge color="teal" variant="light">
                            Emitido el {fechaCorta(r.fecha_reconocimiento)}
                          </Badge>
                        ) : r.revocado_en ? (
                          <Badge color="red" variant="light">
                            Revocado el {fechaCorta(r.revocado_en.slice(0, 10))}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            Sin generar
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <CertificateActions
                          alumnoCurso={r.id}
                          estatusCertificado={r.estatus_certificado}
                          uniqueId={r.unique_id}
                          email={r.email}
                          curso={data.curso.id}
                          cursoSlug={data.curso.slug}
                          alumnoNombre={nombre}
                          onChanged={() => void refetch()}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageLinks
          page={page}
          totalPages={totalPagesOf(data.count, CERTIFICADOS_CURSO_PAGE_SIZE)}
          onChange={setPage}
        />
      </Stack>
    </Container>
  );
}
