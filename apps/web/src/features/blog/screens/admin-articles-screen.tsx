import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import { Anchor, Badge, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useArticulosAdmin } from '../api/get-articulos-admin';
import { formatDate } from '../components/format-date';

export const meta = () => [{ title: 'Artículos' }];

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
      {articulos.isPending ? (
        <PageLoader />
      ) : articulos.isError ? (
        <FormError message={articulos.error.message} />
      ) : articulos.data.results.length === 0 ? (
        <Text c="dimmed">Aún no hay artículos.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {articulos.data.results.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatDate(a.fecha)}</Table.Td>
                  <Table.Td>{a.nombre}</Table.Td>
                  <Table.Td>{a.categoria_nombre}</Table.Td>
                  <Table.Td>
                    <Badge color={a.activo === 1 ? 'green' : 'gray'} variant="light">
                      {a.activo === 1 ? 'Activo' : 'Inactivo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {articulos.data && (
        <PageLinks
          page={page}
          totalPages={totalPagesOf(articulos.data.count, BLOG_PAGE_SIZE)}
          onChange={setPage}
        />
      )}
    </Container>
  );
}
