import { Box, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './top-nav.module.css';
import type { TopNavItem } from './top-nav-item';

function MobileItem({ item, close }: { item: TopNavItem; close: () => void }) {
  switch (item.kind) {
    case 'link':
      return (
        <NavLink to={item.to} end={item.end} className={classes.link} onClick={close}>
          {item.label}
        </NavLink>
      );
    case 'menu':
      return (
        <Box>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="xs">
            {item.label}
          </Text>
          {item.links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              {link.label}
            </a>
          ))}
        </Box>
      );
    case 'action':
      return (
        <UnstyledButton
          className={classes.link}
          onClick={() => {
            close();
            item.onClick();
          }}
        >
          {item.label}
        </UnstyledButton>
      );
  }
}

interface TopNavDrawerProps {
  brand: string;
  items: readonly TopNavItem[];
  label: string;
  opened: boolean;
  close: () => void;
}

/** The phone's navigation drawer; loaded after the page, or when the burger is pressed first. */
export default function TopNavDrawer({ brand, items, label, opened, close }: TopNavDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={brand}
      hiddenFrom="md"
      size="xs"
      padding="md"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
    >
      <Stack component="nav" aria-label={label} gap={4}>
        {items.map((item) => (
          <MobileItem key={item.label} item={item} close={close} />
        ))}
      </Stack>
    </Drawer>
  );
}
