import { getUserData } from '@academia/contract/auth/get-user-data';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { invalidateCalls } from '~/lib/query-keys';

export interface SectionField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number' | 'url';
  required?: boolean;
}

interface ProfileSectionProps<T extends { id: number }> {
  title: string;
  items: T[];
  /** The item's main line and its details, as a person reads them. */
  describe: (item: T) => { title: string; details?: string };
  fields: SectionField[];
  addLabel: string;
  onAdd: (values: Record<string, string>) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}

/** One profile section (positions, education…): its items with delete, and a form to add one. */
export function ProfileSection<T extends { id: number }>({
  title,
  items,
  describe,
  fields,
  addLabel,
  onAdd,
  onDelete,
}: ProfileSectionProps<T>) {
  const client = useQueryClient();
  const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const refresh = () => invalidateCalls(client, [getUserData]);
  const add = useMutation({ mutationFn: onAdd, onSuccess: refresh });
  const remove = useMutation({ mutationFn: onDelete, onSuccess: refresh });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(values, { onSuccess: () => setValues(empty) });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
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
                loading={remove.isPending && remove.variables === item.id}
                onClick={() => remove.mutate(item.id)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {remove.isError && (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        )}
      </Stack>
      <form onSubmit={submit} aria-label={addLabel}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="sm">
          {fields.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              required={f.required}
              value={values[f.name] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {add.isError && (
          <Alert color="red" role="alert" mt="sm">
            {add.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" variant="light" loading={add.isPending}>
            {addLabel}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
