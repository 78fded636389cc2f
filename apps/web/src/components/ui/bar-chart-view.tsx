import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ChartProps } from './chart-types';

/**
 * The drawn chart (SVG, recharts through Mantine). Only `chart-figure.tsx` imports it, lazily, so
 * the chart library is a chunk of its own that only the admin screens with a chart download.
 * Its keyboard layer is off: the figure's table is the accessible version of the same numbers.
 */
export default function BarChartView({
  data,
  categoryKey,
  series,
  format,
  horizontal,
  height,
}: ChartProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey={categoryKey}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      valueFormatter={format}
      withLegend={series.length > 1}
      accessibilityLayer={false}
      tooltipAnimationDuration={0}
      yAxisProps={horizontal ? { width: 140 } : { width: 90 }}
      gridAxis={horizontal ? 'x' : 'y'}
    />
  );
}
