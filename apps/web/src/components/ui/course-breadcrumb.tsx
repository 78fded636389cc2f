import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Cursos › the course (its topics) › this screen. */
export function CourseBreadcrumb({
  curso,
  current,
}: {
  curso: { id: number; nombre: string } | undefined;
  current: string;
}) {
  return (
    <nav aria-label="Ruta de navegación">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        {curso && (
          <Anchor component={Link} to={`/admin/plataforma/temas-subtemas/${curso.id}`}>
            {curso.nombre}
          </Anchor>
        )}
        <Text aria-current="page">{current}</Text>
      </Breadcrumbs>
    </nav>
  );
}
