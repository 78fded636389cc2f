import { Button, Container, Text, Title } from '@mantine/core';

/** Shown when a screen fails unexpectedly; a full reload starts the app afresh. */
export function ErrorScreen() {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        Algo salió mal
      </Title>
      <Text c="dimmed" mb="xl">
        Ocurrió un error inesperado. Recarga la página o inténtalo de nuevo más tarde.
      </Text>
      <Button component="a" href="/">
        Volver al inicio
      </Button>
    </Container>
  );
}
