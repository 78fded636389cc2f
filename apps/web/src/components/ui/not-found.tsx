import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'Página no encontrada';

/** The 404 page's content; the layout around it gives the `main` landmark. */
export function NotFound() {
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={64} fw={800} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1} mb="sm">
        {NOT_FOUND_TITLE}
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
