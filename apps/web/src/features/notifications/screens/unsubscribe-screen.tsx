import { NOTIFICATION_KIND_LABELS } from '@academia/contract/notifications/notification-kinds';
import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '~/lib/seo';
import { useBajaNotificaciones } from '../api/baja-notificaciones';
import type { Route } from './+types/unsubscribe-screen';

export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle('Dejar de recibir correos', matches), { name: 'robots', content: 'noindex' }];
}

/**
 * notificaciones/baja?token=…: the mail's unsubscribe link, without signing in. The page asks
 * the server once it runs in the browser, so a mail scanner that only fetches the link changes
 * nothing.
 */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const baja = useBajaNotificaciones();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    baja.mutate({ token });
  }, [baja, token]);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Dejar de recibir correos</Title>
        {baja.isError ? (
          <Alert color="red" role="alert">
            {baja.error.message}
          </Alert>
        ) : baja.isSuccess ? (
          <Alert color="green" role="status">
            Listo: ya no recibirás por correo{' '}
            {baja.data.tipos.map((t) => `«${NOTIFICATION_KIND_LABELS[t]}»`).join(', ')}. Seguirás
            viendo estos avisos en la campana de la plataforma.
          </Alert>
        ) : (
          <Center role="status" aria-label="Guardando tu preferencia">
            <Loader />
          </Center>
        )}
        <Text>
          Puedes cambiar cuándo y qué recibes en tu perfil, en «Notificaciones».{' '}
          <Anchor component={Link} to="/plataforma/perfil">
            Ir a mi perfil
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
