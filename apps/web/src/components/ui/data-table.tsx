import { Group, Loader, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FormError } from './form-error';
import { PageLinks, totalPagesOf } from './page-links';

export interface DataColumn<Row> {
  /** Unique among the table's columns; names the sorted column. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable (on the rows shown) by this value. */
  sortValue?: (row: Row) => string | number | null | undefined;
  align?: 'left' | 'center' | 'right';
}

export interface DataTablePage {
  page: number;
  /** All the rows the server has (`count` of a `{results, count}` answer). */
  count: number;
  onChange: (page: number) => void;
  /** The server's page size; the spec's lists use 20. */
  pageSize?: number;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (and shown above it with `showCaption`). */
  label: string;
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  /** Undefined while the first answer is awaited. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** A failed load's Spanish message, shown above the table. */
  error?: string | null;
  /** What an empty list says ("No hay grupos activos."). */
  empty: string;
  /** The buttons of one row, in a last "Acciones" column. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  page?: DataTablePage;
  /** The column sorted when the table opens. */
  initialSort?: Sort;
  /**
   * The server sorts: the table shows `sort` and reports header clicks here, leaving the rows
   * in the order given (a sortable column then needs only a `sortValue` to be offered).
   */
  serverSort?: { sort: Sort; onChange: (sort: Sort) => void };
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Rows under the list (a total), inside the table's `tfoot`. */
  footer?: ReactNode;
}

export interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null | undefined, b: string | number | null | undefined) {
  // Empty values go last whichever the direction, as a person expects blanks at the end.
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  sort: Sort | null,
): readonly Row[] {
  const value = sort && columns.find((c) => c.key === sort.key)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va == null || va === '' || vb == null || vb === '') return compare(va, vb);
    return sign * compare(va, vb);
  });
}

function SortIcon({ direction }: { direction: Sort['direction'] | undefined }) {
  if (direction === 'ascending') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'descending') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.5} />;
}

/**
 * The one list table: named for screen readers, headers with `scope`, sortable headers as
 * buttons carrying `aria-sort`, a loading row, an empty row, row actions and the spec's page
 * links under it for server pages.
 */
export function DataTable<Row>({
  label,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  empty,
  actions,
  actionsHeader = 'Acciones',
  page,
  initialSort,
  minWidth = 640,
  footer,
  serverSort,
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<Sort | null>(initialSort ?? null);
  const sort = serverSort ? serverSort.sort : localSort;
  const span = columns.length + (actions ? 1 : 0);
  const shown = rows ? (serverSort ? rows : sortRows(rows, columns, sort)) : [];
  const waiting = loading || rows === undefined;

  const toggle = (key: string) => {
    const next: Sort =
      sort?.key === key && sort.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' };
    if (serverSort) serverSort.onChange(next);
    else setLocalSort(next);
  };

  return (
    <Stack gap="sm">
      <FormError message={error} />
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped withTableBorder aria-busy={waiting || undefined}>
          {showCaption ? (
            <Table.Caption>{label}</Table.Caption>
          ) : (
            <caption>
              <VisuallyHidden>{label}</VisuallyHidden>
            </caption>
          )}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    ta={column.align}
                    aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggle(column.key)}
                        fw={700}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {actions && <Table.Th scope="col">{actionsHeader}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {waiting && shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={span}>
                  {/* Plain text: a live region inside the table's rows is read out of place. */}
                  <Group gap="xs">
                    <Loader size="sm" />
                    <Text size="sm">Cargando…</Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
            {!waiting && shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={span}>
                  <Text size="sm" c="dimmed">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
        </Table>
      </Table.ScrollContainer>
      {page && (
        <PageLinks
          page={page.page}
          totalPages={totalPagesOf(page.count, page.pageSize ?? 20)}
          onChange={page.onChange}
        />
      )}
    </Stack>
  );
}
