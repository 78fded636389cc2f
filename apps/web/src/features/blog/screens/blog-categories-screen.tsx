import { ZActualizarCategoriaBlogRequest } from '@academia/contract/blog/actualizar-categoria-blog';
import { ZAgregarCategoriaBlogRequest } from '@academia/contract/blog/agregar-categoria-blog';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { errorMessage } from '~/lib/api-client';
import { useActualizarCategoriaBlog } from '../api/actualizar-categoria-blog';
import { useAgregarCategoriaBlog } from '../api/agregar-categoria-blog';
import { useEliminarCategoriaBlog } from '../api/eliminar-categoria-blog';
import { useCategorias } from '../api/get-categorias';

export const meta = () => [{ title: 'Categorías del blog' }];

interface Categoria {
  id: number;
  nombre: string;
  articulos: number;
}

const columns: DataColumn<Categoria>[] = [
  { key: 'nombre', header: 'Nombre', cell: (c) => c.nombre, sortValue: (c) => c.nombre },
  {
    key: 'articulos',
    header: 'Artículos activos',
    cell: (c) => c.articulos,
    sortValue: (c) => c.articulos,
  },
];

function AddCategoryForm({ onDone }: { onDone: (message: string) => void }) {
  const agregar = useAgregarCategoriaBlog();
  const form = useContractForm({
    schema: ZAgregarCategoriaBlogRequest,
    initialValues: { nombre: '' },
  });
  return (
    <Form
      form={form}
      label="Agregar categoría"
      submitLabel="Agregar"
      errorFallback="No se pudo agregar la categoría."
      onSubmit={async ({ nombre }) => {
        await agregar.mutateAsync(nombre);
        form.reset();
        onDone('La categoría se ha registrado con éxito.');
      }}
    >
      <TextInput label="Nueva categoría" {...form.getInputProps('nombre')} />
    </Form>
  );
}

/** Mounted while open; closes on success, and the page says so. */
function RenameCategoryModal({
  categoria,
  onClose,
  onDone,
}: {
  categoria: Categoria;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const actualizar = useActualizarCategoriaBlog();
  const form = useContractForm({
    schema: ZActualizarCategoriaBlogRequest,
    initialValues: { nombre: categoria.nombre },
    toRequest: (values) => ({ ...values, categoria: categoria.id }),
  });
  return (
    <FormModal
      title="Editar categoría"
      onClose={onClose}
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo actualizar la categoría."
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await actualizar.mutateAsync({ categoria: categoria.id, nombre: request.nombre });
        onClose();
        onDone('La categoría se ha actualizado con éxito.');
      }}
    >
      <TextInput label="Nombre de la categoría" data-autofocus {...form.getInputProps('nombre')} />
    </FormModal>
  );
}

/** admin/categorias-blog: add by name, rename and delete (refused while articles use one). */
export default function BlogCategoriesScreen() {
  const categorias = useCategorias();
  const eliminar = useEliminarCategoriaBlog();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Categoria | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);

  const askDelete = async (c: Categoria) => {
    setNotice(null);
    const removed = await confirm({
      title: 'Eliminar categoría',
      question: `¿Estás seguro de eliminar la categoría «${c.nombre}»?`,
      action: () => eliminar.mutateAsync(c.id),
      errorFallback: 'No se pudo eliminar la categoría.',
    });
    if (removed) setNotice('La categoría se ha eliminado con éxito.');
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Categorías del blog</Title>
        <AddCategoryForm onDone={setNotice} />
        {notice && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <DataTable
          label="Categorías del blog"
          minWidth={420}
          rows={categorias.data}
          rowKey={(c) => c.id}
          error={
            categorias.error &&
            errorMessage(categorias.error, 'No se pudieron cargar las categorías.')
          }
          empty="Aún no hay categorías."
          columns={columns}
          actions={(c) => (
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="light"
                onClick={() => {
                  setNotice(null);
                  setEditing(c);
                }}
                aria-label={`Editar ${c.nombre}`}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => askDelete(c)}
                aria-label={`Eliminar ${c.nombre}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        />
      </Stack>
      {editing && (
        <RenameCategoryModal categoria={editing} onClose={closeEdit} onDone={setNotice} />
      )}
      {dialog}
    </Container>
  );
}
