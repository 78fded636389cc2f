import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={64} fw={800} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1} mb="sm">
        Página no encontrada
      </Title>
      <Text c="dimmed" mb="xl">
        La página que buscas no existe o cambió de dirección.
      </Text>
      <Button component={Link} to="/">
        Volver al inicio
      </Button>
    </Container>
  );
}
