import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function RegistrationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={520} py={{ base: 'xl', md: 60 }}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
