import type { TPago } from '@academia/contract/payments/payment-schemas';
import { Table, Text } from '@mantine/core';
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

/** The spec's 'Pagos Realizados': Fecha, Método de Pago, Registró, Monto, Recibo; total below. */
export function PaymentsTable({ pagos, total, caption, showGroup = false }: PaymentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            {showGroup && <Table.Th>Grupo</Table.Th>}
            <Table.Th>Método de Pago</Table.Th>
            <Table.Th>Registró</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th>Recibo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pagos.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={showGroup ? 6 : 5}>
                <Text size="sm" c="dimmed">
                  Aún no hay pagos registrados.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {pagos.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatDate(p.fecha)}</Table.Td>
              {showGroup && (
                <Table.Td>
                  {p.curso_nombre} — {p.grupo_nombre}
                </Table.Td>
              )}
              <Table.Td>{metodoLabel(p.metodo_pago)}</Table.Td>
              <Table.Td>
                {p.registro_nombre} {p.registro_apellido}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(p.monto)}</Table.Td>
              <Table.Td>
                <ReceiptButton pago={p.id} numero={p.numero_recibo} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={showGroup ? 4 : 3}>Total</Table.Th>
            <Table.Th ta="right" data-testid="total-pagado">
              {formatMoney(total)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
