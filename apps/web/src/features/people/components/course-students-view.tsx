import type { TAlumnoCurso } from '@academia/contract/people/get-alumnos-curso';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { CourseCompletion } from '~/components/ui/course-completion';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
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
  /** The course's gradebook, once the teaching feature serves it. */
  gradebookHref?: string;
}

const nombreDe = (r: TAlumnoCurso) =>
  [r.first_name, r.last_name, r.apellido_materno].filter(Boolean).join(' ');

const columns: DataColumn<TAlumnoCurso>[] = [
  { key: 'nombre', header: 'Nombre', cell: nombreDe, sortValue: nombreDe },
  {
    key: 'fecha_inscripcion',
    header: 'Fecha de inscripción',
    cell: (r) => formatDate(r.fecha_inscripcion),
    sortValue: (r) => r.fecha_inscripcion,
  },
  { key: 'celular', header: 'Teléfono', cell: (r) => r.celular },
  { key: 'email', header: 'Correo', cell: (r) => r.email, sortValue: (r) => r.email },
  { key: 'empleo_actual', header: 'Empleo actual', cell: (r) => r.empleo_actual },
  { key: 'empresa', header: 'Empresa', cell: (r) => r.empresa, sortValue: (r) => r.empresa },
  {
    key: 'avance',
    header: 'Avance',
    cell: (r) => <CourseCompletion avance={r.avance} alumno={nombreDe(r)} />,
    sortValue: (r) => r.avance.avance,
  },
  {
    key: 'ultima_actividad',
    header: 'Última actividad',
    cell: (r) => (r.ultima_actividad ? formatDate(r.ultima_actividad) : 'Sin actividad'),
    sortValue: (r) => r.ultima_actividad ?? '',
  },
];

/**
 * admin/plataforma/alumnos-curso/{curso}/{slug}: the students enrolled in a course, searched by
 * name or e-mail and filtered by group on the server, and 'Inscribir alumno' (issue 23).
 */
export function CourseStudentsView({
  curso,
  renderCertificateActions,
  renderAccessActions,
  gradebookHref,
}: CourseStudentsViewProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [grupo, setGrupo] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const closeAdding = useCallback(() => setAdding(false), []);
  const [evaluating, setEvaluating] = useState<{ alumno_curso: number; nombre: string } | null>(
    null,
  );
  const query = useGetAlumnosCurso({
    curso,
    page,
    search: term,
    ...(grupo && { grupo: Number(grupo) }),
  });
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return <FormError message={errorMessage(query.error, 'No se pudo cargar el curso.')} />;
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
        <Group gap="sm">
          <Button
            component={Link}
            variant="default"
            to={`/admin/plataforma/certificados/${data.curso.id}`}
          >
            Certificados del curso
          </Button>
          {gradebookHref && (
            <Button component={Link} variant="default" to={gradebookHref}>
              Calificaciones
            </Button>
          )}
          <Button onClick={() => setAdding(true)}>Inscribir alumno</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Buscar alumno"
          placeholder="Nombre o correo"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Grupo"
          placeholder="Todos los grupos"
          clearable
          data={data.grupos.map((g) => ({
            value: String(g.id),
            label: g.activo === 1 ? g.nombre : `${g.nombre} (inactivo)`,
          }))}
          value={grupo}
          onChange={(v) => {
            setGrupo(v);
            setPage(1);
          }}
        />
      </Group>
      <DataTable
        label="Alumnos inscritos"
        minWidth={960}
        rows={data.content}
        rowKey={(r) => r.id}
        empty={
          term || grupo
            ? 'Ningún alumno inscrito coincide con la búsqueda.'
            : 'Aún no hay alumnos inscritos.'
        }
        columns={[
          ...columns,
          {
            key: 'evaluaciones',
            header: 'Evaluaciones',
            cell: (r) => (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Evaluaciones de ${nombreDe(r)}`}
                onClick={() => setEvaluating({ alumno_curso: r.id, nombre: nombreDe(r) })}
              >
                Evaluaciones
              </Button>
            ),
          },
          {
            key: 'certificado',
            header: 'Certificado',
            cell: (r) =>
              renderCertificateActions
                ? renderCertificateActions(r)
                : r.estatus_certificado === '1'
                  ? 'Generado'
                  : 'No generado',
          },
          ...(renderAccessActions
            ? [{ key: 'acceso', header: 'Acceso', cell: renderAccessActions }]
            : []),
        ]}
        page={{ page, count: data.count, onChange: setPage, pageSize: PAGE_SIZE }}
      />
      {adding && <EnrolStudentModal curso={curso} onClose={closeAdding} />}
      <StudentEvaluationsModal enrolment={evaluating} onClose={() => setEvaluating(null)} />
    </Stack>
  );
}
