import { PASSWORD_ACTUAL_HINT } from '@academia/contract/auth/current-password';
import type { TDatosUsuario } from '@academia/contract/auth/get-user-data';
import { ZActualizarAlumnoRequest } from '@academia/contract/people/actualizar-alumno';
import { FileInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '~/components/ui/form-modal';
import { PasswordField } from '~/components/ui/password-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useActualizarAlumno } from '../api/actualizar-alumno';

const GUARDADO = '¡Se han actualizado los datos correctamente!';

/**
 * The edit-profile modal, open while mounted: actualizarAlumno with an optional photo and
 * password change. The spec's message stays until the person closes it.
 */
export function EditProfileModal({ onClose, user }: { onClose: () => void; user: TDatosUsuario }) {
  const save = useActualizarAlumno();
  const [imagen, setImagen] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const form = useContractForm({
    schema: ZActualizarAlumnoRequest,
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      celular: user.celular,
      email: user.email,
      password: '',
      password_actual: '',
    },
    // The spec sends the e-mail again as the username.
    toRequest: (values) => ({ ...values, alumno: user.id, username: values.email }),
  });

  return (
    <FormModal
      title="Editar perfil"
      size="md"
      onClose={onClose}
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudieron guardar tus datos."
      success={done ? GUARDADO : null}
      onSubmit={async (request) => {
        await save.mutateAsync({ input: request, imagen });
        setDone(true);
      }}
    >
      <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
      <TextInput label="Apellidos" required {...form.getInputProps('last_name')} />
      <TextInput label="Celular" required {...form.getInputProps('celular')} />
      <TextInput
        label="Correo electrónico"
        type="email"
        required
        {...form.getInputProps('email')}
      />
      <PasswordField
        label="Nueva contraseña"
        description="Déjala vacía para conservar la actual."
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Contraseña actual"
        description={PASSWORD_ACTUAL_HINT}
        autoComplete="current-password"
        {...form.getInputProps('password_actual')}
      />
      <FileInput
        label="Foto"
        accept="image/jpeg,image/png,image/gif,image/webp"
        clearable
        value={imagen}
        onChange={setImagen}
      />
    </FormModal>
  );
}
