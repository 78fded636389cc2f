import { fechaLarga } from '@academia/contract/core/long-date';
import { NOTIFICACIONES_POR_PAGINA } from '@academia/contract/notifications/get-notificaciones';
import { NOTIFICATION_KIND_LABELS } from '@academia/contract/notifications/notification-kinds';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { QueryState } from '~/components/ui/query-state';
import { useGetNotificaciones } from '../api/get-notificaciones';
import { useMarcarNotificacionesLeidas } from '../api/marcar-notificaciones-leidas';

/**
 * The caller's notifications, 20 a page, newest first: each opens its page (and is marked read
 * on the way), 'Marcar como leída' for one and 'Marcar todas como leídas'.
 */
export function NotificationList({ onOpen }: { onOpen?: () => void }) {
  const [page, setPage] = useState(1);
  const list = useGetNotificaciones({ page });
  const mark = useMarcarNotificacionesLeidas();

  if (!list.isSuccess) return <QueryState query={list} label="Cargando notificaciones" compact />;
  const { results, count, no_leidas } = list.data;
  const pages = totalPagesOf(count, NOTIFICACIONES_POR_PAGINA);
  return (
    <Stack gap="sm">
      <FormError message={mark.error?.message} />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {no_leidas === 0
            ? 'No tienes notificaciones sin leer.'
            : no_leidas === 1
              ? '1 sin leer'
              : `${no_leidas} sin leer`}
        </Text>
        {no_leidas > 0 && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={mark.isPending && mark.variables?.ids === undefined}
            onClick={() => mark.mutate({})}
          >
            Marcar todas como leídas
          </Button>
        )}
      </Group>
      {results.length === 0 ? (
        <Text>Aún no tienes notificaciones.</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {results.map((n) => (
            <li key={n.id}>
              <Group
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                p={8}
                style={{
                  borderRadius: 6,
                  background: n.leida ? undefined : 'var(--mantine-color-blue-0)',
                }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Link
                    to={n.enlace}
                    onClick={() => {
                      if (!n.leida) mark.mutate({ ids: [n.id] });
                      onOpen?.();
                    }}
                    style={{ fontWeight: n.leida ? 400 : 700, color: 'inherit' }}
                  >
                    {!n.leida && <VisuallyHidden>Sin leer: </VisuallyHidden>}
                    {n.titulo}
                  </Link>
                  <Text size="xs" c="dimmed">
                    {NOTIFICATION_KIND_LABELS[n.tipo]} · {fechaLarga(n.creado)}
                  </Text>
                </Stack>
                {!n.leida && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Marcar como leída: ${n.titulo}`}
                    onClick={() => mark.mutate({ ids: [n.id] })}
                  >
                    Marcar como leída
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && <PageLinks page={page} totalPages={pages} onChange={setPage} />}
    </Stack>
  );
}
