import type { TMaterial } from '@academia/contract/content/shapes';
import {
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarMaterialSubtema } from '../api/agregar-material-subtema';
import { useEliminarMaterialSubtema } from '../api/eliminar-material-subtema';
import { ConfirmModal } from './confirm-modal';

const MESSAGE_MS = 3000;

/** The lesson's downloadable materials: list, add (with upload progress), delete after confirming. */
export function MaterialsPanel({
  subtema,
  materiales,
}: {
  subtema: number;
  materiales: TMaterial[];
}) {
  const add = useAgregarMaterialSubtema();
  const remove = useEliminarMaterialSubtema();
  const added = useTimedMessage(MESSAGE_MS);
  const removed = useTimedMessage(MESSAGE_MS);
  const [nombre, setNombre] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [deleting, setDeleting] = useState<TMaterial | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!archivo) return;
    setProgress(0);
    add.mutate(
      { fields: { subtema, nombre }, archivo, onProgress: setProgress },
      {
        onSuccess: () => {
          setNombre('');
          setArchivo(null);
          added.show('Material agregado correctamente');
        },
      },
    );
  };
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Materiales
        </Title>
        <SuccessMessage message={removed.message} />
        {materiales.length === 0 ? (
          <Text c="dimmed">Esta lección todavía no tiene materiales.</Text>
        ) : (
          <Table aria-label="Materiales de la lección">
            <Table.Tbody>
              {materiales.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Anchor href={`/uploads/${m.archivo}`} target="_blank" rel="noopener">
                      {m.nombre}
                    </Anchor>
                  </Table.Td>
                  <Table.Td w={1}>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(m)}
                      aria-label={`Eliminar ${m.nombre}`}
                    >
                      Eliminar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={submit} aria-label="Agregar material">
          <Stack gap="xs">
            <FormError message={add.error?.message} />
            <SuccessMessage message={added.message} />
            <Group align="flex-end" grow>
              <TextInput
                label="Nombre del material"
                value={nombre}
                onChange={(e) => setNombre(e.currentTarget.value)}
                required
              />
              <FileInput
                label="Archivo"
                value={archivo}
                onChange={setArchivo}
                required
                clearable
                placeholder="Elige un archivo"
              />
            </Group>
            {add.isPending && (
              <Progress value={progress * 100} aria-label="Progreso de la subida del material" />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={!archivo}>
                Agregar material
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title="Eliminar material"
        question="¿Estás seguro de eliminar el material?"
        confirming={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                closeDelete();
                removed.show('Material eliminado correctamente');
              },
            },
          )
        }
        onClose={closeDelete}
      >
        {deleting && <Text fw={600}>{deleting.nombre}</Text>}
      </ConfirmModal>
    </Paper>
  );
}
