import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import type { ZGetNoticiasAdminResponse } from '@academia/contract/blog/get-noticias-admin';
import { Anchor, Badge, Button, Container, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useDesactivarNoticia } from '../api/desactivar-noticia';
import { useNoticiasAdmin } from '../api/get-noticias-admin';
import { formatDate } from '../components/format-date';

export const meta = () => [{ title: 'Medios' }];

type Noticia = z.infer<typeof ZGetNoticiasAdminResponse>['results'][number];

const columns: DataColumn<Noticia>[] = [
  { key: 'fecha', header: 'Fecha', cell: (n) => formatDate(n.fecha), sortValue: (n) => n.fecha },
  { key: 'nombre', header: 'Nombre', cell: (n) => n.nombre, sortValue: (n) => n.nombre },
  {
    key: 'estado',
    header: 'Estado',
    sortValue: (n) => n.activo,
    cell: (n) => (
      <Badge color={n.activo === 1 ? 'green' : 'gray'} variant="light">
        {n.activo === 1 ? 'Activo' : 'Inactivo'}
      </Badge>
    ),
  },
];

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
      <FormError
        message={
          desactivar.error && errorMessage(desactivar.error, 'No se pudo desactivar la noticia.')
        }
      />
      <DataTable
        label="Medios"
        rows={noticias.data?.results}
        rowKey={(n) => n.id}
        error={
          noticias.error && errorMessage(noticias.error, 'No se pudieron cargar las noticias.')
        }
        empty="Aún no hay noticias."
        columns={columns}
        actions={(n) => (
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
        )}
        page={
          noticias.data && {
            page,
            count: noticias.data.count,
            onChange: setPage,
            pageSize: BLOG_PAGE_SIZE,
          }
        }
      />
    </Container>
  );
}
