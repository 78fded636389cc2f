import { Paper, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { Form } from './form';
import { useContractForm } from './use-contract-form';
import { useTimedMessage } from './use-timed-message';

/**
 * The panel above a list of named things (course categories, skills): one required name, the
 * call's own schema checking it, the form emptied and the success said for `messageMs` after
 * each addition.
 */
export function AddByNameForm({
  schema,
  label,
  fieldLabel,
  errorFallback,
  successMessage,
  messageMs,
  onAdd,
}: {
  /** The add call's request schema: a name and nothing else. */
  schema: z.ZodType<unknown, { nombre: string }>;
  /** The form's name for screen readers ('Agregar categoría'). */
  label: string;
  fieldLabel: string;
  errorFallback: string;
  successMessage: string;
  messageMs: number;
  /** The add call's `mutateAsync`. */
  onAdd: (request: { nombre: string }) => Promise<unknown>;
}) {
  const done = useTimedMessage(messageMs);
  const form = useContractForm({ schema, initialValues: { nombre: '' } });
  return (
    <Paper withBorder p="md">
      <Form
        form={form}
        label={label}
        submitLabel="Agregar"
        errorFallback={errorFallback}
        success={done.message}
        onSubmit={async (request) => {
          await onAdd(request);
          form.reset();
          done.show(successMessage);
        }}
      >
        <TextInput label={fieldLabel} required {...form.getInputProps('nombre')} />
      </Form>
    </Paper>
  );
}
