import { ActionIcon, Indicator, Popover, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useGetNotificaciones } from '../api/get-notificaciones';
import { NotificationList } from './notification-list';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 16a2.5 2.5 0 0 0 5 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The top navigation's bell: the unread count on it, the list in a panel it opens. */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const first = useGetNotificaciones({ page: 1 });
  const unread = first.data?.no_leidas ?? 0;
  const label = unread === 0 ? 'Notificaciones' : `Notificaciones: ${unread} sin leer`;
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      {/* The target is the button itself: Mantine gives it aria-expanded and aria-controls. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        color="red.8"
        offset={4}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={label} onClick={toggle}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown
        role="dialog"
        aria-labelledby="notificaciones-titulo"
        maw="calc(100vw - 16px)"
      >
        <Title order={2} size="h4" id="notificaciones-titulo" mb="xs">
          Notificaciones
        </Title>
        <NotificationList onOpen={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
