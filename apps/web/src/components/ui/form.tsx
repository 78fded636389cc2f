import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { ApiError } from '~/lib/api-error';
import { FormError } from './form-error';
import { SuccessMessage } from './success-message';
import type { ContractForm } from './use-contract-form';

export interface FormProps<Values extends Record<string, unknown>, Request> {
  form: ContractForm<Values, Request>;
  /** Sends the checked request (a mutation's `mutateAsync`); its failure is shown by the form. */
  onSubmit: (request: Request) => Promise<unknown>;
  submitLabel: string;
  /** What to say when a failure brings no message of the server's (a lost connection). */
  errorFallback: string;
  /** The spec's success message, shown under the fields; the button stays off while it shows. */
  success?: string | null;
  /** Buttons beside the submit button (Cancelar). */
  actions?: ReactNode;
  /** Keeps the submit button off (nothing to send yet). */
  submitDisabled?: boolean;
  /** Names the form for screen readers when a page holds several ("Agregar material"). */
  label?: string;
  children: ReactNode;
}

/** Top-level field name of an error path (`opciones.0.texto` → `opciones`). */
function fieldOf(path: string): string {
  return path.split('.')[0] ?? '';
}

/**
 * What the server refused: errors of the fields the form shows go next to them, the rest (and
 * a failure without fields) above the form.
 */
function placeServerError(
  err: unknown,
  fields: ReadonlySet<string>,
  setFieldError: (path: string, message: string) => void,
  fallback: string,
): string | null {
  if (!(err instanceof ApiError) || err.fields.length === 0) return errorMessage(err, fallback);
  const above: string[] = [];
  for (const field of err.fields) {
    if (fields.has(fieldOf(field.path))) setFieldError(field.path, field.message);
    else above.push(field.message);
  }
  return above.length > 0 ? [...new Set(above)].join(' ') : null;
}

/**
 * A form checked by its contract schema before sending (each error next to its field, in the
 * contract's Spanish), with the server's answer placed the same way, the submit button off and
 * spinning while the request is on its way, and the spec's success message under it.
 */
export function Form<Values extends Record<string, unknown>, Request>({
  form,
  onSubmit,
  submitLabel,
  errorFallback,
  success,
  actions,
  submitDisabled,
  label,
  children,
}: FormProps<Values, Request>) {
  const [failure, setFailure] = useState<string | null>(null);
  const fields = form.fields;
  const setFieldError = form.setFieldError as (path: string, message: string) => void;

  const send = async (request: Request) => {
    setFailure(null);
    try {
      await onSubmit(request);
    } catch (err) {
      setFailure(placeServerError(err, fields, setFieldError, errorFallback));
    }
  };
  const clientAbove = Object.entries(form.errors)
    .filter(([path]) => !fields.has(fieldOf(path)))
    .map(([, message]) => message);
  const above = [failure, ...clientAbove].filter(Boolean).join(' ') || null;

  return (
    <form onSubmit={form.onSubmit(send)} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormError message={above} />
        {children}
        <SuccessMessage message={success} />
        <Group justify="flex-end">
          {actions}
          <Button
            type="submit"
            loading={form.submitting}
            disabled={form.submitting || Boolean(success) || submitDisabled}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
