import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tag.module.css';

interface TagProps {
  /** A theme colour and shade as Mantine names them ("teal.9"); the primary colour without one. */
  color?: string;
  variant?: 'light' | 'filled';
  size?: 'sm' | 'md';
  /** Makes the tag a link to this page of the site. */
  to?: string;
  children: ReactNode;
}

function colorVariables(color: string | undefined, variant: 'light' | 'filled'): CSSProperties {
  if (variant === 'filled') {
    const [name, shade] = (color ?? '').split('.');
    const bg = !name
      ? 'var(--mantine-primary-color-filled)'
      : shade
        ? `var(--mantine-color-${name}-${shade})`
        : `var(--mantine-color-${name}-filled)`;
    return { '--tag-bg': bg, '--tag-color': 'var(--mantine-color-white)' } as CSSProperties;
  }
  const name = color?.split('.')[0];
  return {
    '--tag-bg': name ? `var(--mantine-color-${name}-light)` : 'var(--mantine-primary-color-light)',
    '--tag-color': name
      ? `var(--mantine-color-${name}-light-color)`
      : 'var(--mantine-primary-color-light-color)',
  } as CSSProperties;
}

/**
 * A short label (a category, a work mode, a certificate's state) drawn as Mantine's Badge is, in
 * plain markup: the public pages that show one have a 120 KB JavaScript budget (decision 008).
 */
export function Tag({ color, variant = 'filled', size = 'md', to, children }: TagProps) {
  const props = {
    className: classes.tag,
    'data-size': size,
    style: colorVariables(color, variant),
  };
  return to ? (
    <Link to={to} {...props}>
      {children}
    </Link>
  ) : (
    <span {...props}>{children}</span>
  );
}
