import type { TGetCategoriasResponse } from '@academia/contract/blog/get-categorias';
import { Paper, Title } from '@mantine/core';
import { SideNavLink } from '~/components/ui/side-nav-link';

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
      <SideNavLink to="/blog" label="Todas las categorías" active={actual === undefined} />
      {categorias.map((c) => (
        <SideNavLink
          key={c.id}
          to={`/blog/${c.id}`}
          label={`${c.nombre} (${c.articulos})`}
          active={actual === c.id}
        />
      ))}
    </Paper>
  );
}
