import {
  ALUMNOS_MI_GRUPO_POR_PAGINA,
  type TAlumnoMiGrupo,
  type TGetAlumnosMiGrupoResponse,
} from '@academia/contract/teaching/get-alumnos-mi-grupo';
import { Anchor, Badge, Breadcrumbs, Button, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useAlumnosMiGrupo } from '../api/get-alumnos-mi-grupo';
import { GroupGradebook } from './group-gradebook';

const nombreDe = (a: TAlumnoMiGrupo) =>
  [a.first_name, a.last_name, a.apellido_materno].filter(Boolean).join(' ');

const columns: DataColumn<TAlumnoMiGrupo>[] = [
  { key: 'nombre', header: 'Alumno', cell: nombreDe, sortValue: nombreDe },
  { key: 'email', header: 'Correo', cell: (a) => a.email, sortValue: (a) => a.email },
  {
    key: 'avance',
    header: 'Avance',
    cell: (a) => (
      <Stack gap={2} miw={120}>
        <Text size="sm">
          {a.avance.avance} % ({a.avance.subtemas_terminados} de {a.avance.subtemas_total}{' '}
          lecciones)
        </Text>
        <Progress value={a.avance.avance} aria-label={`Avance de ${nombreDe(a)}`} size="sm" />
      </Stack>
    ),
    sortValue: (a) => a.avance.avance,
  },
  {
    key: 'evaluaciones',
    header: 'Evaluaciones aprobadas',
    cell: (a) => `${a.avance.evaluaciones_aprobadas} de ${a.avance.evaluaciones_total}`,
    sortValue: (a) => a.avance.evaluaciones_aprobadas,
  },
  {
    key: 'completo',
    header: 'Estado',
    cell: (a) =>
      a.avance.completo ? (
        <Badge color="green" variant="light">
          Completó el curso
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          En curso
        </Badge>
      ),
  },
];

interface Props {
  grupo: number;
  /** The evaluations of one student (the people feature's modal, joined by the route). */
  renderEvaluations: (
    enrolment: { alumno_curso: number; nombre: string } | null,
    onClose: () => void,
  ) => ReactNode;
  /** The group's announcements (the announcements feature, joined by the route). */
  renderAnnouncements: (data: TGetAlumnosMiGrupoResponse) => ReactNode;
}

/** profesor/grupo/{grupo} — one of the teacher's groups: its students and their progress. */
export function GroupStudentsView({ grupo, renderEvaluations, renderAnnouncements }: Props) {
  const [page, setPage] = useState(1);
  const [evaluationsOf, setEvaluationsOf] = useState<{
    alumno_curso: number;
    nombre: string;
  } | null>(null);
  const students = useAlumnosMiGrupo(grupo, page);
  if (!Number.isInteger(grupo) || grupo <= 0) return <FormError message="El grupo no existe." />;
  const data = students.data;
  return (
    <Stack>
      <nav aria-label="Ruta de navegación">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/profesor/grupos">
            Mis grupos
          </Anchor>
          {data && <Text>{data.grupo.nombre}</Text>}
        </Breadcrumbs>
      </nav>
      <Title order={1}>{data ? `${data.grupo.nombre} · ${data.curso.nombre}` : 'Grupo'}</Title>
      {data && (
        <Anchor component={Link} to={`/profesor/foro/${data.curso.id}`}>
          Ir al foro del curso
        </Anchor>
      )}
      <Title order={2} size="h3">
        Alumnos
      </Title>
      <DataTable
        label="Alumnos del grupo"
        rows={data?.content}
        rowKey={(a) => a.alumno_curso}
        loading={students.isPending}
        error={students.error && errorMessage(students.error, 'No se pudo cargar el grupo.')}
        empty="Este grupo aún no tiene alumnos."
        columns={columns}
        actionsHeader="Evaluaciones"
        actions={(a) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setEvaluationsOf({ alumno_curso: a.alumno_curso, nombre: nombreDe(a) })}
          >
            Ver evaluaciones
          </Button>
        )}
        page={
          data && {
            page,
            count: data.count,
            onChange: setPage,
            pageSize: ALUMNOS_MI_GRUPO_POR_PAGINA,
          }
        }
      />
      <GroupGradebook grupo={grupo} />
      {data && renderAnnouncements(data)}
      {renderEvaluations(evaluationsOf, () => setEvaluationsOf(null))}
    </Stack>
  );
}
