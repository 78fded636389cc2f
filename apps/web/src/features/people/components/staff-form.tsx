import type { TPersona } from '@academia/contract/people/people-schemas';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PasswordField } from '~/components/ui/password-field';

export interface StaffFormValues {
  first_name: string;
  last_name: string;
  celular: string;
  email: string;
  username: string;
  password: string;
}

interface StaffFormProps {
  initial?: TPersona;
  saving: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: StaffFormValues) => void;
}

/** A teacher's or administrator's data; on edit an empty password keeps the current one. */
export function StaffForm({ initial, saving, error, submitLabel, onSubmit }: StaffFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '');
    onSubmit({
      first_name: text('first_name'),
      last_name: text('last_name'),
      celular: text('celular'),
      email: text('email'),
      username: text('email'),
      password: text('password'),
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name="first_name" label="Nombre" required defaultValue={initial?.first_name} />
          <TextInput
            name="last_name"
            label="Apellidos"
            required
            defaultValue={initial?.last_name}
          />
          <TextInput name="celular" label="Celular" defaultValue={initial?.celular} />
          <TextInput
            name="email"
            type="email"
            label="Correo electrónico"
            required
            defaultValue={initial?.email}
          />
          <PasswordField
            name="password"
            label="Contraseña"
            required={!initial}
            description={
              initial ? 'Déjala vacía para conservar la actual' : 'Al menos 8 caracteres'
            }
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
