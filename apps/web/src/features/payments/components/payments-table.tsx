import type { TPago } from '@academia/contract/payments/payment-schemas';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { formatDate, formatMoney } from '~/lib/money';
import { metodoLabel } from './metodos-pago';
import { ReceiptButton } from './receipt-button';
import { receiptLabel } from './receipt-label';
import { VoidPaymentModal } from './void-payment-modal';

interface PaymentsTableProps {
  pagos: readonly TPago[];
  /** The sum computed by the server (void payments left out), shown in the footer row. */
  total: string;
  /** Names the table for assistive technology ('Pagos Realizados'). */
  caption: string;
  showGroup?: boolean;
  /** An administrator's list: each standing payment offers 'Anular'. */
  canVoid?: boolean;
}

/** A void payment's text is struck through; what is struck stays readable. */
function Struck({ pago, children }: { pago: TPago; children: string }) {
  return pago.anulado_en ? (
    <Text span inherit td="line-through" c="dimmed">
      {children}
    </Text>
  ) : (
    children
  );
}

const fecha: DataColumn<TPago> = {
  key: 'fecha',
  header: 'Fecha',
  cell: (p) => (
    <Stack gap={2}>
      <span>
        <Struck pago={p}>{formatDate(p.fecha)}</Struck>
      </span>
      {p.anulado_en && (
        <Text size="xs" c="red.9" maw={320}>
          Anulado el {formatDate(p.anulado_en)} por {p.anulado_por_nombre}. Motivo:{' '}
          {p.motivo_anulacion}
        </Text>
      )}
    </Stack>
  ),
  sortValue: (p) => p.fecha,
};
const grupo: DataColumn<TPago> = {
  key: 'grupo',
  header: 'Grupo',
  cell: (p) => <Struck pago={p}>{`${p.curso_nombre} — ${p.grupo_nombre}`}</Struck>,
  sortValue: (p) => `${p.curso_nombre} ${p.grupo_nombre}`,
};
const rest: DataColumn<TPago>[] = [
  {
    key: 'metodo',
    header: 'Método de Pago',
    cell: (p) => <Struck pago={p}>{metodoLabel(p.metodo_pago)}</Struck>,
  },
  {
    key: 'registro',
    header: 'Registró',
    cell: (p) => <Struck pago={p}>{`${p.registro_nombre} ${p.registro_apellido}`}</Struck>,
  },
  {
    key: 'monto',
    header: 'Monto',
    align: 'right',
    cell: (p) => <Struck pago={p}>{formatMoney(p.monto)}</Struck>,
    sortValue: (p) => Number(p.monto),
  },
  {
    key: 'recibo',
    header: 'Recibo',
    cell: (p) => <ReceiptButton pago={p.id} numero={p.numero_recibo} />,
  },
];

/**
 * The spec's 'Pagos Realizados': Fecha, Método de Pago, Registró, Monto, Recibo; total below.
 * Void payments stay listed, struck through with who voided them and why.
 */
export function PaymentsTable({
  pagos,
  total,
  caption,
  showGroup = false,
  canVoid = false,
}: PaymentsTableProps) {
  const [voiding, setVoiding] = useState<TPago | null>(null);
  return (
    <>
      <DataTable
        label={caption}
        minWidth={560}
        rows={pagos}
        rowKey={(p) => p.id}
        empty="Aún no hay pagos registrados."
        columns={showGroup ? [fecha, grupo, ...rest] : [fecha, ...rest]}
        {...(canVoid && {
          actions: (p: TPago) =>
            p.anulado_en ? (
              <Text size="xs" c="red.9" fw={600}>
                Anulado
              </Text>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Anular el pago del recibo ${receiptLabel(p.numero_recibo)}`}
                onClick={() => setVoiding(p)}
              >
                Anular
              </Button>
            ),
        })}
        footer={
          <Table.Tr>
            <Table.Th colSpan={showGroup ? 4 : 3}>Total</Table.Th>
            <Table.Th ta="right" data-testid="total-pagado">
              {formatMoney(total)}
            </Table.Th>
            <Table.Th />
            {canVoid && <Table.Th />}
          </Table.Tr>
        }
      />
      {voiding && <VoidPaymentModal pago={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
