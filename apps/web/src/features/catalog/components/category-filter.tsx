import type { TCategoriaCatalogo } from '@academia/contract/catalog/get-catalogo-cursos';
import { Link } from 'react-router';
import classes from './category-filter.module.css';

/** The catalogue's category filter: one link per category with courses, and 'Todos'. */
export function CategoryFilter({
  categorias,
  actual,
  total,
}: {
  categorias: readonly TCategoriaCatalogo[];
  actual: number | undefined;
  /** Courses in the whole catalogue. */
  total: number;
}) {
  const items = [
    { to: '/cursos', label: `Todos (${total})`, active: actual === undefined },
    ...categorias.map((c) => ({
      to: `/cursos?categoria=${c.id}`,
      label: `${c.nombre} (${c.cursos})`,
      active: actual === c.id,
    })),
  ];
  return (
    <nav aria-label="Categorías de cursos">
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              className={classes.pill}
              to={item.to}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
