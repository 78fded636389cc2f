import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { useActualizarCategoriaBlog } from '../api/actualizar-categoria-blog';
import { useAgregarCategoriaBlog } from '../api/agregar-categoria-blog';
import { useEliminarCategoriaBlog } from '../api/eliminar-categoria-blog';
import { useCategorias } from '../api/get-categorias';

export const meta = () => [{ title: 'Categorías del blog' }];

/** admin/categorias-blog: add by name, rename and delete (refused while articles use one). */
export default function BlogCategoriesScreen() {
  const categorias = useCategorias();
  const agregar = useAgregarCategoriaBlog();
  const actualizar = useActualizarCategoriaBlog();
  const eliminar = useEliminarCategoriaBlog();
  const [nombre, setNombre] = useState('');
  const [editing, setEditing] = useState<{ id: number; nombre: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const failed = [agregar, actualizar, eliminar].find((m) => m.isError)?.error?.message ?? null;

  const reset = () => {
    agregar.reset();
    actualizar.reset();
    eliminar.reset();
    setNotice(null);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    agregar.mutate(nombre, {
      onSuccess: () => {
        setNombre('');
        setNotice('La categoría se ha registrado con éxito.');
      },
    });
  };

  const save = () => {
    if (!editing) return;
    reset();
    actualizar.mutate(
      { categoria: editing.id, nombre: editing.nombre },
      {
        onSuccess: () => {
          setEditing(null);
          setNotice('La categoría se ha actualizado con éxito.');
        },
      },
    );
  };

  const remove = (id: number, name: string) => {
    if (!window.confirm(`¿Estás seguro de eliminar la categoría «${name}»?`)) return;
    reset();
    eliminar.mutate(id, { onSuccess: () => setNotice('La categoría se ha eliminado con éxito.') });
  };

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Categorías del blog
      </Title>
      <form onSubmit={add}>
        <Group align="flex-end" mb="md">
          <TextInput
            label="Nueva categoría"
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={agregar.isPending}>
            Agregar
          </Button>
        </Group>
      </form>
      {notice && (
        <Alert color="green" variant="light" role="status" mb="md">
          {notice}
        </Alert>
      )}
      <FormError message={failed} />
      {categorias.isPending ? (
        <PageLoader />
      ) : categorias.isError ? (
        <FormError message={categorias.error.message} />
      ) : categorias.data.length === 0 ? (
        <Text c="dimmed">Aún no hay categorías.</Text>
      ) : (
        <Table striped mt="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Artículos activos</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categorias.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {editing?.id === c.id ? (
                    <TextInput
                      aria-label="Nombre de la categoría"
                      value={editing.nombre}
                      onChange={(e) => setEditing({ id: c.id, nombre: e.currentTarget.value })}
                    />
                  ) : (
                    c.nombre
                  )}
                </Table.Td>
                <Table.Td>{c.articulos}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {editing?.id === c.id ? (
                      <>
                        <ActionIcon
                          variant="light"
                          onClick={save}
                          aria-label="Guardar"
                          loading={actualizar.isPending}
                        >
                          <IconCheck size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          onClick={() => setEditing(null)}
                          aria-label="Cancelar"
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </>
                    ) : (
                      <ActionIcon
                        variant="light"
                        onClick={() => setEditing({ id: c.id, nombre: c.nombre })}
                        aria-label={`Editar ${c.nombre}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="light"
                      color="red"
                      onClick={() => remove(c.id, c.nombre)}
                      aria-label={`Eliminar ${c.nombre}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Container>
  );
}
