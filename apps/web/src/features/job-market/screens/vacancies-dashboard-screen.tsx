import {
  type TGetVacantesResponse,
  type TVacantesOrden,
  VACANTES_PAGE_SIZE,
} from '@academia/contract/job-market/get-vacantes';
import {
  Alert,
  Button,
  Card,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useVacantes } from '../api/get-vacantes';
import { ImportVacanciesForm } from '../components/import-vacancies-form';
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

const COLUMNS: { key: TVacantesOrden; label: string }[] = [
  { key: 'puesto', label: 'Puesto' },
  { key: 'empresa', label: 'Empresa' },
  { key: 'sueldoMinimo', label: 'Sueldo mínimo' },
  { key: 'ciudadActual', label: 'Ciudad' },
  { key: 'modalidadActual', label: 'Modalidad' },
  { key: 'ultima_actualizacion', label: 'Última actualización' },
];

type Sort = { orden: TVacantesOrden; direccion: 'asc' | 'desc' };

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: Sort;
  onSort: (s: Sort) => void;
}) {
  const active = sort.orden === column.key;
  const Icon = !active ? IconArrowsSort : sort.direccion === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direccion === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() =>
          onSort({
            orden: column.key,
            direccion: active && sort.direccion === 'asc' ? 'desc' : 'asc',
          })
        }
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {column.label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The job-market dashboard: the spec's cards and table of analysed vacancies, and the import. */
export default function VacanciesDashboardScreen() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ orden: 'ultima_actualizacion', direccion: 'desc' });
  const { data, error, isPending, refetch } = useVacantes({ page, ...sort });
  const changeSort = (s: Sort) => {
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
            {error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <>
          <Cards d={data} />
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label="Vacantes analizadas">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <SortHeader key={c.key} column={c} sort={sort} onSort={changeSort} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.content.results.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{v.puesto}</Table.Td>
                    <Table.Td>{v.empresa}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {salario(v.sueldoMinimo, v.moneda)}
                    </Table.Td>
                    <Table.Td>{v.ciudadActual}</Table.Td>
                    <Table.Td>{v.modalidadActual}</Table.Td>
                    <Table.Td>{fecha(v.ultima_actualizacion)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.content.count === 0 && (
            <Text c="dimmed">Todavía no hay vacantes analizadas. Importa un archivo CSV.</Text>
          )}
          <PageLinks
            page={page}
            totalPages={totalPagesOf(data.content.count, VACANTES_PAGE_SIZE)}
            onChange={setPage}
          />
        </>
      )}
      <ImportVacanciesForm />
    </Stack>
  );
}
