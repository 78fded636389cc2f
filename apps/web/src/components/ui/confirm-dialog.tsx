import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { FormError } from './form-error';
import { SuccessMessage } from './success-message';

export interface ConfirmOptions<Result = unknown> {
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
  action?: () => Promise<Result>;
  /** What to say when the failure brings no message of the server's. */
  errorFallback?: string;
  /**
   * The spec's success message, shown in the dialog `successMs` before it closes; a function
   * picks it from the action's answer.
   */
  success?: string | ((result: Result) => string);
  successMs?: number;
}

interface Pending extends Omit<ConfirmOptions, 'action' | 'success'> {
  /** The action, answering the success message to show (if any). */
  run?: () => Promise<string | undefined>;
  resolve: (confirmed: boolean) => void;
}

function pendingOf<Result>(
  { action, success, ...rest }: ConfirmOptions<Result>,
  resolve: (confirmed: boolean) => void,
): Pending {
  const run =
    action &&
    (async () => {
      const result = await action();
      return typeof success === 'function' ? success(result) : success;
    });
  return { ...rest, run, resolve };
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
    <Result,>(options: ConfirmOptions<Result>) =>
      new Promise<boolean>((resolve) => {
        setFailure(null);
        setDone(null);
        setWorking(false);
        setPending(pendingOf(options, resolve));
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  const accept = async () => {
    if (!pending) return;
    if (!pending.run) return finish(true);
    setFailure(null);
    setWorking(true);
    let success: string | undefined;
    try {
      success = await pending.run();
    } catch (err) {
      setWorking(false);
      setFailure(errorMessage(err, pending.errorFallback ?? 'No se pudo completar la acción.'));
      return;
    }
    setWorking(false);
    if (!success) return finish(true);
    setDone(success);
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
