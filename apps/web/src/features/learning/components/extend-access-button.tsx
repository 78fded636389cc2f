import { fechaLarga } from '@academia/contract/core/long-date';
import { ZExtenderAccesoAlumnoCursoRequest } from '@academia/contract/learning/extender-acceso-alumno-curso';
import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useExtenderAccesoAlumnoCurso } from '../api/extender-acceso-alumno-curso';

interface Enrolment {
  alumnoCurso: number;
  alumnoNombre: string;
  /** The current end of access (ISO 8601), shown so the new one is chosen knowing it. */
  accesoHasta?: string;
}

/** The new end of access, open while mounted; the answer stays shown until it is closed. */
function ExtendAccessModal({
  alumnoCurso,
  alumnoNombre,
  accesoHasta,
  onClose,
}: Enrolment & { onClose: () => void }) {
  const extend = useExtenderAccesoAlumnoCurso();
  const [hasta, setHasta] = useState<string | null>(null);
  const form = useContractForm({
    schema: ZExtenderAccesoAlumnoCursoRequest,
    initialValues: { acceso_hasta: '' },
    toRequest: (values) => ({ ...values, alumno_curso: alumnoCurso }),
  });
  return (
    <FormModal
      title={`Acceso de ${alumnoNombre}`}
      size="md"
      onClose={onClose}
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo extender el acceso."
      success={hasta && `El acceso queda abierto hasta el ${fechaLarga(hasta)}.`}
      onSubmit={async (request) => {
        const { acceso_hasta } = await extend.mutateAsync(request);
        setHasta(acceso_hasta);
      }}
    >
      {accesoHasta && (
        <Text size="sm">
          {Date.parse(accesoHasta) > Date.now()
            ? 'Acceso actual hasta el '
            : 'El acceso terminó el '}
          {fechaLarga(accesoHasta)}.
        </Text>
      )}
      <TextInput
        type="date"
        label="Acceso hasta"
        required
        {...form.getInputProps('acceso_hasta')}
      />
    </FormModal>
  );
}

/**
 * An administrator moves the end of an enrolment's access to the course content (the course's
 * `dias_plataforma` no longer decides it for this enrolment).
 */
export function ExtendAccessButton(enrolment: Enrolment) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Extender acceso de ${enrolment.alumnoNombre}`}
        onClick={() => setOpened(true)}
      >
        Extender acceso
      </Button>
      {opened && <ExtendAccessModal {...enrolment} onClose={() => setOpened(false)} />}
    </>
  );
}
