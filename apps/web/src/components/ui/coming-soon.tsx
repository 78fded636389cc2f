import { Container, Text, Title } from '@mantine/core';

/** A route of a later issue: its title and a notice, until that issue brings the screen. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text c="dimmed">Esta sección estará disponible muy pronto.</Text>
    </Container>
  );
}
