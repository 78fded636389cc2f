import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { useExtenderAccesoAlumnoCurso } from '../api/extender-acceso-alumno-curso';

const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * An administrator moves the end of an enrolment's access to the course content (the course's
 * `dias_plataforma` no longer decides it for this enrolment).
 */
export function ExtendAccessButton({
  alumnoCurso,
  alumnoNombre,
}: {
  alumnoCurso: number;
  alumnoNombre: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [fecha, setFecha] = useState('');
  const extend = useExtenderAccesoAlumnoCurso();

  const openModal = () => {
    extend.reset();
    setFecha('');
    open();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    extend.mutate({ alumno_curso: alumnoCurso, acceso_hasta: fecha });
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Extender acceso de ${alumnoNombre}`}
        onClick={openModal}
      >
        Extender acceso
      </Button>
      <Modal opened={opened} onClose={close} title={`Acceso de ${alumnoNombre}`} centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              type="date"
              label="Acceso hasta"
              required
              value={fecha}
              onChange={(e) => setFecha(e.currentTarget.value)}
            />
            <FormError message={extend.isError ? extend.error.message : null} />
            {extend.isSuccess && (
              <Alert color="green" role="status">
                El acceso queda abierto hasta el {DATE.format(new Date(extend.data.acceso_hasta))}.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cerrar
              </Button>
              <Button type="submit" loading={extend.isPending} disabled={!fecha}>
                Guardar
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
