import { ZAgregarJobRequest } from '@academia/contract/jobs/agregar-job';
import { Alert, Container, Title } from '@mantine/core';
import { useState } from 'react';
import { useAgregarJob } from '../api/agregar-job';
import { JobForm } from '../components/job-form';

export const meta = () => [{ title: 'Nueva vacante' }];

/** admin/agregar-job: an internal vacancy. */
export default function AddJobScreen() {
  const agregar = useAgregarJob();
  const [formKey, setFormKey] = useState(0);
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
        schema={ZAgregarJobRequest}
        toRequest={({ activo: _activo, ...campos }) => campos}
        submitLabel="Agregar"
        onSubmit={async (request) => {
          await agregar.mutateAsync(request);
          setFormKey((k) => k + 1);
        }}
      />
    </Container>
  );
}
