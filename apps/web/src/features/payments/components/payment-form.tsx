import { ZAgregarPagoAlumnoCursoRequest } from '@academia/contract/payments/agregar-pago-alumno-curso';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarPagoAlumnoCurso } from '../api/agregar-pago-alumno-curso';
import { METODO_OPTIONS } from './metodos-pago';

export const PAGO_REGISTRADO = '¡El pago se ha registrado con éxito!';

/** Today in the person's own calendar, YYYY-MM-DD, as a date input wants it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface PaymentFormProps {
  alumno: number;
  grupos: readonly { value: string; label: string }[];
  /** A fixed group (the group's payments modal): no group select. */
  grupo?: number;
  /** Runs when the 3 s confirmation goes (the group's Pagos modal closes then, spec). */
  onSaved?: () => void;
}

/**
 * The spec's payment form: 'Monto de pago', 'Fecha de pago', 'Método de pago', 'Grupo',
 * 'Agregar'. Each submission carries a key made once per filled form, so a double click
 * records one payment; the confirmation shows 3 s.
 */
export function PaymentForm({ alumno, grupos, grupo, onSaved }: PaymentFormProps) {
  const agregar = useAgregarPagoAlumnoCurso();
  const key = useRef(crypto.randomUUID());
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZAgregarPagoAlumnoCursoRequest,
    initialValues: {
      monto: '',
      fecha: today(),
      metodo_pago: null as string | null,
      grupo: grupo ? String(grupo) : (grupos[0]?.value ?? null),
    },
    toRequest: (values) => ({
      ...values,
      alumno,
      grupo: values.grupo ?? '',
      metodo_pago: values.metodo_pago ?? '',
      idempotency_key: key.current,
    }),
  });
  const { setFieldValue } = form;
  const grupoSel = form.values.grupo;
  const first = grupos[0]?.value;
  useEffect(() => {
    if (!grupo && grupoSel === null && first) setFieldValue('grupo', first);
  }, [grupo, grupoSel, first, setFieldValue]);

  const monto = form.getInputProps('monto');
  return (
    <Form
      form={form}
      label="Registrar un pago"
      submitLabel="Agregar"
      errorFallback="No se pudo registrar el pago."
      success={done.message}
      submitDisabled={!grupoSel}
      onSubmit={async (request) => {
        await agregar.mutateAsync(request);
        key.current = crypto.randomUUID();
        form.setValues({ monto: '', metodo_pago: null });
        done.show(PAGO_REGISTRADO, onSaved);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Monto de pago"
          required
          inputMode="decimal"
          {...monto}
          onChange={(event) => {
            monto.onChange(event);
            key.current = crypto.randomUUID();
          }}
        />
        <TextInput
          label="Fecha de pago"
          type="date"
          required
          max={today()}
          {...form.getInputProps('fecha')}
        />
        <Select
          label="Método de pago"
          placeholder="Selecciona método de pago"
          data={METODO_OPTIONS}
          required
          {...form.getInputProps('metodo_pago')}
        />
        {!grupo && (
          <Select
            label="Grupo"
            data={grupos}
            required
            nothingFoundMessage="El alumno no pertenece a ningún grupo"
            {...form.getInputProps('grupo')}
          />
        )}
      </SimpleGrid>
    </Form>
  );
}
