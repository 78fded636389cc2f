import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from '~/components/ui/form-error';
import { SuccessMessage } from '~/components/ui/success-message';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The spec's confirmation question. */
  question: string;
  children?: ReactNode;
  error?: string | null;
  success?: string | null;
  confirming: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A delete confirmation: the spec's question, Cancelar and the red confirm button. */
export function ConfirmModal({
  opened,
  title,
  question,
  children,
  error,
  success,
  confirming,
  confirmLabel = 'Eliminar',
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
    >
      <Stack>
        <Text>{question}</Text>
        {children}
        <FormError message={error} />
        <SuccessMessage message={success} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={confirming} disabled={Boolean(success)} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
