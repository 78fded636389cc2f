import { TextInput } from '@mantine/core';

/** Nombre, Apellidos, Celular and Correo electrónico, marked required as the spec says. */
export function PersonFields() {
  return (
    <>
      <TextInput name="first_name" label="Nombre" autoComplete="given-name" required />
      <TextInput name="last_name" label="Apellidos" autoComplete="family-name" required />
      <TextInput name="celular" type="tel" label="Celular" autoComplete="tel" required />
      <TextInput
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        required
      />
    </>
  );
}

export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}
