import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useGetPagosAlumnoCurso } from '../api/get-pagos-alumno-curso';
import { ExportPaymentsButton } from './export-payments-button';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';
import { SalePriceForm } from './sale-price-form';
import { SalePriceModal } from './sale-price-modal';

/**
 * Pagos of a group's member: sale price (set, then corrected with a reason), payments with
 * receipts and 'Anular', balance, a new payment.
 */
export function MemberPayments({
  alumno,
  grupo,
  onPaid,
}: {
  alumno: number;
  grupo: number;
  /** After a payment's 3 s confirmation. */
  onPaid?: () => void;
}) {
  const query = useGetPagosAlumnoCurso({ alumno, grupo });
  const [correcting, setCorrecting] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return <FormError message={errorMessage(query.error, 'No se pudieron cargar los pagos.')} />;
  }
  const d = query.data;
  return (
    <Stack gap="md">
      {d.precio_venta === null ? (
        <SalePriceForm alumno={alumno} grupo={grupo} precioCurso={d.precio_curso} />
      ) : (
        <Group gap="xl">
          <Text>
            Precio de venta:{' '}
            <strong data-testid="precio-venta">{formatMoney(d.precio_venta)}</strong>
          </Text>
          <Text>
            Saldo: <strong data-testid="saldo">{formatMoney(d.saldo)}</strong>
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => setCorrecting(true)}>
            Corregir precio
          </Button>
        </Group>
      )}
      {correcting && (
        <SalePriceModal
          alumno={alumno}
          grupo={grupo}
          nombre="Precio de venta de este alumno en el grupo"
          precio_venta={d.precio_venta}
          precio_curso={d.precio_curso}
          onClose={() => setCorrecting(false)}
        />
      )}
      <PaymentForm alumno={alumno} grupos={[]} grupo={grupo} onSaved={onPaid} />
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4">
          Pagos Realizados
        </Title>
        <ExportPaymentsButton input={{ alumno, grupo }} size="compact-sm" />
      </Group>
      <PaymentsTable pagos={d.content} total={d.total_pagado} caption="Pagos Realizados" canVoid />
    </Stack>
  );
}
