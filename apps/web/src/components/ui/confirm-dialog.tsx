import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { FormError } from './form-error';
import { SuccessMessage } from './success-message';

export interface ConfirmOptions {
  title: string;
  /** The spec's question ("¿Estás seguro de eliminar…?"). */
  question: ReactNode;
  /** More about what will happen, under the question. */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: 'red' | 'blue' | 'green' | 'orange';
  /**
   * The work to do once confirmed (a mutation's `mutateAsync`): the dialog stays open with its
   * button spinning, and shows the failure if it fails.
   */
  action?: () => Promise<unknown>;
  /** What to say when the failure brings no message of the server's. */
  errorFallback?: string;
  /** The spec's success message, shown in the dialog `successMs` before it closes. */
  success?: string;
  successMs?: number;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * One confirmation dialog for every screen. `confirm(options)` opens it and answers true once
 * the person confirmed (and `action` succeeded), false when they cancel; render `dialog` once
 * in the screen.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setFailure(null);
        setDone(null);
        setWorking(false);
        setPending({ ...options, resolve });
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  const accept = async () => {
    if (!pending) return;
    if (!pending.action) return finish(true);
    setFailure(null);
    setWorking(true);
    try {
      await pending.action();
    } catch (err) {
      setWorking(false);
      setFailure(errorMessage(err, pending.errorFallback ?? 'No se pudo completar la acción.'));
      return;
    }
    setWorking(false);
    if (!pending.success) return finish(true);
    setDone(pending.success);
    const resolve = pending.resolve;
    timer.current = setTimeout(() => {
      resolve(true);
      setPending(null);
    }, pending.successMs ?? 2000);
  };

  const cancel = () => {
    if (working) return;
    clearTimeout(timer.current);
    // Closing while the success message shows still counts as done.
    finish(done !== null);
  };

  const dialog = (
    <Modal
      opened={pending !== null}
      onClose={cancel}
      title={pending?.title}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack>
        {typeof pending?.question === 'string' ? (
          <Text>{pending.question}</Text>
        ) : (
          pending?.question
        )}
        {pending?.details}
        <FormError message={failure} />
        <SuccessMessage message={done} />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={working}>
            {pending?.cancelLabel ?? 'Cancelar'}
          </Button>
          <Button
            color={pending?.color ?? 'red'}
            loading={working}
            disabled={done !== null}
            onClick={accept}
          >
            {pending?.confirmLabel ?? 'Eliminar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { confirm, dialog };
}
