import { Alert, Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
import { useAgregarPrecioVenta } from '../api/agregar-precio-venta';

export const PRECIO_REGISTRADO = 'Precio de venta registrado correctamente';

/** The sale price of a member, offered only while it is empty (the server refuses after). */
export function SalePriceForm({ alumno, grupo }: { alumno: number; grupo: number }) {
  const agregar = useAgregarPrecioVenta();
  const [precio, setPrecio] = useState('');
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 3000);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    agregar.mutate({ alumno, grupo, precio_venta: precio }, { onSuccess: () => setDone(true) });
  };
  const error =
    agregar.error instanceof ApiError
      ? agregar.error.message
      : agregar.error
        ? 'No se pudo guardar el precio.'
        : null;
  return (
    <form onSubmit={submit} aria-label="Fijar el precio de venta">
      <FormError message={error} />
      {done && (
        <Alert color="green" variant="light" role="status" mb="xs">
          {PRECIO_REGISTRADO}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          label="Precio de venta"
          required
          inputMode="decimal"
          value={precio}
          onChange={(e) => setPrecio(e.currentTarget.value)}
        />
        <Button type="submit" loading={agregar.isPending}>
          Guardar precio
        </Button>
      </Group>
    </form>
  );
}
