import { Alert, Container, Title } from '@mantine/core';
import { useState } from 'react';
import { useAgregarJob } from '../api/agregar-job';
import { JobForm, type JobFormValues } from '../components/job-form';

export const meta = () => [{ title: 'Nueva vacante' }];

/** admin/agregar-job: an internal vacancy. */
export default function AddJobScreen() {
  const agregar = useAgregarJob();
  const [formKey, setFormKey] = useState(0);
  const handleSubmit = (v: JobFormValues) =>
    agregar.mutate(
      {
        nombre: v.nombre,
        descripcion: v.descripcion,
        descripcion_corta: v.descripcion_corta,
        sueldo: v.sueldo,
        modalidad: v.modalidad,
      },
      { onSuccess: () => setFormKey((k) => k + 1) },
    );
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Nueva vacante
      </Title>
      {agregar.isSuccess && (
        <Alert color="green" variant="light" role="status" mb="md">
          La vacante interna se ha agregado con éxito.
        </Alert>
      )}
      <JobForm
        key={formKey}
        submitLabel="Agregar"
        saving={agregar.isPending}
        error={agregar.isError ? agregar.error.message : null}
        onSubmit={handleSubmit}
      />
    </Container>
  );
}
