import { PASSWORD_ACTUAL_HINT } from '@academia/contract/auth/current-password';
import type { TDatosUsuario } from '@academia/contract/auth/get-user-data';
import { ZActualizarMiPerfilRequest } from '@academia/contract/people/actualizar-mi-perfil';
import {
  Avatar,
  Card,
  Container,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Form } from '~/components/ui/form';
import { PasswordField } from '~/components/ui/password-field';
import { QueryState } from '~/components/ui/query-state';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useActualizarMiPerfil } from '../api/actualizar-mi-perfil';
import { useUserData } from '../api/get-user-data';

export function meta() {
  return [{ title: 'Mi perfil' }];
}

export const PERFIL_GUARDADO = '¡Se han actualizado los datos correctamente!';

/** The saved message, and how many other sessions a new password closed. */
export function savedText(sesionesCerradas: number): string {
  if (sesionesCerradas === 0) return PERFIL_GUARDADO;
  const otras =
    sesionesCerradas === 1
      ? 'Se cerró tu sesión abierta en otro dispositivo.'
      : `Se cerraron tus ${sesionesCerradas} sesiones abiertas en otros dispositivos.`;
  return `${PERFIL_GUARDADO} ${otras}`;
}

/**
 * admin/mi-perfil and admin/plataforma/mi-perfil: an administrator's or teacher's own name,
 * e-mail, phone, photo and password. A new password or e-mail asks for the current password.
 */
export default function StaffProfileScreen() {
  const data = useUserData();
  if (!data.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <QueryState query={data} label="Cargando tu perfil" />
      </Container>
    );
  }
  return <StaffProfile user={data.data.datosUsuario} />;
}

function StaffProfile({ user }: { user: TDatosUsuario }) {
  const save = useActualizarMiPerfil();
  const [imagen, setImagen] = useState<File | null>(null);
  // The form's button stays off while the message shows; it comes back for the next change.
  const saved = useTimedMessage(5000);
  const form = useContractForm({
    schema: ZActualizarMiPerfilRequest,
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      celular: user.celular,
      email: user.email,
      password: '',
      password_actual: '',
    },
    // The e-mail is also the username.
    toRequest: (values) => ({ ...values, username: values.email }),
  });
  const nombre = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Mi perfil
      </Title>
      <Card withBorder padding="lg">
        <Group gap="lg" mb="md" wrap="wrap">
          <Avatar
            src={user.imagen ? `/uploads/${user.imagen}` : null}
            alt={`Foto de ${nombre}`}
            size={80}
            radius="50%"
            color="blue"
          >
            {user.first_name.slice(0, 1)}
            {user.last_name.slice(0, 1)}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {nombre}
            </Text>
            <Text>{user.email}</Text>
          </Stack>
        </Group>
        <Form
          form={form}
          label="Mis datos"
          submitLabel="Guardar cambios"
          errorFallback="No se pudieron guardar tus datos."
          success={saved.message}
          onSubmit={async (request) => {
            const result = await save.mutateAsync({ input: request, imagen });
            // A used password is not left in the page; the form can be sent again at once.
            form.setValues({ password: '', password_actual: '' });
            setImagen(null);
            saved.show(savedText(result.sesiones_cerradas));
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
            <TextInput label="Apellidos" required {...form.getInputProps('last_name')} />
            <TextInput label="Celular" {...form.getInputProps('celular')} />
            <TextInput
              type="email"
              label="Correo electrónico"
              required
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <FileInput
            label="Foto"
            accept="image/jpeg,image/png,image/gif,image/webp"
            clearable
            value={imagen}
            onChange={setImagen}
          />
          <PasswordField
            label="Nueva contraseña"
            description="Al menos 10 caracteres. Déjala vacía para conservar la actual."
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Contraseña actual"
            description={PASSWORD_ACTUAL_HINT}
            autoComplete="current-password"
            {...form.getInputProps('password_actual')}
          />
        </Form>
      </Card>
    </Container>
  );
}
