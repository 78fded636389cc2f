import type { TPersona } from '@academia/contract/people/people-schemas';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormModal } from '~/components/ui/form-modal';
import { PasswordField } from '~/components/ui/password-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';

export interface StaffFormValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  celular: string;
  email: string;
  password: string;
}

interface StaffFormModalProps<S extends z.ZodType> {
  title: string;
  initial?: TPersona;
  /** The call's contract schema (add or update, teacher or administrator). */
  schema: S;
  /** The request the values make: the e-mail again as username, the id and tipo the call needs. */
  toRequest: (values: StaffFormValues & { username: string }) => z.input<S>;
  onSubmit: (request: z.input<S>) => Promise<unknown>;
  /** The spec's message, shown 3 s before the modal closes. */
  doneText: string;
  onClose: () => void;
}

/**
 * A teacher's or administrator's data in a modal, mounted while open; on edit an empty password
 * keeps the current one.
 */
export function StaffFormModal<S extends z.ZodType>({
  title,
  initial,
  schema,
  toRequest,
  onSubmit,
  doneText,
  onClose,
}: StaffFormModalProps<S>) {
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema,
    initialValues: {
      first_name: initial?.first_name ?? '',
      last_name: initial?.last_name ?? '',
      celular: initial?.celular ?? '',
      email: initial?.email ?? '',
      password: '',
    } satisfies StaffFormValues,
    toRequest: (values) => toRequest({ ...values, username: values.email }),
  });
  return (
    <FormModal
      title={title}
      onClose={onClose}
      form={form}
      submitLabel={initial ? 'Actualizar' : 'Agregar'}
      errorFallback="No se pudieron guardar los datos."
      success={done.message}
      onSubmit={async (request) => {
        await onSubmit(request);
        done.show(doneText, onClose);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
        <TextInput label="Apellidos" required {...form.getInputProps('last_name')} />
        <TextInput label="Celular" {...form.getInputProps('celular')} />
        <TextInput
          type="email"
          label="Correo electrónico"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Contraseña"
          required={!initial}
          description={initial ? 'Déjala vacía para conservar la actual' : 'Al menos 10 caracteres'}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
