import { Link } from 'react-router';
import classes from './side-nav-link.module.css';

interface SideNavLinkProps {
  to: string;
  label: string;
  description?: string;
  active: boolean;
}

/**
 * A link of a public page's side list (the blog's categories, the vacancies). Plain markup with
 * Mantine's variables: the public pages load little JavaScript, and Mantine's NavLink brings
 * nested-item and collapse code a flat list of links does not use.
 */
export function SideNavLink({ to, label, description, active }: SideNavLinkProps) {
  return (
    <Link to={to} className={classes.link} aria-current={active ? 'page' : undefined}>
      {label}
      {description && <span className={classes.description}>{description}</span>}
    </Link>
  );
}
