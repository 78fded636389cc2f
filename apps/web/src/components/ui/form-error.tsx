import { Notice } from './notice';

/** A failed call's Spanish message above a form, announced to screen readers; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Notice color="red" role="alert">
      {message}
    </Notice>
  );
}
