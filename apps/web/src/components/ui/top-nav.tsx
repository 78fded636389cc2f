import { Box, Burger, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import classes from './top-nav.module.css';

export type TopNavItem =
  /** A page of the app; NavLink marks the current one with aria-current="page". */
  | { kind: 'link'; label: string; to: string; end?: boolean }
  /** A dropdown of external links, opened in a new tab. */
  | { kind: 'menu'; label: string; links: readonly { label: string; href: string }[] }
  | { kind: 'action'; label: string; onClick: () => void };

interface TopNavProps {
  brand: string;
  brandTo: string;
  items: readonly TopNavItem[];
  /** Names the navigation landmark for assistive technology. */
  label: string;
}

function DesktopItem({ item }: { item: TopNavItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <NavLink to={item.to} end={item.end} className={classes.link}>
          {item.label}
        </NavLink>
      );
    case 'menu':
      return (
        <Menu trigger="click-hover" position="bottom-start" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.link}>
              <Group gap={4} wrap="nowrap">
                {item.label}
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {item.links.map((link) => (
              <Menu.Item
                key={link.href}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      );
    case 'action':
      return (
        <UnstyledButton className={classes.link} onClick={item.onClick}>
          {item.label}
        </UnstyledButton>
      );
  }
}

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

/** The top navigation bar: a row of items from 992 px up, a burger and a drawer below. */
export function TopNav({ brand, brandTo, items, label }: TopNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Link to={brandTo} className={classes.brand}>
          {brand}
        </Link>
        <Group component="nav" aria-label={label} gap={4} visibleFrom="md" wrap="nowrap">
          {items.map((item) => (
            <DesktopItem key={item.label} item={item} />
          ))}
        </Group>
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={opened}
        />
      </Group>
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
    </header>
  );
}
