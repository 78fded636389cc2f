import { TextInput } from '@mantine/core';
import { ApiError } from '~/lib/api-error';

/** The server's refusal of a form: each field's sentence by name, and what belongs to none. */
export interface Refusal {
  fields: Record<string, string>;
  message: string | null;
}

/**
 * Where a failed call's message goes: a field's own sentence next to it (among `shown`), the
 * rest above the form; a failure with no message of the server's says `fallback`.
 */
export function refusalOf(err: unknown, shown: readonly string[], fallback: string): Refusal {
  if (!(err instanceof ApiError)) return { fields: {}, message: fallback };
  if (err.fields.length === 0) return { fields: {}, message: err.message };
  const fields: Record<string, string> = {};
  const above: string[] = [];
  for (const f of err.fields) {
    if (shown.includes(f.path)) fields[f.path] ??= f.message;
    else above.push(f.message);
  }
  return { fields, message: above.length > 0 ? [...new Set(above)].join(' ') : null };
}

export const PERSON_FIELDS = ['first_name', 'last_name', 'celular', 'email'] as const;

/** Nombre, Apellidos, Celular and Correo electrónico, marked required as the spec says. */
export function PersonFields({ errors = {} }: { errors?: Record<string, string> }) {
  return (
    <>
      <TextInput
        name="first_name"
        label="Nombre"
        autoComplete="given-name"
        required
        error={errors.first_name}
      />
      <TextInput
        name="last_name"
        label="Apellidos"
        autoComplete="family-name"
        required
        error={errors.last_name}
      />
      <TextInput
        name="celular"
        type="tel"
        label="Celular"
        autoComplete="tel"
        required
        error={errors.celular}
      />
      <TextInput
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        required
        error={errors.email ?? errors.username}
      />
    </>
  );
}

export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}
