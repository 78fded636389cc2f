import {
  CERTIFICADOS_CURSO_PAGE_SIZE,
  type TGetCertificadosCursoResponse,
} from '@academia/contract/certificates/get-certificados-curso';
import { Alert, Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CourseCompletion } from '~/components/ui/course-completion';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useCertificadosCurso } from '../api/get-certificados-curso';
import { fechaCorta } from '../certificate-links';
import { CertificateActions } from '../components/certificate-actions';

export function meta() {
  return [{ title: 'Certificados del curso' }];
}

type Fila = TGetCertificadosCursoResponse['results'][number];

const nombreDe = (r: Fila) => `${r.nombre} ${r.apellidos}`.trim();

const columns: DataColumn<Fila>[] = [
  { key: 'alumno', header: 'Alumno', cell: nombreDe, sortValue: nombreDe },
  { key: 'email', header: 'Correo electrónico', cell: (r) => r.email, sortValue: (r) => r.email },
  {
    key: 'avance',
    header: 'Avance',
    cell: (r) => <CourseCompletion avance={r.avance} alumno={nombreDe(r)} />,
    sortValue: (r) => r.avance.avance,
  },
  {
    key: 'certificado',
    header: 'Certificado',
    cell: (r) =>
      r.estatus_certificado === '1' && r.fecha_reconocimiento ? (
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
      ),
  },
];

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
          {errorMessage(error, 'Inténtalo de nuevo en un momento.')}
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
        <DataTable
          label="Certificados de los alumnos del curso"
          minWidth={760}
          rows={data.results}
          rowKey={(r) => r.id}
          empty="Este curso todavía no tiene alumnos inscritos."
          columns={columns}
          actions={(r) => (
            <CertificateActions
              alumnoCurso={r.id}
              estatusCertificado={r.estatus_certificado}
              uniqueId={r.unique_id}
              email={r.email}
              curso={data.curso.id}
              cursoSlug={data.curso.slug}
              alumnoNombre={nombreDe(r)}
              motivo={r.motivo}
              onChanged={() => void refetch()}
            />
          )}
          page={{
            page,
            count: data.count,
            onChange: setPage,
            pageSize: CERTIFICADOS_CURSO_PAGE_SIZE,
          }}
        />
      </Stack>
    </Container>
  );
}
