import { getUserData } from '@academia/contract/auth/get-user-data';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { FormModal } from '~/components/ui/form-modal';
import { type ContractForm, useContractForm } from '~/components/ui/use-contract-form';
import { invalidateCalls } from '~/lib/query-keys';

export interface SectionField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number' | 'url';
  required?: boolean;
}

type SectionValues = Record<string, string>;

interface ProfileSectionProps<T extends { id: number }, S extends z.ZodType, E extends z.ZodType> {
  title: string;
  items: T[];
  /** The item's main line and its details, as a person reads them. */
  describe: (item: T) => { title: string; details?: string };
  fields: SectionField[];
  addLabel: string;
  /** The add call's contract schema: the form is checked by it before sending. */
  schema: S;
  /** The add call's request from what the person typed (an empty level is no level). */
  toRequest: (values: SectionValues) => z.input<S>;
  onAdd: (request: z.input<S>) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** The delete confirmation's title ("Eliminar idioma"). */
  deleteTitle: string;
  /** The edit call's contract schema: the add call's fields and the item's `id`. */
  editSchema: E;
  /** What the edit form starts with: the item's values as the add form types them. */
  toValues: (item: T) => SectionValues;
  onEdit: (request: z.input<E>) => Promise<unknown>;
  /** The edit form's title ("Editar idioma"). */
  editTitle: string;
}

/** The section's fields, each with its contract's error next to it and a number's bounds. */
function SectionFields<Request>({
  fields,
  form,
}: {
  fields: SectionField[];
  form: ContractForm<SectionValues, Request>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map((f) => (
        <TextInput
          key={f.name}
          label={f.label}
          type={f.type ?? 'text'}
          required={f.required}
          {...(f.type === 'number'
            ? { inputMode: 'numeric' as const, ...form.numberBounds(f.name) }
            : {})}
          {...form.getInputProps(f.name)}
        />
      ))}
    </SimpleGrid>
  );
}

/** One item's edit form, in a modal; mounted while the item is being edited. */
function EditItemModal<E extends z.ZodType>({
  title,
  fields,
  schema,
  initialValues,
  toRequest,
  onSave,
  onClose,
}: {
  title: string;
  fields: SectionField[];
  schema: E;
  initialValues: SectionValues;
  toRequest: (values: SectionValues) => z.input<E>;
  onSave: (request: z.input<E>) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useContractForm({ schema, initialValues, toRequest });
  return (
    <FormModal
      title={title}
      form={form}
      submitLabel="Guardar cambios"
      errorFallback="No se pudo guardar."
      onClose={onClose}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await onSave(request);
        onClose();
      }}
    >
      <SectionFields fields={fields} form={form} />
    </FormModal>
  );
}

/**
 * One profile section (positions, education…): its items, each edited in a modal or deleted
 * after the person confirms, and a form to add one.
 */
export function ProfileSection<T extends { id: number }, S extends z.ZodType, E extends z.ZodType>({
  title,
  items,
  describe,
  fields,
  addLabel,
  schema,
  toRequest,
  onAdd,
  onDelete,
  deleteTitle,
  editSchema,
  toValues,
  onEdit,
  editTitle,
}: ProfileSectionProps<T, S, E>) {
  const client = useQueryClient();
  const refresh = () => invalidateCalls(client, [getUserData]);
  const add = useMutation({ mutationFn: onAdd, onSuccess: refresh });
  const edit = useMutation({ mutationFn: onEdit, onSuccess: refresh });
  const remove = useMutation({ mutationFn: onDelete, onSuccess: refresh });
  const [editing, setEditing] = useState<T | null>(null);
  const { confirm, dialog } = useConfirm();
  const form = useContractForm({
    schema,
    initialValues: Object.fromEntries(fields.map((f) => [f.name, ''])) as SectionValues,
    toRequest,
  });

  const askDelete = (item: T, name: string) =>
    void confirm({
      title: deleteTitle,
      question: `¿Estás seguro de eliminar «${name}» de tu perfil?`,
      action: () => remove.mutateAsync(item.id),
      errorFallback: 'No se pudo eliminar.',
    });

  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="xs" mb="md">
        {items.length === 0 && <Text c="dimmed">Aún no has agregado nada aquí.</Text>}
        {items.map((item) => {
          const d = describe(item);
          return (
            <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{d.title}</Text>
                {d.details && (
                  <Text size="sm" c="dimmed">
                    {d.details}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Editar ${d.title}`}
                  onClick={() => setEditing(item)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Eliminar ${d.title}`}
                  onClick={() => askDelete(item, d.title)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Form
        form={form}
        submitLabel={addLabel}
        errorFallback="No se pudo agregar."
        onSubmit={async (request) => {
          await add.mutateAsync(request);
          form.reset();
        }}
      >
        <SectionFields fields={fields} form={form} />
      </Form>
      {editing && (
        <EditItemModal
          title={editTitle}
          fields={fields}
          schema={editSchema}
          initialValues={toValues(editing)}
          // The edit sends the add form's request for the same item.
          toRequest={(values) =>
            ({ id: editing.id, ...(toRequest(values) as object) }) as z.input<E>
          }
          onSave={edit.mutateAsync}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Card>
  );
}
