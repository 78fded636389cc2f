import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import { Anchor, Badge, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useDesactivarNoticia } from '../api/desactivar-noticia';
import { useNoticiasAdmin } from '../api/get-noticias-admin';
import { formatDate } from '../components/format-date';

export const meta = () => [{ title: 'Medios' }];

/** admin/listado-medios: date, name, view, edit and Desactivar, paged by 12. */
export default function AdminMediaScreen() {
  const [page, setPage] = useState(1);
  const noticias = useNoticiasAdmin(page);
  const desactivar = useDesactivarNoticia();
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Medios</Title>
        <Button component={Link} to="/admin/agregar-noticia">
          Nuevo
        </Button>
      </Group>
      <FormError message={desactivar.isError ? desactivar.error.message : null} />
      {noticias.isPending ? (
        <PageLoader />
      ) : noticias.isError ? (
        <FormError message={noticias.error.message} />
      ) : noticias.data.results.length === 0 ? (
        <Text c="dimmed">Aún no hay noticias.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {noticias.data.results.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>{formatDate(n.fecha)}</Table.Td>
                  <Table.Td>{n.nombre}</Table.Td>
                  <Table.Td>
                    <Badge color={n.activo === 1 ? 'green' : 'gray'} variant="light">
                      {n.activo === 1 ? 'Activo' : 'Inactivo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {n.link && (
                        <Anchor
                          href={n.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Ver ${n.nombre}`}
                        >
                          Ver
                        </Anchor>
                      )}
                      <Anchor
                        component={Link}
                        to={`/admin/editar-noticia/${n.id}`}
                        aria-label={`Editar ${n.nombre}`}
                      >
                        Editar
                      </Anchor>
                      {n.activo === 1 && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={desactivar.isPending && desactivar.variables === n.id}
                          onClick={() => desactivar.mutate(n.id)}
                          aria-label={`Desactivar ${n.nombre}`}
                        >
                          Desactivar
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {noticias.data && (
        <PageLinks
          page={page}
          totalPages={totalPagesOf(noticias.data.count, BLOG_PAGE_SIZE)}
          onChange={setPage}
        />
      )}
    </Container>
  );
}
