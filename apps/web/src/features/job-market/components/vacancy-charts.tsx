import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ChartFigure } from '~/components/ui/chart-figure';
import { errorMessage } from '~/lib/api-client';
import { useGraficasVacantes } from '../api/get-graficas-vacantes';
import { currency } from '../format';

const number = new Intl.NumberFormat('es-MX');
const count = (v: number) => number.format(v);

/**
 * The dashboard's charts: vacancies by city and by modality, and salary by position with one
 * chart per currency, since an MXN and a USD salary cannot share an axis or a sum.
 */
export function VacancyCharts() {
  const { data, error, isPending, refetch } = useGraficasVacantes();
  if (isPending) return <Skeleton h={300} />;
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title="No se pudieron cargar las gráficas">
        <Text size="sm" mb="sm">
          {errorMessage(error, 'Inténtalo de nuevo en un momento.')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const empty = 'Todavía no hay vacantes analizadas.';
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartFigure
        title="Vacantes por ciudad"
        categoryLabel="Ciudad"
        empty={empty}
        data={data.por_ciudad}
        categoryKey="nombre"
        series={[{ key: 'vacantes', label: 'Vacantes', color: 'blue.7' }]}
        format={count}
        horizontal
        height={Math.max(200, data.por_ciudad.length * 34)}
      />
      <ChartFigure
        title="Vacantes por modalidad"
        categoryLabel="Modalidad"
        empty={empty}
        data={data.por_modalidad}
        categoryKey="nombre"
        series={[{ key: 'vacantes', label: 'Vacantes', color: 'grape.7' }]}
        format={count}
      />
      {data.sueldo_por_puesto.length === 0 ? (
        <ChartFigure
          title="Sueldo promedio por puesto"
          categoryLabel="Puesto"
          empty="Ninguna vacante publica sueldo todavía."
          data={[]}
          categoryKey="puesto"
          series={[]}
        />
      ) : (
        data.sueldo_por_puesto.map(({ moneda, puestos }) => (
          <ChartFigure
            key={moneda}
            title={`Sueldo promedio por puesto (${moneda})`}
            categoryLabel="Puesto"
            empty={empty}
            data={puestos.map((p) => ({
              puesto: p.puesto,
              promedio: Number(p.promedio),
              maximo: Number(p.maximo),
            }))}
            categoryKey="puesto"
            series={[
              { key: 'promedio', label: `Sueldo promedio (${moneda})`, color: 'teal.8' },
              { key: 'maximo', label: `Sueldo más alto (${moneda})`, color: 'orange.8' },
            ]}
            format={(v) => `${currency(v.toFixed(2), moneda)}`}
            horizontal
            height={Math.max(220, puestos.length * 48)}
          />
        ))
      )}
    </SimpleGrid>
  );
}
