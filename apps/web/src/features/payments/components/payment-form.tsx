import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
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
}

/**
 * The spec's payment form: 'Monto de pago', 'Fecha de pago', 'Método de pago', 'Grupo',
 * 'Agregar'. Each submission carries a key made once per filled form, so a double click
 * records one payment; the confirmation shows 3 s.
 */
export function PaymentForm({ alumno, grupos, grupo }: PaymentFormProps) {
  const agregar = useAgregarPagoAlumnoCurso();
  const key = useRef(crypto.randomUUID());
  const [monto, setMonto] = useState('');
  const [fecha, setFecha] = useState(today);
  const [metodo, setMetodo] = useState<string | null>(null);
  const [grupoSel, setGrupoSel] = useState<string | null>(
    grupo ? String(grupo) : (grupos[0]?.value ?? null),
  );
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!grupo && grupoSel === null && grupos[0]) setGrupoSel(grupos[0].value);
  }, [grupo, grupoSel, grupos]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 3000);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agregar.isPending) return;
    agregar.mutate(
      {
        alumno,
        grupo: Number(grupo ?? grupoSel),
        monto,
        fecha,
        metodo_pago: Number(metodo ?? 0),
        idempotency_key: key.current,
      },
      {
        onSuccess: () => {
          key.current = crypto.randomUUID();
          setMonto('');
          setMetodo(null);
          setDone(true);
        },
      },
    );
  };

  const error =
    agregar.error instanceof ApiError
      ? agregar.error.message
      : agregar.error
        ? 'No se pudo registrar el pago.'
        : null;

  return (
    <form onSubmit={submit} aria-label="Registrar un pago">
      <Stack gap="sm">
        <FormError message={error} />
        {done && (
          <Alert color="green" variant="light" role="status">
            {PAGO_REGISTRADO}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Monto de pago"
            required
            inputMode="decimal"
            value={monto}
            onChange={(e) => {
              setMonto(e.currentTarget.value);
              key.current = crypto.randomUUID();
            }}
          />
          <TextInput
            label="Fecha de pago"
            type="date"
            required
            value={fecha}
            max={today()}
            onChange={(e) => setFecha(e.currentTarget.value)}
          />
          <Select
            label="Método de pago"
            placeholder="Selecciona método de pago"
            data={METODO_OPTIONS}
            value={metodo}
            onChange={setMetodo}
            required
          />
          {!grupo && (
            <Select
              label="Grupo"
              data={grupos}
              value={grupoSel}
              onChange={setGrupoSel}
              required
              nothingFoundMessage="El alumno no pertenece a ningún grupo"
            />
          )}
        </SimpleGrid>
        <Button type="submit" loading={agregar.isPending} disabled={!grupo && !grupoSel}>
          Agregar
        </Button>
      </Stack>
    </form>
  );
}
