import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';

export interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  /** The current name when editing; undefined while it loads. */
  initial?: string;
  loading?: boolean;
  error?: string | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (nombre: string) => void;
  onClose: () => void;
}

/** The spec's one-field modals: Agregar Tema, Editar Tema, Agregar Subtema. */
export function NameModal({
  opened,
  title,
  label,
  initial = '',
  loading = false,
  error,
  submitting,
  submitLabel,
  onSubmit,
  onClose,
}: NameModalProps) {
  const [nombre, setNombre] = useState(initial);
  useEffect(() => {
    if (opened) setNombre(initial);
  }, [opened, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(nombre);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
    >
      {loading ? (
        <Loader aria-label="Cargando" />
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <FormError message={error} />
            <TextInput
              label={label}
              value={nombre}
              onChange={(e) => setNombre(e.currentTarget.value)}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
