import {
  celdaEvaluacion,
  celdasCalificaciones,
  nombreAlumno,
} from '@academia/contract/gradebook/cells';
import {
  CALIFICACIONES_PAGE_SIZE,
  type TCalificacionesFila,
  type TEvaluacionColumna,
} from '@academia/contract/gradebook/get-calificaciones-curso';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { type DataColumn, DataTable, type Sort } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { saveCsv } from '~/lib/download';
import { useExportarCalificacionesCsv } from '../api/exportar-calificaciones-csv';
import { useCalificacionesCurso } from '../api/get-calificaciones-curso';

export function meta() {
  return [{ title: 'Calificaciones del curso' }];
}

type Fila = TCalificacionesFila;

/**
 * The table's columns: every cell shows the text the CSV holds (contract gradebook/cells.ts), so
 * the exported file reads as the screen. The keys are the server's `orden` values.
 */
function columnsFor(evaluaciones: readonly TEvaluacionColumna[]): DataColumn<Fila>[] {
  const text = (i: number) => (r: Fila) => celdasCalificaciones(r)[i];
  const fixed = (key: string, header: string, i: number): DataColumn<Fila> => ({
    key,
    header,
    cell: text(i),
    // The server sorts; a sort value only marks the column sortable.
    sortValue: () => 0,
  });
  const after = 4 + evaluaciones.length;
  return [
    { ...fixed('alumno', 'Alumno', 0), cell: nombreAlumno },
    fixed('email', 'Correo electrónico', 1),
    { ...fixed('avance', 'Avance', 2), align: 'right' },
    { ...fixed('subtemas_terminados', 'Lecciones terminadas', 3), align: 'right' },
    ...evaluaciones.map(
      (e, n): DataColumn<Fila> => ({
        key: `evaluacion_${e.id}`,
        header: e.nombre,
        cell: (r) => {
          const result = r.evaluaciones[n];
          return (
            <Text size="sm" c={result?.aprobada ? 'teal.9' : undefined}>
              {celdaEvaluacion(result)}
            </Text>
          );
        },
        sortValue: () => 0,
      }),
    ),
    { ...fixed('respuestas_foro', 'Respuestas en el foro', after), align: 'right' },
    fixed('ultima_actividad', 'Última actividad', after + 1),
    fixed('acceso_hasta', 'Fin del acceso', after + 2),
  ];
}

const toOrden = (sort: Sort) => `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;

/**
 * admin/plataforma/calificaciones/{curso}: the course's gradebook, one row per enrolled student,
 * filtered by group and searched, sorted and paged by the server; the CSV holds every row of the
 * chosen group with the same columns.
 */
export default function GradebookScreen() {
  const curso = Number(useParams().curso);
  const [page, setPage] = useState(1);
  const [grupo, setGrupo] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>({ key: 'alumno', direction: 'ascending' });
  const { data, error, isPending, isFetching, refetch } = useCalificacionesCurso({
    curso,
    page,
    orden: toOrden(sort),
    ...(grupo !== undefined && { grupo }),
    ...(term && { search: term }),
  });
  const exportar = useExportarCalificacionesCsv();
  const columns = useMemo(() => columnsFor(data?.evaluaciones ?? []), [data?.evaluaciones]);

  if (isPending) return <PageLoader />;
  if (error && !data) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="No se pudieron cargar las calificaciones"
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
  const filtered = grupo !== undefined || term !== '';
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Calificaciones</Title>
          <Text c="dimmed">{data.curso.nombre}</Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Button
            variant="default"
            loading={exportar.isPending}
            onClick={() =>
              exportar.mutate(
                { curso, ...(grupo !== undefined && { grupo }) },
                { onSuccess: ({ content }) => saveCsv(content) },
              )
            }
          >
            Exportar CSV
          </Button>
          <FormError
            message={exportar.error && errorMessage(exportar.error, 'No se pudo exportar.')}
          />
        </Stack>
      </Group>
      <Group align="flex-end">
        <Select
          label="Grupo"
          placeholder="Todos los grupos"
          clearable
          data={data.grupos.map((g) => ({ value: String(g.id), label: g.nombre }))}
          value={grupo === undefined ? null : String(grupo)}
          onChange={(value) => {
            setGrupo(value ? Number(value) : undefined);
            setPage(1);
          }}
          w={240}
        />
        <TextInput
          label="Buscar alumno"
          description="Por nombre o correo electrónico"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
      </Group>
      <DataTable
        label={`Calificaciones de ${data.curso.nombre}`}
        minWidth={900 + 140 * data.evaluaciones.length}
        rows={data.results}
        rowKey={(r) => r.alumno_curso}
        loading={isFetching}
        error={error ? errorMessage(error, 'No se pudieron cargar las calificaciones.') : null}
        empty={
          filtered
            ? 'Ningún alumno coincide con el filtro.'
            : 'Este curso todavía no tiene alumnos inscritos.'
        }
        columns={columns}
        serverSort={{
          sort,
          onChange: (next) => {
            setSort(next);
            setPage(1);
          },
        }}
        page={{
          page,
          count: data.count,
          onChange: setPage,
          pageSize: CALIFICACIONES_PAGE_SIZE,
        }}
      />
    </Stack>
  );
}
