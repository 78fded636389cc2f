import { Alert } from '@mantine/core';

/** A spec success message, announced to screen readers; nothing without one. */
export function SuccessMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="green" variant="light" role="status">
      {message}
    </Alert>
  );
}
