import {
  CURSOS_POR_PAGINA,
  type TCursoPaginadoResponse,
} from '@academia/contract/catalog/curso-paginado';
import type { TEstadoCurso } from '@academia/contract/catalog/shapes';
import { Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/dates';
import { useCursoPaginado } from '../api/curso-paginado';
import { CourseFormModal } from '../components/course-form-modal';
import { CourseLifecycleActions } from '../components/course-lifecycle-actions';
import { CourseStateFilter, CourseStateTag } from '../components/course-state';

export function meta() {
  return [{ title: 'Cursos' }];
}

type TCursoFila = TCursoPaginadoResponse['results'][number];

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

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
    key: 'estado',
    header: 'Estado',
    cell: (c) => <CourseStateTag estado={c.estado} />,
    sortValue: (c) => c.estado,
  },
  {
    key: 'fechas',
    header: 'Fechas',
    cell: (c) => `${formatDate(c.fecha_inicio)} - ${formatDate(c.fecha_fin)}`,
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
          to={`/admin/plataforma/calificaciones/${c.id}`}
          size="sm"
          aria-label={`Calificaciones de ${c.nombre}`}
        >
          Calificaciones
        </Anchor>
        <Anchor
          component={Link}
          to={`/admin/plataforma/temas-subtemas/${c.id}`}
          size="sm"
          aria-label={`Temas y subtemas de ${c.nombre}`}
        >
          Temas y subtemas
        </Anchor>
        <Anchor
          component={Link}
          to={`/admin/plataforma/vista-previa/${c.id}`}
          size="sm"
          aria-label={`Ver como alumno: ${c.nombre}`}
        >
          Ver como alumno
        </Anchor>
      </Stack>
    ),
  },
];

/**
 * admin/plataforma/cursos: the paged course table with its state, links and lifecycle actions
 * (each confirmed in the kit's dialog), a filter by state, and the add/edit modals.
 */
export default function CoursesScreen() {
  const [page, setPage] = useState(1);
  const [estado, setEstado] = useState<TEstadoCurso | undefined>(undefined);
  const list = useCursoPaginado(page, estado);
  const [modal, setModal] = useState<number | 'new' | null>(null);
  const close = useCallback(() => setModal(null), []);
  const { confirm, dialog } = useConfirm();
  const filter = (next: TEstadoCurso | undefined) => {
    setEstado(next);
    setPage(1);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Cursos</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal('new')}>
          Agregar curso
        </Button>
      </Group>
      <CourseStateFilter value={estado} onChange={filter} />
      <DataTable
        label="Cursos"
        minWidth={960}
        rows={list.data?.results}
        rowKey={(c) => c.id}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar los cursos.')}
        empty={estado ? 'No hay cursos en este estado.' : 'Todavía no hay cursos.'}
        columns={columns}
        actions={(c) => (
          <Group gap={6} wrap="wrap" maw={260}>
            <Button
              size="xs"
              variant="light"
              onClick={() => setModal(c.id)}
              aria-label={`Editar ${c.nombre}`}
            >
              Editar
            </Button>
            <CourseLifecycleActions curso={c} confirm={confirm} />
          </Group>
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
      {dialog}
    </Stack>
  );
}
