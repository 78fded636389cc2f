import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the password pages share. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 'xl', md: 80 }}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
