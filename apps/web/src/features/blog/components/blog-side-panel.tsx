import type { TGetCategoriasResponse } from '@academia/contract/blog/get-categorias';
import { NavLink as MantineNavLink, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';

/** 'Descubre más información que puede interesarte': the categories, each filtering the list. */
export function BlogSidePanel({
  categorias,
  actual,
}: {
  categorias: TGetCategoriasResponse['content'];
  actual: number | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="blog-categorias">
      <Title order={2} size="h5" id="blog-categorias" mb="sm">
        Descubre más información que puede interesarte
      </Title>
      <MantineNavLink
        component={Link}
        to="/blog"
        label="Todas las categorías"
        active={actual === undefined}
        aria-current={actual === undefined ? 'page' : undefined}
      />
      {categorias.map((c) => (
        <MantineNavLink
          key={c.id}
          component={Link}
          to={`/blog/${c.id}`}
          label={`${c.nombre} (${c.articulos})`}
          active={actual === c.id}
          aria-current={actual === c.id ? 'page' : undefined}
        />
      ))}
    </Paper>
  );
}
