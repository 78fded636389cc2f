import {
  type TGetVacantesResponse,
  type TVacantesOrden,
  VACANTES_PAGE_SIZE,
} from '@academia/contract/job-market/get-vacantes';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useVacantes } from '../api/get-vacantes';
import { ImportVacanciesForm } from '../components/import-vacancies-form';
import { SkillsGap } from '../components/skills-gap';
import { VacancyCharts } from '../components/vacancy-charts';
import { currency, fecha, salario } from '../format';

export function meta() {
  return [{ title: 'Vacantes analizadas' }];
}

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={800} lh={1.3}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

function Cards({ d }: { d: TGetVacantesResponse }) {
  const n = new Intl.NumberFormat('es-MX');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <StatCard label="Vacantes analizadas" value={n.format(d.total_vacantes)} />
      <StatCard
        label="Ciudad con más vacantes"
        value={d.ciudad_con_mas_vacantes ?? 'Sin dato'}
        detail={`${n.format(d.total_vacantes_ciudad_top)} vacantes`}
      />
      <StatCard
        label="Sueldo promedio"
        value={currency(d.sueldo_promedio_vacantes)}
        detail="Vacantes en MXN"
      />
      <StatCard label="Sueldo más alto (MXN)" value={currency(d.sueldo_mas_alto)} />
      <StatCard
        label="Puesto mejor pagado en México"
        value={d.nombre_puesto_alto_mx ?? 'Sin dato'}
        detail={d.sueldo_puesto_alto_mx ? currency(d.sueldo_puesto_alto_mx) : undefined}
      />
      <StatCard
        label="Puesto mejor pagado en EE. UU."
        value={d.nombre_puesto_alto_usd ?? 'Sin dato'}
        detail={d.sueldo_puesto_alto_usd ? salario(d.sueldo_puesto_alto_usd, 'USD') : undefined}
      />
    </SimpleGrid>
  );
}

type Vacante = TGetVacantesResponse['content']['results'][number];

// The server sorts: `sortValue` only marks the column as sortable.
const columns: DataColumn<Vacante>[] = [
  { key: 'puesto', header: 'Puesto', cell: (v) => v.puesto, sortValue: (v) => v.puesto },
  { key: 'empresa', header: 'Empresa', cell: (v) => v.empresa, sortValue: (v) => v.empresa },
  {
    key: 'sueldoMinimo',
    header: 'Sueldo mínimo',
    cell: (v) => <span style={{ whiteSpace: 'nowrap' }}>{salario(v.sueldoMinimo, v.moneda)}</span>,
    sortValue: (v) => v.sueldoMinimo,
  },
  {
    key: 'ciudadActual',
    header: 'Ciudad',
    cell: (v) => v.ciudadActual,
    sortValue: (v) => v.ciudadActual,
  },
  {
    key: 'modalidadActual',
    header: 'Modalidad',
    cell: (v) => v.modalidadActual,
    sortValue: (v) => v.modalidadActual,
  },
  {
    key: 'ultima_actualizacion',
    header: 'Última actualización',
    cell: (v) => fecha(v.ultima_actualizacion),
    sortValue: (v) => v.ultima_actualizacion,
  },
];

type Orden = { orden: TVacantesOrden; direccion: 'asc' | 'desc' };

/**
 * The job-market dashboard: the spec's cards and table of analysed vacancies, the charts (each
 * with its table) and the import.
 */
export default function VacanciesDashboardScreen() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Orden>({ orden: 'ultima_actualizacion', direccion: 'desc' });
  const { data, error, isPending, refetch } = useVacantes({ page, ...sort });
  const changeSort = (s: Orden) => {
    setSort(s);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Vacantes analizadas</Title>
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <Alert color="red" variant="light" role="alert" title="No se pudieron cargar las vacantes">
          <Text size="sm" mb="sm">
            {errorMessage(error, 'Inténtalo de nuevo en un momento.')}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <>
          <Cards d={data} />
          <VacancyCharts />
          <DataTable
            label="Vacantes analizadas"
            minWidth={900}
            rows={data.content.results}
            rowKey={(v) => v.id}
            empty="Todavía no hay vacantes analizadas. Importa un archivo CSV."
            columns={columns}
            serverSort={{
              sort: {
                key: sort.orden,
                direction: sort.direccion === 'asc' ? 'ascending' : 'descending',
              },
              onChange: ({ key, direction }) =>
                changeSort({
                  orden: key as TVacantesOrden,
                  direccion: direction === 'ascending' ? 'asc' : 'desc',
                }),
            }}
            page={{
              page,
              count: data.content.count,
              onChange: setPage,
              pageSize: VACANTES_PAGE_SIZE,
            }}
          />
          <SkillsGap />
        </>
      )}
      <ImportVacanciesForm />
    </Stack>
  );
}
