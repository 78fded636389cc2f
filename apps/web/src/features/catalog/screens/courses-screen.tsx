import {
  CURSOS_POR_PAGINA,
  type TCursoPaginadoResponse,
} from '@academia/contract/catalog/curso-paginado';
import { Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { useCursoPaginado } from '../api/curso-paginado';
import { CourseFormModal } from '../components/course-form-modal';

export function meta() {
  return [{ title: 'Cursos' }];
}

type TCursoFila = TCursoPaginadoResponse['results'][number];

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
const date = (d: string | null) => (d ? day.format(new Date(`${d}T00:00:00Z`)) : '—');

const columns: DataColumn<TCursoFila>[] = [
  {
    key: 'imagen',
    header: 'Imagen',
    cell: (c) =>
      c.imagen_miniatura ? (
        <Image src={`/uploads/${c.imagen_miniatura}`} alt={c.nombre} w={200} radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          Sin imagen
        </Text>
      ),
  },
  {
    key: 'nombre',
    header: 'Nombre',
    cell: (c) => <Text fw={600}>{c.nombre}</Text>,
    sortValue: (c) => c.nombre,
  },
  {
    key: 'fechas',
    header: 'Fechas',
    cell: (c) => `${date(c.fecha_inicio)} - ${date(c.fecha_fin)}`,
    sortValue: (c) => c.fecha_inicio,
  },
  {
    key: 'precio',
    header: 'Precio',
    cell: (c) => money.format(Number(c.precio)),
    sortValue: (c) => Number(c.precio),
  },
  { key: 'horas', header: 'Horas', cell: (c) => c.horas_curso, sortValue: (c) => c.horas_curso },
  {
    key: 'dias',
    header: 'Días de acceso',
    cell: (c) => c.dias_plataforma,
    sortValue: (c) => c.dias_plataforma,
  },
  {
    key: 'categoria',
    header: 'Categoría',
    cell: (c) => c.categoria_nombre,
    sortValue: (c) => c.categoria_nombre,
  },
  {
    key: 'enlaces',
    header: 'Enlaces',
    cell: (c) => (
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
    ),
  },
];

/** admin/plataforma/cursos: the paged course table with its links, and the add/edit modals. */
export default function CoursesScreen() {
  const [page, setPage] = useState(1);
  const list = useCursoPaginado(page);
  const [modal, setModal] = useState<number | 'new' | null>(null);
  const close = useCallback(() => setModal(null), []);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Cursos</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal('new')}>
          Agregar curso
        </Button>
      </Group>
      <DataTable
        label="Cursos"
        minWidth={960}
        rows={list.data?.results}
        rowKey={(c) => c.id}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar los cursos.')}
        empty="Todavía no hay cursos."
        columns={columns}
        actions={(c) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setModal(c.id)}
            aria-label={`Editar ${c.nombre}`}
          >
            Editar
          </Button>
        )}
        page={
          list.data && {
            page,
            count: list.data.count,
            onChange: setPage,
            pageSize: CURSOS_POR_PAGINA,
          }
        }
      />
      {modal !== null && <CourseFormModal curso={modal} onClose={close} />}
    </Stack>
  );
}
