import { Menu } from '@mantine/core';
import { MenuButton, type TopNavItem } from './top-nav-item';

type MenuItem = Extract<TopNavItem, { kind: 'menu' }>;

/** A dropdown of external links, opened in a new tab; loaded after the page (top-nav.tsx). */
export default function TopNavMenu({ item, opened }: { item: MenuItem; opened: boolean }) {
  return (
    <Menu trigger="click-hover" position="bottom-start" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <MenuButton label={item.label} />
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
}
