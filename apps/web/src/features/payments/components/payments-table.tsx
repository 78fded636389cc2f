import type { TPago } from '@academia/contract/payments/payment-schemas';
import { Table } from '@mantine/core';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { formatDate, formatMoney } from '~/lib/money';
import { metodoLabel } from './metodos-pago';
import { ReceiptButton } from './receipt-button';

interface PaymentsTableProps {
  pagos: readonly TPago[];
  /** The sum computed by the server, shown in the footer row. */
  total: string;
  /** Names the table for assistive technology ('Pagos Realizados'). */
  caption: string;
  showGroup?: boolean;
}

const fecha: DataColumn<TPago> = {
  key: 'fecha',
  header: 'Fecha',
  cell: (p) => formatDate(p.fecha),
  sortValue: (p) => p.fecha,
};
const grupo: DataColumn<TPago> = {
  key: 'grupo',
  header: 'Grupo',
  cell: (p) => `${p.curso_nombre} — ${p.grupo_nombre}`,
  sortValue: (p) => `${p.curso_nombre} ${p.grupo_nombre}`,
};
const rest: DataColumn<TPago>[] = [
  { key: 'metodo', header: 'Método de Pago', cell: (p) => metodoLabel(p.metodo_pago) },
  {
    key: 'registro',
    header: 'Registró',
    cell: (p) => `${p.registro_nombre} ${p.registro_apellido}`,
  },
  {
    key: 'monto',
    header: 'Monto',
    align: 'right',
    cell: (p) => formatMoney(p.monto),
    sortValue: (p) => Number(p.monto),
  },
  {
    key: 'recibo',
    header: 'Recibo',
    cell: (p) => <ReceiptButton pago={p.id} numero={p.numero_recibo} />,
  },
];

/** The spec's 'Pagos Realizados': Fecha, Método de Pago, Registró, Monto, Recibo; total below. */
export function PaymentsTable({ pagos, total, caption, showGroup = false }: PaymentsTableProps) {
  return (
    <DataTable
      label={caption}
      minWidth={560}
      rows={pagos}
      rowKey={(p) => p.id}
      empty="Aún no hay pagos registrados."
      columns={showGroup ? [fecha, grupo, ...rest] : [fecha, ...rest]}
      footer={
        <Table.Tr>
          <Table.Th colSpan={showGroup ? 4 : 3}>Total</Table.Th>
          <Table.Th ta="right" data-testid="total-pagado">
            {formatMoney(total)}
          </Table.Th>
          <Table.Th />
        </Table.Tr>
      }
    />
  );
}
