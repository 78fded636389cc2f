import { CURSOS_POR_PAGINA } from '@academia/contract/catalog/curso-paginado';
import { Anchor, Button, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { useCursoPaginado } from '../api/curso-paginado';
import { CourseFormModal } from '../components/course-form-modal';

export function meta() {
  return [{ title: 'Cursos' }];
}

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
const date = (d: string | null) => (d ? day.format(new Date(`${d}T00:00:00Z`)) : '—');

/** admin/plataforma/cursos: the paged course table with its links, and the add/edit modals. */
export default function CoursesScreen() {
  const [page, setPage] = useState(1);
  const list = useCursoPaginado(page);
  const [modal, setModal] = useState<number | 'new' | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Cursos</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal('new')}>
          Agregar curso
        </Button>
      </Group>
      {list.isPending ? (
        <Loader aria-label="Cargando cursos" />
      ) : list.isError ? (
        <FormError message={list.error.message} />
      ) : list.data.count === 0 ? (
        <Text c="dimmed">Todavía no hay cursos.</Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped verticalSpacing="sm" aria-label="Cursos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Imagen</Table.Th>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Fechas</Table.Th>
                <Table.Th>Precio</Table.Th>
                <Table.Th>Horas</Table.Th>
                <Table.Th>Días de acceso</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th>Enlaces</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td w={216}>
                    {c.imagen_miniatura ? (
                      <Image
                        src={`/uploads/${c.imagen_miniatura}`}
                        alt={c.nombre}
                        w={200}
                        radius="sm"
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        Sin imagen
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td fw={600}>{c.nombre}</Table.Td>
                  <Table.Td>
                    {date(c.fecha_inicio)} - {date(c.fecha_fin)}
                  </Table.Td>
                  <Table.Td>{money.format(Number(c.precio))}</Table.Td>
                  <Table.Td>{c.horas_curso}</Table.Td>
                  <Table.Td>{c.dias_plataforma}</Table.Td>
                  <Table.Td>{c.categoria_nombre}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Anchor
                        component={Link}
                        to={`/registro/${c.slug}`}
                        size="sm"
                        aria-label={`Registro de ${c.nombre}`}
                      >
                        Registro
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`/admin/plataforma/grupos/${c.slug}`}
                        size="sm"
                        aria-label={`Grupos de ${c.nombre}`}
                      >
                        Grupos
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`/admin/plataforma/alumnos-curso/${c.id}/${c.slug}`}
                        size="sm"
                        aria-label={`Alumnos de ${c.nombre}`}
                      >
                        Alumnos
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`/admin/plataforma/temas-subtemas/${c.id}`}
                        size="sm"
                        aria-label={`Temas y subtemas de ${c.nombre}`}
                      >
                        Temas y subtemas
                      </Anchor>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setModal(c.id)}
                      aria-label={`Editar ${c.nombre}`}
                    >
                      Editar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageLinks
        page={page}
        totalPages={totalPagesOf(list.data?.count ?? 0, CURSOS_POR_PAGINA)}
        onChange={setPage}
      />
      <CourseFormModal curso={modal} onClose={() => setModal(null)} />
    </Stack>
  );
}
