import type { TDatosUsuario } from '@academia/contract/auth/get-user-data';
import { Alert, Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { PasswordField } from '~/components/ui/password-field';
import { useActualizarAlumno } from '../api/actualizar-alumno';

const GUARDADO = '¡Se han actualizado los datos correctamente!';

/** The edit-profile modal: actualizarAlumno with an optional photo and password change. */
export function EditProfileModal({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: TDatosUsuario;
}) {
  const save = useActualizarAlumno();
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    celular: user.celular,
    email: user.email,
    password: '',
  });
  const [imagen, setImagen] = useState<File | null>(null);

  useEffect(() => {
    if (opened) save.reset();
  }, [opened, save.reset]);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      input: { alumno: user.id, ...form, username: form.email },
      imagen,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Editar perfil" centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Nombre" required {...field('first_name')} />
          <TextInput label="Apellidos" required {...field('last_name')} />
          <TextInput label="Celular" required {...field('celular')} />
          <TextInput label="Correo electrónico" type="email" required {...field('email')} />
          <PasswordField
            label="Nueva contraseña"
            description="Déjala vacía para conservar la actual."
            autoComplete="new-password"
            {...field('password')}
          />
          <FileInput
            label="Foto"
            accept="image/jpeg,image/png,image/gif,image/webp"
            clearable
            value={imagen}
            onChange={setImagen}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          {save.isSuccess && (
            <Alert color="green" role="status">
              {GUARDADO}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
