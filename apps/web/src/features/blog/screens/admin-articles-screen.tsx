import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import type { TGetArticulosAdminResponse } from '@academia/contract/blog/get-articulos-admin';
import { Anchor, Badge, Button, Container, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { useArticulosAdmin } from '../api/get-articulos-admin';
import { formatDate } from '../components/format-date';

export const meta = () => [{ title: 'Artículos' }];

type Articulo = TGetArticulosAdminResponse['results'][number];

const columns: DataColumn<Articulo>[] = [
  { key: 'fecha', header: 'Fecha', cell: (a) => formatDate(a.fecha), sortValue: (a) => a.fecha },
  { key: 'nombre', header: 'Nombre', cell: (a) => a.nombre, sortValue: (a) => a.nombre },
  {
    key: 'categoria',
    header: 'Categoría',
    cell: (a) => a.categoria_nombre,
    sortValue: (a) => a.categoria_nombre,
  },
  {
    key: 'estado',
    header: 'Estado',
    sortValue: (a) => a.activo,
    cell: (a) => (
      <Badge color={a.activo === 1 ? 'green' : 'gray'} variant="light">
        {a.activo === 1 ? 'Activo' : 'Inactivo'}
      </Badge>
    ),
  },
];

/** admin/listado-articulos: date, name, category, view and edit links, paged by 12. */
export default function AdminArticlesScreen() {
  const [page, setPage] = useState(1);
  const articulos = useArticulosAdmin(page);
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Artículos</Title>
        <Group>
          <Button component={Link} to="/admin/categorias-blog" variant="default">
            Categorías
          </Button>
          <Button component={Link} to="/admin/agregar-articulo">
            Nuevo
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Artículos"
        rows={articulos.data?.results}
        rowKey={(a) => a.id}
        error={
          articulos.error && errorMessage(articulos.error, 'No se pudieron cargar los artículos.')
        }
        empty="Aún no hay artículos."
        columns={columns}
        actions={(a) => (
          <Group gap="sm" wrap="nowrap">
            <Anchor
              href={`/articulo/${a.slug}`}
              target="_blank"
              rel="noopener"
              aria-label={`Ver ${a.nombre}`}
            >
              Ver
            </Anchor>
            <Anchor
              component={Link}
              to={`/admin/editar-articulo/${a.slug}`}
              aria-label={`Editar ${a.nombre}`}
            >
              Editar
            </Anchor>
          </Group>
        )}
        page={
          articulos.data && {
            page,
            count: articulos.data.count,
            onChange: setPage,
            pageSize: BLOG_PAGE_SIZE,
          }
        }
      />
    </Container>
  );
}
