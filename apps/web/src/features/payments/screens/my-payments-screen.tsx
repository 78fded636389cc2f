import { Box, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { ApiError } from '~/lib/api-error';
import { formatMoney } from '~/lib/money';
import { useGetMisPagos } from '../api/get-mis-pagos';
import { PaymentCards } from '../components/payment-cards';
import { PaymentsTable } from '../components/payments-table';

export function meta() {
  return [{ title: 'Mis Pagos' }];
}

/** plataforma/pagos: each of the student's groups with sale price, payments and balance. */
export default function MyPaymentsScreen() {
  const query = useGetMisPagos({});
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Mis Pagos</Title>
        {query.isPending && <PageLoader />}
        <FormError
          message={
            query.error instanceof ApiError
              ? query.error.message
              : query.error
                ? 'No se pudieron cargar tus pagos.'
                : null
          }
        />
        {query.data?.content.length === 0 && (
          <Text c="dimmed">Aún no perteneces a ningún grupo con pagos.</Text>
        )}
        {query.data?.content.map((g) => (
          <Card
            key={g.grupo}
            withBorder
            padding="lg"
            component="section"
            aria-label={g.nombre_grupo}
          >
            <Stack gap="sm">
              <Title order={2} size="h3">
                {g.nombre_curso} — {g.nombre_grupo}
              </Title>
              <Group gap="xl">
                <Text>
                  Precio de venta: <strong>{formatMoney(g.precio_venta)}</strong>
                </Text>
                <Text>
                  Pagado: <strong>{formatMoney(g.total_pagado)}</strong>
                </Text>
                <Text>
                  Saldo: <strong>{formatMoney(g.saldo)}</strong>
                </Text>
              </Group>
              {/* The table's six columns do not fit a phone: there each payment is a card. */}
              <Box visibleFrom="sm">
                <PaymentsTable
                  pagos={g.pagos}
                  total={g.total_pagado}
                  caption={`Pagos de ${g.nombre_grupo}`}
                />
              </Box>
              <Box hiddenFrom="sm">
                <PaymentCards
                  pagos={g.pagos}
                  total={g.total_pagado}
                  label={`Pagos de ${g.nombre_grupo}`}
                />
              </Box>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
