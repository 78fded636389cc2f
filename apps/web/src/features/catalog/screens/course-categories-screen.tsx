import { ZAgregarCategoriaCursoRequest } from '@academia/contract/catalog/agregar-categoria-curso';
import { CATEGORIAS_POR_PAGINA } from '@academia/contract/catalog/categoria-curso-paginado';
import type { TCategoriaCurso } from '@academia/contract/catalog/shapes';
import { ZUpdateCategoriaCursoRequest } from '@academia/contract/catalog/update-categoria-curso';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { AddByNameForm } from '~/components/ui/add-by-name-form';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { totalPagesOf } from '~/components/ui/page-links';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
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
  return (
    <AddByNameForm
      schema={ZAgregarCategoriaCursoRequest}
      label="Agregar categoría"
      fieldLabel="Nombre de la categoría"
      errorFallback="No se pudo agregar la categoría."
      successMessage="La categoría se ha registrado con éxito."
      messageMs={MESSAGE_MS}
      onAdd={add.mutateAsync}
    />
  );
}

function EditCategoryForm({
  categoria,
  nombre,
  onClose,
}: {
  categoria: number;
  nombre: string;
  onClose: () => void;
}) {
  const update = useUpdateCategoriaCurso();
  const done = useTimedMessage(MESSAGE_MS);
  const form = useContractForm({
    schema: ZUpdateCategoriaCursoRequest,
    initialValues: { nombre },
    toRequest: (values) => ({ ...values, categoria }),
  });
  return (
    <Form
      form={form}
      submitLabel="Actualizar"
      errorFallback="No se pudo actualizar la categoría."
      success={done.message}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await update.mutateAsync(request);
        done.show('La categoría se ha actualizado con éxito.', onClose);
      }}
    >
      <TextInput
        label="Nombre de la categoría"
        required
        data-autofocus
        {...form.getInputProps('nombre')}
      />
    </Form>
  );
}

/** Mounted while open: loads the category (editarCategoriaCurso), then its form. */
function EditCategoryModal({ categoria, onClose }: { categoria: number; onClose: () => void }) {
  const current = useEditarCategoriaCurso(categoria);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened
      onClose={onClose}
      title="Editar categoría"
      size="lg"
    >
      {current.isPending ? (
        <Loader aria-label="Cargando la categoría" />
      ) : current.isError ? (
        <FormError message={errorMessage(current.error, 'No se pudo cargar la categoría.')} />
      ) : (
        <EditCategoryForm categoria={categoria} nombre={current.data.nombre} onClose={onClose} />
      )}
    </Modal>
  );
}

const columns: DataColumn<TCategoriaCurso>[] = [
  { key: 'nombre', header: 'Nombre', cell: (c) => c.nombre, sortValue: (c) => c.nombre },
];

/** admin/plataforma/categorias-curso: add by name, paged table with edit and delete. */
export default function CourseCategoriesScreen() {
  const [page, setPage] = useState(1);
  const list = useCategoriaCursoPaginado(page);
  const remove = useEliminarCategoriaCurso();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const totalPages = totalPagesOf(list.data?.count ?? 0, CATEGORIAS_POR_PAGINA);
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const askDelete = (categoria: TCategoriaCurso) =>
    confirm({
      title: 'Eliminar categoría',
      question: (
        <Alert color="orange" variant="light" role="note">
          {DELETE_WARNING}
        </Alert>
      ),
      details: <Text fw={600}>{categoria.nombre}</Text>,
      action: () => remove.mutateAsync(categoria.id),
      errorFallback: 'No se pudo eliminar la categoría.',
      success: 'La categoría se ha eliminado con éxito.',
      successMs: MESSAGE_MS,
    });

  return (
    <Stack>
      <Title order={1}>Categorías de Curso</Title>
      <AddCategoryForm />
      <DataTable
        label="Categorías de curso"
        minWidth={360}
        rows={list.data?.results}
        rowKey={(c) => c.id}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar las categorías.')}
        empty="Todavía no hay categorías de curso."
        columns={columns}
        actions={(c) => (
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
              onClick={() => askDelete(c)}
              aria-label={`Eliminar ${c.nombre}`}
            >
              Eliminar
            </Button>
          </Group>
        )}
        page={
          list.data && {
            page,
            count: list.data.count,
            onChange: setPage,
            pageSize: CATEGORIAS_POR_PAGINA,
          }
        }
      />
      {editing !== null && <EditCategoryModal categoria={editing} onClose={closeEdit} />}
      {dialog}
    </Stack>
  );
}
