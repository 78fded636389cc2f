import { ZCancelarSuscripcionRequest } from '@academia/contract/people/cancelar-suscripcion';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '~/components/ui/form-modal';
import { PasswordField } from '~/components/ui/password-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { queryClient } from '~/lib/query-client';
import { clearStoredToken } from '~/lib/session';
import { cancelarSuscripcion } from '../api/cancelar-suscripcion';

/** The password check, open while mounted. */
function CancelSubscriptionModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const cancel = useMutation({
    mutationFn: cancelarSuscripcion,
    onSuccess: async () => {
      clearStoredToken();
      queryClient.clear();
      await navigate('/iniciar-sesion', { replace: true });
    },
  });
  const form = useContractForm({
    schema: ZCancelarSuscripcionRequest,
    initialValues: { password: '' },
  });
  return (
    <FormModal
      title="¿Seguro que quieres cancelar tu suscripción?"
      size="md"
      onClose={onClose}
      form={form}
      submitLabel="Cancelar mi suscripción"
      errorFallback="No se pudo cancelar tu suscripción."
      actions={
        <Button variant="default" onClick={onClose}>
          Volver
        </Button>
      }
      onSubmit={({ password }) => cancel.mutateAsync(password)}
    >
      <PasswordField
        label="Confirma con tu contraseña"
        required
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}

/** cancelarSuscripcion: the student closes their account after confirming their password. */
export function CancelSubscription() {
  const [opened, setOpened] = useState(false);
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
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          Cancelar suscripción
        </Button>
      </Group>
      {opened && <CancelSubscriptionModal onClose={() => setOpened(false)} />}
    </Card>
  );
}
