import type { CSSProperties, ReactNode } from 'react';
import classes from './notice.module.css';

interface NoticeProps {
  color: 'red' | 'green' | 'teal';
  variant?: 'light' | 'filled';
  title?: ReactNode;
  icon?: ReactNode;
  /** `alert` for failures read out at once, `status` for news that can wait. */
  role?: 'alert' | 'status';
  /** A Mantine colour variable to use behind the text instead of the variant's. */
  background?: string;
  children: ReactNode;
}

/**
 * A message box drawn as Mantine's Alert is, in plain markup: the Alert brings its close button's
 * code, and the public pages that show one (the certificate, the forms' errors) have a 120 KB
 * JavaScript budget (decision 008).
 */
export function Notice({
  color,
  variant = 'light',
  title,
  icon,
  role,
  background,
  children,
}: NoticeProps) {
  const filled = variant === 'filled';
  const style = {
    '--notice-bg':
      background ??
      (filled ? `var(--mantine-color-${color}-filled)` : `var(--mantine-color-${color}-light)`),
    '--notice-color': filled
      ? 'var(--mantine-color-white)'
      : `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.notice} data-variant={variant} role={role} style={style}>
      {icon ? <div className={classes.icon}>{icon}</div> : null}
      <div className={classes.body}>
        {title ? <div className={classes.title}>{title}</div> : null}
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
