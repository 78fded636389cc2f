import type { TPago } from '@academia/contract/payments/payment-schemas';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatMoney } from '~/lib/money';
import { metodoLabel } from './metodos-pago';
import { ReceiptButton } from './receipt-button';

/**
 * The student's payments on a phone: one card per payment with every column of the table
 * (none hidden), stacked as label and value, and the total below.
 */
export function PaymentCards({
  pagos,
  total,
  label,
}: {
  pagos: readonly TPago[];
  total: string;
  label: string;
}) {
  if (pagos.length === 0) return <Text c="dimmed">Aún no hay pagos registrados.</Text>;
  return (
    <Stack gap="xs">
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pagos.map((p) => (
          <li key={p.id} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
            <Paper withBorder p="sm" radius="sm">
              <dl style={{ margin: 0 }}>
                <Row term="Fecha" value={formatDate(p.fecha)} voided={Boolean(p.anulado_en)} />
                <Row
                  term="Método de Pago"
                  value={metodoLabel(p.metodo_pago)}
                  voided={Boolean(p.anulado_en)}
                />
                <Row
                  term="Registró"
                  value={`${p.registro_nombre} ${p.registro_apellido}`}
                  voided={Boolean(p.anulado_en)}
                />
                <Row term="Monto" value={formatMoney(p.monto)} voided={Boolean(p.anulado_en)} />
              </dl>
              {p.anulado_en && (
                <Text size="xs" c="red.9" mt={4}>
                  Anulado el {formatDate(p.anulado_en)} por {p.anulado_por_nombre}. Motivo:{' '}
                  {p.motivo_anulacion}
                </Text>
              )}
              <Group mt="xs">
                <ReceiptButton pago={p.id} numero={p.numero_recibo} />
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatMoney(total)}</Text>
      </Group>
    </Stack>
  );
}

function Row({ term, value, voided }: { term: string; value: string; voided: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text
        component="dd"
        size="sm"
        fw={500}
        ta="right"
        m={0}
        td={voided ? 'line-through' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}
