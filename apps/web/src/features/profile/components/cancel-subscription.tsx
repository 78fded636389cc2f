import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '~/components/ui/password-field';
import { queryClient } from '~/lib/query-client';
import { clearStoredToken } from '~/lib/session';
import { cancelarSuscripcion } from '../api/cancelar-suscripcion';

/** cancelarSuscripcion: the student closes their account after confirming their password. */
export function CancelSubscription() {
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const cancel = useMutation({
    mutationFn: cancelarSuscripcion,
    onSuccess: async () => {
      clearStoredToken();
      queryClient.clear();
      await navigate('/iniciar-sesion', { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate(password);
  };
  return (
    <Card withBorder padding="lg" component="section" aria-label="Cancelar suscripción">
      <Title order={2} size="h3" mb="xs">
        Cancelar suscripción
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Tu cuenta quedará desactivada y se cerrarán todas tus sesiones. Tus calificaciones y
        certificados se conservan.
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={open}>
          Cancelar suscripción
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title="¿Seguro que quieres cancelar tu suscripción?"
        centered
      >
        <form onSubmit={submit}>
          <Stack gap="sm">
            <PasswordField
              label="Confirma con tu contraseña"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {cancel.isError && (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Volver
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                Cancelar mi suscripción
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
