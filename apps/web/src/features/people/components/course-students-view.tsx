import type { TAlumnoCurso } from '@academia/contract/people/get-alumnos-curso';
import { Anchor, Breadcrumbs, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { ApiError } from '~/lib/api-error';
import { formatDate } from '~/lib/money';
import { useGetAlumnosCurso } from '../api/get-alumnos-curso';
import { EnrolStudentModal } from './enrol-student-modal';
import { StudentEvaluationsModal } from './student-evaluations-modal';

const PAGE_SIZE = 20;

export interface CourseStudentsViewProps {
  curso: number;
  /**
   * The certificate actions of a row (Generar, view link, send by email, revoke) belong to the
   * certificates feature; the route that joins both passes them here. Without it the column
   * shows the certificate's state.
   */
  renderCertificateActions?: (row: TAlumnoCurso) => ReactNode;
  /** The enrolment's access actions (extending it), from the learning feature likewise. */
  renderAccessActions?: (row: TAlumnoCurso) => ReactNode;
}

/** admin/plataforma/alumnos-curso/{curso}/{slug}: the students enrolled in a course. */
export function CourseStudentsView({
  curso,
  renderCertificateActions,
  renderAccessActions,
}: CourseStudentsViewProps) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [evaluating, setEvaluating] = useState<{ alumno_curso: number; nombre: string } | null>(
    null,
  );
  const query = useGetAlumnosCurso({ curso, page });
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <FormError
        message={
          query.error instanceof ApiError ? query.error.message : 'No se pudo cargar el curso.'
        }
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        <Text>{data.curso.nombre}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Alumnos de {data.curso.nombre}</Title>
        <Button onClick={() => setAdding(true)}>Agregar alumno</Button>
      </Group>
      <Table.ScrollContainer minWidth={960}>
        <Table striped withTableBorder aria-label="Alumnos inscritos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Fecha de inscripción</Table.Th>
              <Table.Th>Teléfono</Table.Th>
              <Table.Th>Correo</Table.Th>
              <Table.Th>Empleo actual</Table.Th>
              <Table.Th>Empresa</Table.Th>
              <Table.Th>Evaluaciones</Table.Th>
              <Table.Th>Certificado</Table.Th>
              {renderAccessActions && <Table.Th>Acceso</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.content.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={renderAccessActions ? 9 : 8}>
                  <Text size="sm" c="dimmed">
                    Aún no hay alumnos inscritos.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data.content.map((r) => {
              const nombre = [r.first_name, r.last_name, r.apellido_materno]
                .filter(Boolean)
                .join(' ');
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>{nombre}</Table.Td>
                  <Table.Td>{formatDate(r.fecha_inscripcion)}</Table.Td>
                  <Table.Td>{r.celular}</Table.Td>
                  <Table.Td>{r.email}</Table.Td>
                  <Table.Td>{r.empleo_actual}</Table.Td>
                  <Table.Td>{r.empresa}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Evaluaciones de ${nombre}`}
                      onClick={() => setEvaluating({ alumno_curso: r.id, nombre })}
                    >
                      Evaluaciones
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    {renderCertificateActions
                      ? renderCertificateActions(r)
                      : r.estatus_certificado === '1'
                        ? 'Generado'
                        : 'No generado'}
                  </Table.Td>
                  {renderAccessActions && <Table.Td>{renderAccessActions(r)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageLinks page={page} totalPages={totalPagesOf(data.count, PAGE_SIZE)} onChange={setPage} />
      <EnrolStudentModal opened={adding} curso={curso} onClose={() => setAdding(false)} />
      <StudentEvaluationsModal enrolment={evaluating} onClose={() => setEvaluating(null)} />
    </Stack>
  );
}
