import { ZAgregarPrecioVentaRequest } from '@academia/contract/payments/agregar-precio-venta';
import { TextInput } from '@mantine/core';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarPrecioVenta } from '../api/agregar-precio-venta';

export const PRECIO_REGISTRADO = 'Precio de venta registrado correctamente';

/**
 * The sale price of a member, offered only while it is empty (corrected afterwards with a
 * reason). It starts at the course's price, which the administrator may change before saving.
 */
export function SalePriceForm({
  alumno,
  grupo,
  precioCurso,
}: {
  alumno: number;
  grupo: number;
  precioCurso: string;
}) {
  const agregar = useAgregarPrecioVenta();
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZAgregarPrecioVentaRequest,
    initialValues: { precio_venta: precioCurso },
    toRequest: (values) => ({ ...values, alumno, grupo }),
  });
  return (
    <Form
      form={form}
      label="Fijar el precio de venta"
      submitLabel="Guardar precio"
      errorFallback="No se pudo guardar el precio."
      success={done.message}
      onSubmit={async (request) => {
        await agregar.mutateAsync(request);
        done.show(PRECIO_REGISTRADO);
      }}
    >
      <TextInput
        label="Precio de venta"
        required
        inputMode="decimal"
        {...form.getInputProps('precio_venta')}
      />
    </Form>
  );
}
