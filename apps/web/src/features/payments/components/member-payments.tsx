import { Group, Stack, Text, Title } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useGetPagosAlumnoCurso } from '../api/get-pagos-alumno-curso';
import { ExportPaymentsButton } from './export-payments-button';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';
import { SalePriceForm } from './sale-price-form';

/** Pagos of a group's member: sale price (set once), payments with receipts, balance, a new payment. */
export function MemberPayments({ alumno, grupo }: { alumno: number; grupo: number }) {
  const query = useGetPagosAlumnoCurso({ alumno, grupo });
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return <FormError message={errorMessage(query.error, 'No se pudieron cargar los pagos.')} />;
  }
  const d = query.data;
  return (
    <Stack gap="md">
      {d.precio_venta === null ? (
        <SalePriceForm alumno={alumno} grupo={grupo} />
      ) : (
        <Group gap="xl">
          <Text>
            Precio de venta:{' '}
            <strong data-testid="precio-venta">{formatMoney(d.precio_venta)}</strong>
          </Text>
          <Text>
            Saldo: <strong data-testid="saldo">{formatMoney(d.saldo)}</strong>
          </Text>
        </Group>
      )}
      <PaymentForm alumno={alumno} grupos={[]} grupo={grupo} />
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4">
          Pagos Realizados
        </Title>
        <ExportPaymentsButton input={{ alumno, grupo }} size="compact-sm" />
      </Group>
      <PaymentsTable pagos={d.content} total={d.total_pagado} caption="Pagos Realizados" />
    </Stack>
  );
}
