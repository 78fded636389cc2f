import { CALIFICACIONES_PAGE_SIZE } from '@academia/contract/gradebook/get-calificaciones-curso';
import type { TGetCalificacionesMiGrupoResponse } from '@academia/contract/teaching/get-calificaciones-mi-grupo';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/dates';
import { useCalificacionesMiGrupo } from '../api/get-calificaciones-mi-grupo';

type Fila = TGetCalificacionesMiGrupoResponse['results'][number];
type Evaluacion = TGetCalificacionesMiGrupoResponse['evaluaciones'][number];

function columnsOf(evaluaciones: Evaluacion[]): DataColumn<Fila>[] {
  return [
    {
      key: 'alumno',
      header: 'Alumno',
      cell: (f) => `${f.nombre} ${f.apellidos}`.trim(),
      sortValue: (f) => `${f.apellidos} ${f.nombre}`,
    },
    {
      key: 'avance',
      header: 'Avance',
      cell: (f) => `${f.avance} % (${f.subtemas_terminados} de ${f.subtemas_total})`,
      sortValue: (f) => f.avance,
    },
    ...evaluaciones.map(
      (e, i): DataColumn<Fila> => ({
        key: `evaluacion_${e.id}`,
        header: e.nombre,
        cell: (f) => {
          const r = f.evaluaciones[i];
          if (!r?.calificacion) return 'Sin intentos';
          return `${r.calificacion} (${r.aprobada ? 'aprobada' : 'no aprobada'})`;
        },
        sortValue: (f) => Number(f.evaluaciones[i]?.calificacion ?? -1),
      }),
    ),
    {
      key: 'foro',
      header: 'Respuestas en el foro',
      cell: (f) => f.respuestas_foro,
      sortValue: (f) => f.respuestas_foro,
    },
    {
      key: 'actividad',
      header: 'Última actividad',
      cell: (f) => (f.ultima_actividad ? formatDate(f.ultima_actividad) : 'Nunca'),
      sortValue: (f) => f.ultima_actividad ?? '',
    },
    {
      key: 'acceso',
      header: 'Fin del acceso',
      cell: (f) => formatDate(f.acceso_hasta),
      sortValue: (f) => f.acceso_hasta,
    },
  ];
}

/** The gradebook of one of the teacher's groups: the administrator's columns, their students. */
export function GroupGradebook({ grupo }: { grupo: number }) {
  const [page, setPage] = useState(1);
  const book = useCalificacionesMiGrupo(grupo, page);
  return (
    <Stack component="section" aria-labelledby="calificaciones-titulo">
      <Title order={2} size="h3" id="calificaciones-titulo">
        Calificaciones
      </Title>
      <DataTable
        label="Calificaciones del grupo"
        rows={book.data?.results}
        rowKey={(f) => f.alumno_curso}
        loading={book.isPending}
        error={book.error && errorMessage(book.error, 'No se pudieron cargar las calificaciones.')}
        empty="Este grupo aún no tiene alumnos."
        columns={columnsOf(book.data?.evaluaciones ?? [])}
        page={
          book.data && {
            page,
            count: book.data.count,
            onChange: setPage,
            pageSize: CALIFICACIONES_PAGE_SIZE,
          }
        }
      />
    </Stack>
  );
}
