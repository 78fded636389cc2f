import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import classes from './top-nav.module.css';
import { MenuButton, type TopNavItem } from './top-nav-item';
import { useAfterLoad } from './use-after-load';

export type { TopNavItem } from './top-nav-item';

// Mantine's Menu (with floating-ui) and Drawer (focus trap, scroll lock) weigh more than the
// rest of the public page's own code: they load after the page, or on first use.
const TopNavMenu = lazy(() => import('./top-nav-menu'));
const TopNavDrawer = lazy(() => import('./top-nav-drawer'));

interface TopNavProps {
  brand: string;
  brandTo: string;
  items: readonly TopNavItem[];
  /** Names the navigation landmark for assistive technology. */
  label: string;
  /** Shown at every width beside the items or the burger (the notification bell). */
  extra?: ReactNode;
}

/** Until the dropdown's code is there, its button is plain; a click opens it once loaded. */
function DesktopMenu({ item }: { item: Extract<TopNavItem, { kind: 'menu' }> }) {
  const loaded = useAfterLoad();
  const [clicked, setClicked] = useState(false);
  const plain = <MenuButton label={item.label} onClick={() => setClicked(true)} />;
  if (!loaded && !clicked) return plain;
  return (
    <Suspense fallback={plain}>
      <TopNavMenu item={item} opened={clicked} />
    </Suspense>
  );
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
      return <DesktopMenu item={item} />;
    case 'action':
      return (
        <UnstyledButton className={classes.link} onClick={item.onClick}>
          {item.label}
        </UnstyledButton>
      );
  }
}

/** The top navigation bar: a row of items from 992 px up, a burger and a drawer below. */
export function TopNav({ brand, brandTo, items, label, extra }: TopNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const loaded = useAfterLoad();
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
        <Group gap={4} wrap="nowrap">
          {extra}
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={opened}
          />
        </Group>
      </Group>
      {(loaded || opened) && (
        <Suspense>
          <TopNavDrawer brand={brand} items={items} label={label} opened={opened} close={close} />
        </Suspense>
      )}
    </header>
  );
}
