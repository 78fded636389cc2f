import type { TJob } from '@academia/contract/jobs/job-fields';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { RichTextEditor } from '~/components/ui/rich-text-editor';

export interface JobFormValues {
  nombre: string;
  descripcion_corta: string;
  descripcion: string;
  sueldo: string;
  modalidad: string;
  activo: string;
}

interface JobFormProps {
  job?: TJob;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: JobFormValues) => void;
  onCancel?: () => void;
}

/** The internal vacancy's form (admin/agregar-job and the edit mode of the applicants page). */
export function JobForm({ job, submitLabel, saving, error, onSubmit, onCancel }: JobFormProps) {
  const [values, setValues] = useState<JobFormValues>({
    nombre: job?.nombre ?? '',
    descripcion_corta: job?.descripcion_corta ?? '',
    descripcion: job?.descripcion ?? '',
    sueldo: job?.sueldo ?? '',
    modalidad: job ? String(job.modalidad) : '1',
    activo: job ? String(job.activo) : '1',
  });
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Nombre"
          value={values.nombre}
          onChange={(e) => set('nombre', e.currentTarget.value)}
        />
        <Textarea
          label="Descripción corta"
          autosize
          minRows={2}
          value={values.descripcion_corta}
          onChange={(e) => set('descripcion_corta', e.currentTarget.value)}
        />
        <TextInput
          label="Sueldo mensual (MXN)"
          inputMode="decimal"
          value={values.sueldo}
          onChange={(e) => set('sueldo', e.currentTarget.value)}
        />
        <Select
          label="Modalidad"
          data={[
            { value: '1', label: 'Presencial' },
            { value: '2', label: 'Remota' },
            { value: '3', label: 'Híbrida' },
          ]}
          value={values.modalidad}
          onChange={(v) => set('modalidad', v ?? '1')}
          allowDeselect={false}
        />
        {job && (
          <Select
            label="Estado"
            data={[
              { value: '1', label: 'Abierta' },
              { value: '0', label: 'Cerrada' },
            ]}
            value={values.activo}
            onChange={(v) => set('activo', v ?? '1')}
            allowDeselect={false}
          />
        )}
        <RichTextEditor
          label="Descripción"
          value={values.descripcion}
          onChange={(html) => set('descripcion', html)}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
