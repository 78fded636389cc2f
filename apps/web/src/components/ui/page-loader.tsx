import { Center, Loader, Stack, Text } from '@mantine/core';

/** The blocking first navigation of the private areas: shown until the session is checked. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">Cargando…</Text>
      </Stack>
    </Center>
  );
}
