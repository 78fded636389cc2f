/** What a bar chart draws; shared by the figure and the lazily loaded drawing. */
export interface ChartSeries {
  /** The field of each row holding this series' number. */
  key: string;
  label: string;
  /** A Mantine colour, e.g. 'blue.6'. */
  color: string;
}

export type ChartRow = Record<string, string | number>;

export interface ChartProps {
  data: ChartRow[];
  /** The field naming each bar (a month, a city). */
  categoryKey: string;
  series: ChartSeries[];
  format?: (value: number) => string;
  /** Bars drawn left to right, for long category names. */
  horizontal?: boolean;
  height: number;
}
