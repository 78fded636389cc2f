import classes from './skip-link.module.css';

/** The id of every layout's `main` landmark, where the skip link leads. */
export const MAIN_ID = 'contenido';

/**
 * 'Saltar al contenido': the first thing the keyboard reaches on every page, so a keyboard or
 * screen-reader user need not go through the whole navigation first. The main landmark has
 * `tabIndex={-1}` so the focus moves there too, not only the scroll.
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={classes.link}>
      Saltar al contenido
    </a>
  );
}
