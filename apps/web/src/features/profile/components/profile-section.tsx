import { getUserData } from '@academia/contract/auth/get-user-data';
import { ActionIcon, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { invalidateCalls } from '~/lib/query-keys';

export interface SectionField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number' | 'url';
  required?: boolean;
}

type SectionValues = Record<string, string>;

interface ProfileSectionProps<T extends { id: number }, S extends z.ZodType> {
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
}

/**
 * One profile section (positions, education…): its items, each deleted after the person
 * confirms, and a form to add one.
 */
export function ProfileSection<T extends { id: number }, S extends z.ZodType>({
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
}: ProfileSectionProps<T, S>) {
  const client = useQueryClient();
  const refresh = () => invalidateCalls(client, [getUserData]);
  const add = useMutation({ mutationFn: onAdd, onSuccess: refresh });
  const remove = useMutation({ mutationFn: onDelete, onSuccess: refresh });
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
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${d.title}`}
                onClick={() => askDelete(item, d.title)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              required={f.required}
              {...form.getInputProps(f.name)}
            />
          ))}
        </SimpleGrid>
      </Form>
      {dialog}
    </Card>
  );
}
