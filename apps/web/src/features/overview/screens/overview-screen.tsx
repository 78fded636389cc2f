import type { TGetResumenAdminResponse } from '@academia/contract/overview/get-resumen-admin';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ChartFigure } from '~/components/ui/chart-figure';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useResumenAdmin } from '../api/get-resumen-admin';

export function meta() {
  return [{ title: 'Resumen' }];
}

const number = new Intl.NumberFormat('es-MX');
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-03" → "mar 2026". */
function monthLabel(mes: string): string {
  const [y, m] = mes.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Card withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.3}>
        {value}
      </Text>
      {to && (
        <Text component={Link} to={to} size="sm" c="blue.8">
          Ver detalle
        </Text>
      )}
    </Card>
  );
}

function Figures({ d }: { d: TGetResumenAdminResponse }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
      <Figure label="Inscripciones nuevas este mes" value={number.format(d.inscripciones_mes)} />
      <Figure label="Ingresos este mes" value={money.format(Number(d.ingresos_mes))} />
      <Figure
        label="Alumnos activos"
        value={number.format(d.alumnos_activos)}
        to="/admin/plataforma/alumnos"
      />
      <Figure
        label="Inscripciones pendientes"
        value={number.format(d.inscripciones_pendientes)}
        to="/admin/plataforma/inscripciones"
      />
      <Figure
        label="Certificados emitidos"
        value={`${number.format(d.certificados_emitidos)} (${number.format(d.certificados_mes)} este mes)`}
      />
      <Figure
        label="Vacantes abiertas"
        value={number.format(d.vacantes_abiertas)}
        to="/admin/listado-jobs"
      />
    </SimpleGrid>
  );
}

/** The administrator's landing page: the academy at a glance, figures computed by the server. */
export default function OverviewScreen() {
  const { data, error, isPending, refetch } = useResumenAdmin();
  const meses = (data?.meses ?? []).map((m) => ({
    mes: monthLabel(m.mes),
    inscripciones: m.inscripciones,
    ingresos: Number(m.ingresos),
  }));
  return (
    <Stack gap="lg">
      <Title order={1}>Resumen</Title>
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <Alert color="red" variant="light" role="alert" title="No se pudo cargar el resumen">
          <Text size="sm" mb="sm">
            {errorMessage(error, 'Inténtalo de nuevo en un momento.')}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <>
          <Figures d={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ChartFigure
              title="Inscripciones por mes"
              categoryLabel="Mes"
              empty="Sin inscripciones todavía."
              data={meses}
              categoryKey="mes"
              series={[{ key: 'inscripciones', label: 'Inscripciones', color: 'blue.7' }]}
              format={(v) => number.format(v)}
            />
            <ChartFigure
              title="Ingresos por mes (MXN)"
              categoryLabel="Mes"
              empty="Sin ingresos todavía."
              data={meses}
              categoryKey="mes"
              series={[{ key: 'ingresos', label: 'Ingresos', color: 'teal.8' }]}
              format={(v) => money.format(v)}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
