import { Button, Card, Group, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { ChartProps } from './chart-types';

const BarChartView = lazy(() => import('./bar-chart-view'));

interface Props extends Omit<ChartProps, 'height'> {
  title: string;
  /** The heading of the table's first column. */
  categoryLabel: string;
  empty: string;
  height?: number;
}

/**
 * A chart with its accessible alternative: the same numbers in a table, read by screen readers
 * at all times (visually hidden) and shown to anyone with 'Ver tabla'. The drawing itself is
 * hidden from assistive technology, which gets the table instead.
 */
export function ChartFigure({ title, categoryLabel, empty, height = 260, ...chart }: Props) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const { data, categoryKey, series, format } = chart;
  const show = (v: string | number) => (typeof v === 'number' && format ? format(v) : String(v));

  const table = (
    <Table id={tableId} striped withTableBorder mt="sm">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{categoryLabel}</Table.Th>
          {series.map((s) => (
            <Table.Th scope="col" key={s.key}>
              {s.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={String(row[categoryKey])}>
            <Table.Th scope="row" fw={400}>
              {String(row[categoryKey])}
            </Table.Th>
            {series.map((s) => (
              <Table.Td key={s.key}>{show(row[s.key] ?? 0)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Card withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {data.length > 0 && (
          <Button
            // Not 'subtle': its hover background under the pointer fails 4.5:1 with blue text.
            variant="default"
            size="xs"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? 'Ocultar tabla' : 'Ver tabla'}
          </Button>
        )}
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <div aria-hidden="true" data-testid="chart">
            <Suspense fallback={<Skeleton h={height} />}>
              <BarChartView {...chart} height={height} />
            </Suspense>
          </div>
          {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Card>
  );
}
