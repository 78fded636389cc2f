import { ZActualizarPrecioVentaRequest } from '@academia/contract/payments/actualizar-precio-venta';
import { Text, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { formatMoney } from '~/lib/money';
import { useActualizarPrecioVenta } from '../api/actualizar-precio-venta';

interface SalePriceModalProps {
  alumno: number;
  grupo: number;
  /** What the group and course are called, for the person to know which price this is. */
  nombre: string;
  precio_venta: string | null;
  /** Where a price not set yet starts: the course's price. */
  precio_curso: string;
  onClose: () => void;
}

/** 'Corregir precio': a new sale price with the reason (both go to the audit log). */
export function SalePriceModal({
  alumno,
  grupo,
  nombre,
  precio_venta,
  precio_curso,
  onClose,
}: SalePriceModalProps) {
  const actualizar = useActualizarPrecioVenta();
  const form = useContractForm({
    schema: ZActualizarPrecioVentaRequest,
    initialValues: { precio_venta: precio_venta ?? precio_curso, motivo: '' },
    toRequest: (values) => ({ ...values, alumno, grupo }),
  });
  return (
    <FormModal
      title="Corregir precio de venta"
      size="md"
      onClose={onClose}
      form={form}
      submitLabel="Guardar precio"
      errorFallback="No se pudo corregir el precio."
      onSubmit={async (request) => {
        await actualizar.mutateAsync(request);
        onClose();
      }}
    >
      <Text size="sm">
        {nombre}. Precio actual: {formatMoney(precio_venta)}. No puede quedar por debajo de lo ya
        pagado.
      </Text>
      <TextInput
        label="Nuevo precio de venta"
        required
        inputMode="decimal"
        data-autofocus
        {...form.getInputProps('precio_venta')}
      />
      <Textarea
        label="Motivo"
        required
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('motivo')}
      />
    </FormModal>
  );
}
