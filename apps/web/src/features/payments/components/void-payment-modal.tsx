import { ZAnularPagoAlumnoCursoRequest } from '@academia/contract/payments/anular-pago-alumno-curso';
import type { TPago } from '@academia/contract/payments/payment-schemas';
import { Text, Textarea } from '@mantine/core';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { formatDate, formatMoney } from '~/lib/money';
import { useAnularPagoAlumnoCurso } from '../api/anular-pago-alumno-curso';
import { receiptLabel } from './receipt-label';

/**
 * 'Anular' of a payment, open while mounted: the reason is required and kept with the payment;
 * the modal closes once the lists show it void.
 */
export function VoidPaymentModal({ pago, onClose }: { pago: TPago; onClose: () => void }) {
  const anular = useAnularPagoAlumnoCurso();
  const form = useContractForm({
    schema: ZAnularPagoAlumnoCursoRequest,
    initialValues: { motivo: '' },
    toRequest: (values) => ({ ...values, pago: pago.id }),
  });
  return (
    <FormModal
      title="Anular pago"
      size="md"
      onClose={onClose}
      form={form}
      submitLabel="Anular pago"
      errorFallback="No se pudo anular el pago."
      onSubmit={async (request) => {
        await anular.mutateAsync(request);
        onClose();
      }}
    >
      <Text size="sm">
        Recibo {receiptLabel(pago.numero_recibo)}: {formatMoney(pago.monto)} del{' '}
        {formatDate(pago.fecha)} ({pago.curso_nombre} — {pago.grupo_nombre}). El pago queda en los
        registros marcado como anulado y deja de contar en el total y el saldo.
      </Text>
      <Textarea
        label="Motivo"
        required
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
        {...form.getInputProps('motivo')}
      />
    </FormModal>
  );
}
