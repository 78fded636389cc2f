import { Container, Title } from '@mantine/core';
import { NotificationList } from '../components/notification-list';

export function meta() {
  return [{ title: 'Notificaciones' }];
}

/** plataforma/notificaciones: the bell's list on a page of its own (the digest mail links here). */
export default function NotificationsScreen() {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Notificaciones
      </Title>
      <NotificationList />
    </Container>
  );
}
