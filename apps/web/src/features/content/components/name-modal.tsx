import { Button, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';

export interface NameModalProps<S extends z.ZodType> {
  title: string;
  label: string;
  /** The call's contract schema: the name is checked as the call will check it. */
  schema: S;
  /** The request a name makes (`{ tema: nombre, curso }`). */
  toRequest: (nombre: string) => z.input<S>;
  initial?: string;
  submitLabel: string;
  onSubmit: (request: z.input<S>) => Promise<unknown>;
  onClose: () => void;
}

/** The spec's one-field modals: Agregar Tema, Editar Tema, Agregar Subtema. Mounted while open. */
export function NameModal<S extends z.ZodType>({
  title,
  label,
  schema,
  toRequest,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: NameModalProps<S>) {
  const form = useContractForm({
    schema,
    initialValues: { nombre: initial },
    toRequest: ({ nombre }) => toRequest(nombre),
  });
  return (
    <FormModal
      title={title}
      onClose={onClose}
      form={form}
      submitLabel={submitLabel}
      errorFallback="No se pudo guardar."
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await onSubmit(request);
        onClose();
      }}
    >
      <TextInput label={label} required data-autofocus {...form.getInputProps('nombre')} />
    </FormModal>
  );
}
