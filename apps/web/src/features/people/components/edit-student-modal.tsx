import { ZActualizarAlumnoRequest } from '@academia/contract/people/actualizar-alumno';
import type { TPersona } from '@academia/contract/people/people-schemas';
import { Alert, FileInput, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Form } from '~/components/ui/form';
import { PasswordField } from '~/components/ui/password-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useActualizarAlumno } from '../api/actualizar-alumno';

export const CONTRASENAS_DISTINTAS = 'Las contraseñas no son iguales.';
export const ALUMNO_ACTUALIZADO = 'Alumno actualizado correctamente';

interface Props {
  alumno: TPersona | null;
  onClose: () => void;
}

/**
 * The spec's edit-student modal. A password and its confirmation that differ show the
 * message for 3 s and nothing is sent; an empty password keeps the current one.
 */
export function EditStudentModal({ alumno, onClose }: Props) {
  return (
    <Modal
      opened={alumno !== null}
      onClose={onClose}
      size="lg"
      title="Editar alumno"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {alumno && <EditStudentForm key={alumno.id} alumno={alumno} onClose={onClose} />}
    </Modal>
  );
}

function EditStudentForm({ alumno, onClose }: { alumno: TPersona; onClose: () => void }) {
  const actualizar = useActualizarAlumno();
  const mismatch = useTimedMessage(3000);
  const done = useTimedMessage(3000);
  const [imagen, setImagen] = useState<File | null>(null);
  const form = useContractForm({
    schema: ZActualizarAlumnoRequest,
    initialValues: {
      first_name: alumno.first_name,
      last_name: alumno.last_name,
      apellido_materno: alumno.apellido_materno ?? '',
      celular: alumno.celular,
      email: alumno.email,
      empleo_actual: alumno.empleo_actual ?? '',
      empresa: alumno.empresa ?? '',
      password: '',
      password2: '',
    },
    toRequest: ({ password2: _confirmacion, ...values }) => ({
      ...values,
      username: values.email,
      alumno: alumno.id,
    }),
  });

  return (
    <Form
      form={form}
      submitLabel="Actualizar"
      errorFallback="No se pudo actualizar al alumno."
      success={done.message}
      onSubmit={async (request) => {
        if (form.values.password !== form.values.password2) {
          mismatch.show(CONTRASENAS_DISTINTAS);
          return;
        }
        await actualizar.mutateAsync({ ...request, imagen });
        done.show(ALUMNO_ACTUALIZADO, onClose);
      }}
    >
      {mismatch.message && (
        <Alert color="red" variant="light" role="alert">
          {mismatch.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
        <TextInput label="Apellido paterno" required {...form.getInputProps('last_name')} />
        <TextInput label="Apellido materno" {...form.getInputProps('apellido_materno')} />
        <TextInput label="Celular" required {...form.getInputProps('celular')} />
        <TextInput
          type="email"
          label="Correo electrónico"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label="Empleo actual" {...form.getInputProps('empleo_actual')} />
        <TextInput label="Empresa" {...form.getInputProps('empresa')} />
        <FileInput
          label="Foto"
          accept="image/*"
          clearable
          value={imagen}
          onChange={setImagen}
          placeholder="Elegir imagen"
        />
        <PasswordField
          label="Contraseña"
          description="Déjala vacía para conservar la actual"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          {...form.getInputProps('password2')}
        />
      </SimpleGrid>
    </Form>
  );
}
