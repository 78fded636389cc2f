import { Alert } from '@mantine/core';

/** A failed call's Spanish message above a form, announced to screen readers; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
