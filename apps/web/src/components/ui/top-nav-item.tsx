import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './top-nav.module.css';

export type TopNavItem =
  /** A page of the app; NavLink marks the current one with aria-current="page". */
  | { kind: 'link'; label: string; to: string; end?: boolean }
  /** A dropdown of external links, opened in a new tab. */
  | { kind: 'menu'; label: string; links: readonly { label: string; href: string }[] }
  | { kind: 'action'; label: string; onClick: () => void };

/** The button of a dropdown item: the same before and after the dropdown's code has loaded. */
export function MenuButton({
  label,
  className,
  ...button
}: { label: string } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  // Menu.Target gives the button a class of its own, which must not replace the link's.
  return (
    <UnstyledButton
      className={className ? `${classes.link} ${className}` : classes.link}
      {...button}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
