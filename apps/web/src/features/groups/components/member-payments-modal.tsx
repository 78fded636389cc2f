import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useExportarPagosCsv } from '~/components/payments/api/exportar-pagos-csv';
import { useGetPagosAlumnoCurso } from '~/components/payments/api/get-pagos-alumno-curso';
import { PaymentForm } from '~/components/payments/payment-form';
import { PaymentsTable } from '~/components/payments/payments-table';
import { SalePriceForm } from '~/components/payments/sale-price-form';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { ApiError } from '~/lib/api-error';
import { saveCsv } from '~/lib/download';
import { formatMoney } from '~/lib/money';

interface Props {
  member: { alumno_id: number; nombre: string; apellidos: string } | null;
  grupo: number;
  onClose: () => void;
}

/** Pagos of a member: sale price (set once), payments with receipts, balance, a new payment. */
export function MemberPaymentsModal({ member, grupo, onClose }: Props) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      size="xl"
      title={member ? `Pagos de ${member.nombre} ${member.apellidos}` : ''}
    >
      {member && <MemberPayments alumno={member.alumno_id} grupo={grupo} />}
    </Modal>
  );
}

function MemberPayments({ alumno, grupo }: { alumno: number; grupo: number }) {
  const query = useGetPagosAlumnoCurso({ alumno, grupo });
  const exportar = useExportarPagosCsv();
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <FormError
        message={
          query.error instanceof ApiError ? query.error.message : 'No se pudieron cargar los pagos.'
        }
      />
    );
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
      <Group justify="space-between">
        <Title order={3} size="h4">
          Pagos Realizados
        </Title>
        <Button
          size="compact-sm"
          variant="default"
          loading={exportar.isPending}
          onClick={() =>
            exportar.mutate({ alumno, grupo }, { onSuccess: ({ content }) => saveCsv(content) })
          }
        >
          Exportar CSV
        </Button>
      </Group>
      <PaymentsTable pagos={d.content} total={d.total_pagado} caption="Pagos Realizados" />
    </Stack>
  );
}
