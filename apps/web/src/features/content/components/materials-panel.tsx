import { ZAgregarMaterialSubtemaRequest } from '@academia/contract/content/agregar-material-subtema';
import type { TMaterial } from '@academia/contract/content/shapes';
import {
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { SuccessMessage } from '~/components/ui/success-message';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarMaterialSubtema } from '../api/agregar-material-subtema';
import { useEliminarMaterialSubtema } from '../api/eliminar-material-subtema';

const MESSAGE_MS = 3000;

const columns: DataColumn<TMaterial>[] = [
  {
    key: 'nombre',
    header: 'Material',
    sortValue: (m) => m.nombre,
    cell: (m) => (
      <Anchor href={`/uploads/${m.archivo}`} target="_blank" rel="noopener">
        {m.nombre}
      </Anchor>
    ),
  },
];

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
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const { confirm, dialog } = useConfirm();
  const form = useContractForm({
    schema: ZAgregarMaterialSubtemaRequest,
    initialValues: { nombre: '' },
    toRequest: (values) => ({ ...values, subtema }),
  });

  const askDelete = async (material: TMaterial) => {
    const removedIt = await confirm({
      title: 'Eliminar material',
      question: '¿Estás seguro de eliminar el material?',
      details: <Text fw={600}>{material.nombre}</Text>,
      action: () => remove.mutateAsync({ id: material.id }),
      errorFallback: 'No se pudo eliminar el material.',
    });
    if (removedIt) removed.show('Material eliminado correctamente');
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Materiales
        </Title>
        <SuccessMessage message={removed.message} />
        <DataTable
          label="Materiales de la lección"
          minWidth={320}
          rows={materiales}
          rowKey={(m) => m.id}
          empty="Esta lección todavía no tiene materiales."
          columns={columns}
          actions={(m) => (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => askDelete(m)}
              aria-label={`Eliminar ${m.nombre}`}
            >
              Eliminar
            </Button>
          )}
        />
        <Form
          form={form}
          label="Agregar material"
          submitLabel="Agregar material"
          errorFallback="No se pudo agregar el material."
          success={added.message}
          submitDisabled={!archivo}
          onSubmit={async (fields) => {
            if (!archivo) return;
            setProgress(0);
            await add.mutateAsync({ fields, archivo, onProgress: setProgress });
            form.reset();
            setArchivo(null);
            added.show('Material agregado correctamente');
          }}
        >
          <Group align="flex-end" grow>
            <TextInput label="Nombre del material" required {...form.getInputProps('nombre')} />
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
        </Form>
      </Stack>
      {dialog}
    </Paper>
  );
}
