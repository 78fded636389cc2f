import type { TJob } from '@academia/contract/jobs/job-fields';
import type { TCompetenciaBreve } from '@academia/contract/skills/shapes';
import { Button, Select, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { Form } from '~/components/ui/form';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { SkillsSelect } from '~/components/ui/skills-select';
import { useContractForm } from '~/components/ui/use-contract-form';

export interface JobFormValues extends Record<string, unknown> {
  nombre: string;
  descripcion_corta: string;
  descripcion: string;
  sueldo: string;
  modalidad: string;
  activo: string;
}

interface JobFormProps<S extends z.ZodType> {
  /** The vacancy being edited, with the skills it requires (editarJob). */
  job?: TJob & { competencias: TCompetenciaBreve[] };
  /** agregarJob's or actualizarJob's contract schema. */
  schema: S;
  toRequest: (values: JobFormValues) => z.input<S>;
  submitLabel: string;
  onSubmit: (request: z.input<S>) => Promise<unknown>;
  onCancel?: () => void;
}

/** The internal vacancy's form (admin/agregar-job and the edit mode of the applicants page). */
export function JobForm<S extends z.ZodType>({
  job,
  schema,
  toRequest,
  submitLabel,
  onSubmit,
  onCancel,
}: JobFormProps<S>) {
  const form = useContractForm({
    schema,
    initialValues: {
      nombre: job?.nombre ?? '',
      descripcion_corta: job?.descripcion_corta ?? '',
      descripcion: job?.descripcion ?? '',
      sueldo: job?.sueldo ?? '',
      modalidad: job ? String(job.modalidad) : '1',
      activo: job ? String(job.activo) : '1',
    } satisfies JobFormValues,
    toRequest,
  });
  // The skills travel beside the form's text fields, as ids (issue 26).
  const [competencias, setCompetencias] = useState<TCompetenciaBreve[]>(job?.competencias ?? []);
  const descripcionError = form.errors.descripcion;
  return (
    <Form
      form={form}
      submitLabel={submitLabel}
      errorFallback="No se pudo guardar la vacante."
      onSubmit={(request) =>
        onSubmit({ ...request, competencias: competencias.map((c) => c.id) } as z.input<S>)
      }
      actions={
        onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        )
      }
    >
      <TextInput label="Nombre" {...form.getInputProps('nombre')} />
      <Textarea
        label="Descripción corta"
        autosize
        minRows={2}
        {...form.getInputProps('descripcion_corta')}
      />
      <TextInput
        label="Sueldo mensual (MXN)"
        inputMode="decimal"
        {...form.getInputProps('sueldo')}
      />
      <Select
        label="Modalidad"
        data={[
          { value: '1', label: 'Presencial' },
          { value: '2', label: 'Remota' },
          { value: '3', label: 'Híbrida' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('modalidad')}
      />
      {job && (
        <Select
          label="Estado"
          data={[
            { value: '1', label: 'Abierta' },
            { value: '0', label: 'Cerrada' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('activo')}
        />
      )}
      <SkillsSelect
        description="Las que pide la vacante: ordenan las oportunidades de los alumnos."
        value={competencias}
        onChange={setCompetencias}
      />
      <RichTextEditor
        label="Descripción"
        value={form.values.descripcion}
        onChange={(html) => form.setFieldValue('descripcion', html)}
        error={typeof descripcionError === 'string' ? descripcionError : null}
      />
    </Form>
  );
}
