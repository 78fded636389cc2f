import { CATEGORIAS_POR_PAGINA } from '@academia/contract/catalog/categoria-curso-paginado';
import type { TCategoriaCurso } from '@academia/contract/catalog/shapes';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarCategoriaCurso } from '../api/agregar-categoria-curso';
import { useCategoriaCursoPaginado } from '../api/categoria-curso-paginado';
import { useEditarCategoriaCurso } from '../api/editar-categoria-curso';
import { useEliminarCategoriaCurso } from '../api/eliminar-categoria-curso';
import { useUpdateCategoriaCurso } from '../api/update-categoria-curso';

export function meta() {
  return [{ title: 'Categorías de Curso' }];
}

/** The spec's categories timer. */
const MESSAGE_MS = 2000;
const DELETE_WARNING =
  '¡Precaución! ¿Estás seguro de eliminar la categoría? Al eliminar la categoría se borraran todos los cursos que tengan la misma.';

function AddCategoryForm() {
  const add = useAgregarCategoriaCurso();
  const done = useTimedMessage(MESSAGE_MS);
  const [nombre, setNombre] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { nombre },
      {
        onSuccess: () => {
          setNombre('');
          done.show('La categoría se ha registrado con éxito.');
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Agregar categoría">
      <Stack gap="sm">
        <FormError message={add.error?.message} />
        <SuccessMessage message={done.message} />
        <Group align="flex-end">
          <TextInput
            label="Nombre de la categoría"
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
            required
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={add.isPending}>
            Agregar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EditCategoryModal({
  categoria,
  onClose,
}: {
  categoria: number | null;
  onClose: () => void;
}) {
  const current = useEditarCategoriaCurso(categoria);
  const update = useUpdateCategoriaCurso();
  const done = useTimedMessage(MESSAGE_MS);
  const [nombre, setNombre] = useState('');
  useEffect(() => {
    if (current.data) setNombre(current.data.nombre);
  }, [current.data]);
  const close = () => {
    done.clear();
    update.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (categoria === null) return;
    update.mutate(
      { categoria, nombre },
      { onSuccess: () => done.show('La categoría se ha actualizado con éxito.', close) },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={categoria !== null}
      onClose={close}
      title="Editar categoría"
      size="lg"
    >
      {current.isPending ? (
        <Loader aria-label="Cargando la categoría" />
      ) : current.isError ? (
        <FormError message={current.error.message} />
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <FormError message={update.error?.message} />
            <SuccessMessage message={done.message} />
            <TextInput
              label="Nombre de la categoría"
              value={nombre}
              onChange={(e) => setNombre(e.currentTarget.value)}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={update.isPending}>
                Actualizar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function DeleteCategoryModal({
  categoria,
  onClose,
}: {
  categoria: TCategoriaCurso | null;
  onClose: () => void;
}) {
  const remove = useEliminarCategoriaCurso();
  const done = useTimedMessage(MESSAGE_MS);
  const close = () => {
    done.clear();
    remove.reset();
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={categoria !== null}
      onClose={close}
      title="Eliminar categoría"
      size="lg"
    >
      <Stack>
        <Alert color="orange" variant="light" role="note">
          {DELETE_WARNING}
        </Alert>
        {categoria && <Text fw={600}>{categoria.nombre}</Text>}
        <FormError message={remove.error?.message} />
        <SuccessMessage message={done.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={done.message !== null}
            onClick={() =>
              categoria &&
              remove.mutate(categoria.id, {
                onSuccess: () => done.show('La categoría se ha eliminado con éxito.', close),
              })
            }
          >
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** admin/plataforma/categorias-curso: add by name, paged table with edit and delete. */
export default function CourseCategoriesScreen() {
  const [page, setPage] = useState(1);
  const list = useCategoriaCursoPaginado(page);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TCategoriaCurso | null>(null);
  const totalPages = totalPagesOf(list.data?.count ?? 0, CATEGORIAS_POR_PAGINA);
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return (
    <Stack>
      <Title order={1}>Categorías de Curso</Title>
      <AddCategoryForm />
      {list.isPending ? (
        <Loader aria-label="Cargando categorías" />
      ) : list.isError ? (
        <FormError message={list.error.message} />
      ) : list.data.count === 0 ? (
        <Text c="dimmed">Todavía no hay categorías de curso.</Text>
      ) : (
        <Table striped highlightOnHover aria-label="Categorías de curso">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.results.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.nombre}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(c.id)}
                      aria-label={`Editar ${c.nombre}`}
                    >
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setDeleting(c)}
                      aria-label={`Eliminar ${c.nombre}`}
                    >
                      Eliminar
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PageLinks page={page} totalPages={totalPages} onChange={setPage} />
      <EditCategoryModal categoria={editing} onClose={() => setEditing(null)} />
      <DeleteCategoryModal categoria={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
