import { Alert, Center, Loader } from '@mantine/core';
import { errorMessage } from '~/lib/api-client';

/** A query's state before its data: enough of it to tell loading from failed. */
type Unsettled = { isError: boolean; error: unknown };

/**
 * What a screen or section shows until its data arrives: a spinner a screen reader announces
 * with `label`, or the call's own message once it failed. One look for every such wait, so a
 * section renders its data only after `if (!query.isSuccess) return <QueryState … />`.
 */
export function QueryState({
  query,
  label,
  compact = false,
  fallback = 'No se pudo cargar la información. Inténtalo de nuevo.',
}: {
  query: Unsettled;
  label: string;
  /** Inside a card or a form: less space and a smaller spinner. */
  compact?: boolean;
  /** The message when the failure carries none a person can read. */
  fallback?: string;
}) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, fallback)}
      </Alert>
    );
  }
  return (
    <Center py={compact ? 'md' : 'xl'} role="status" aria-label={label}>
      <Loader size={compact ? 'sm' : undefined} />
    </Center>
  );
}
