import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useBuscarAlumnoExistente } from '../api/buscar-alumno-existente';

export const MIN_CHARS = 3;

export interface FoundStudent {
  id: number;
  label: string;
}

/** Suggestions of existing students from 3 typed characters (spec section 5). */
export function StudentTypeahead({
  onPick,
  error,
}: {
  onPick: (s: FoundStudent | null) => void;
  /** The form's message for the student, next to the field. */
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 200);
  const query = useBuscarAlumnoExistente({ search: term }, { enabled: term.length >= MIN_CHARS });
  const found = term.length >= MIN_CHARS ? (query.data?.results ?? []) : [];
  const labelOf = (r: (typeof found)[number]) =>
    `${[r.first_name, r.last_name, r.apellido_materno].filter(Boolean).join(' ')} (${r.email})`;
  const options = found.map((r) => ({ value: String(r.id), label: labelOf(r) }));

  return (
    <Autocomplete
      label="Buscar alumno"
      description="Escribe al menos 3 caracteres del nombre o del correo"
      value={text}
      error={error}
      data={options.map((o) => o.label)}
      filter={({ options: o }) => o}
      rightSection={query.isFetching ? <Loader size="xs" /> : null}
      onChange={(value) => {
        setText(value);
        const match = options.find((o) => o.label === value);
        onPick(match ? { id: Number(match.value), label: match.label } : null);
      }}
    />
  );
}
