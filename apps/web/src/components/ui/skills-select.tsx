import { buscarCompetencias } from '@academia/contract/skills/buscar-competencias';
import type { TCompetenciaBreve } from '@academia/contract/skills/shapes';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export interface SkillsSelectProps {
  /** The chosen skills, with their names so the pills show before any search. */
  value: readonly TCompetenciaBreve[];
  onChange: (value: TCompetenciaBreve[]) => void;
  label?: string;
  description?: string;
  error?: string | undefined;
}

/**
 * The skills of a course or a vacancy (issue 26): a multi-select whose options come from the
 * server's search (buscarCompetencias, up to 20 matches by name or term, accent-insensitive),
 * so the list never loads whole. Shared by the course and job forms.
 */
export function SkillsSelect({
  value,
  onChange,
  label = 'Competencias',
  description,
  error,
}: SkillsSelectProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const input = { search: term };
  const found = useQuery({
    queryKey: queryKeyOf(buscarCompetencias, input),
    queryFn: async () => (await callApi(buscarCompetencias, input)).content,
    placeholderData: keepPreviousData,
  });
  const known = useMemo(() => {
    const byId = new Map<number, TCompetenciaBreve>();
    for (const s of [...value, ...(found.data ?? [])]) byId.set(s.id, s);
    return byId;
  }, [value, found.data]);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Busca una competencia' : undefined}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name and term; Mantine's own filter would hide a match
      // found by a term.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'Sin coincidencias'}
      data={[...known.values()].map((s) => ({ value: String(s.id), label: s.nombre }))}
      value={value.map((s) => String(s.id))}
      onChange={(ids) =>
        onChange(
          ids
            .map((id) => known.get(Number(id)))
            .filter((s): s is TCompetenciaBreve => s !== undefined),
        )
      }
      error={error}
      hidePickedOptions
    />
  );
}
