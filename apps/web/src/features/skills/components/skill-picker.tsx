import { buscarCompetencias } from '@academia/contract/skills/buscar-competencias';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/** One skill, chosen by searching the server's list (the skill to keep, a term's skill). */
export function SkillPicker({
  label,
  value,
  onChange,
  exclude,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** A skill that may not be chosen (the one being merged away). */
  exclude?: number;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const input = { search: term };
  const found = useQuery({
    queryKey: queryKeyOf(buscarCompetencias, input),
    queryFn: async () => (await callApi(buscarCompetencias, input)).content,
    placeholderData: keepPreviousData,
  });
  const options = (found.data ?? [])
    .filter((s) => s.id !== exclude)
    .map((s) => ({ value: String(s.id), label: s.nombre }));
  return (
    <Select
      label={label}
      placeholder="Busca una competencia"
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'Sin coincidencias'}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      error={error}
      data-autofocus
    />
  );
}
