import type { TGrupo } from '@academia/contract/groups/group-schemas';
import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { useGetProfesores } from '../api/get-profesores';

export interface GroupFormValues {
  nombre: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  profesor: number | '';
}

interface GroupFormProps {
  initial?: TGrupo;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: GroupFormValues) => void;
}

/** Name, description, dates and teacher of a group (add and edit modals). */
export function GroupForm({ initial, submitLabel, saving, error, onSubmit }: GroupFormProps) {
  const profesores = useGetProfesores({ activo: 1 });
  const [nombre, setNombre] = useState(initial?.nombre ?? '');
  const [descripcion, setDescripcion] = useState(initial?.descripcion ?? '');
  const [inicio, setInicio] = useState(initial?.fecha_inicio ?? '');
  const [fin, setFin] = useState(initial?.fecha_fin ?? '');
  const [profesor, setProfesor] = useState<string | null>(
    initial?.profesor ? String(initial.profesor) : null,
  );
  const options =
    profesores.data?.content.map((p) => ({
      value: String(p.id),
      label: `${p.first_name} ${p.last_name}`,
    })) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      nombre,
      descripcion,
      fecha_inicio: inicio,
      fecha_fin: fin,
      profesor: profesor ? Number(profesor) : '',
    });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Nombre"
          required
          value={nombre}
          onChange={(e) => setNombre(e.currentTarget.value)}
        />
        <Textarea
          label="Descripción"
          autosize
          minRows={2}
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Fecha de inicio"
            type="date"
            value={inicio}
            onChange={(e) => setInicio(e.currentTarget.value)}
          />
          <TextInput
            label="Fecha de fin"
            type="date"
            value={fin}
            onChange={(e) => setFin(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Select
          label="Profesor"
          placeholder="Selecciona un profesor"
          data={options}
          value={profesor}
          onChange={setProfesor}
          clearable
          searchable
          nothingFoundMessage="No hay profesores activos"
        />
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
