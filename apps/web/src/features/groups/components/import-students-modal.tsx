import {
  IMPORT_COLUMNAS,
  IMPORT_COLUMNAS_OBLIGATORIAS,
  IMPORT_MAX_FILAS,
  type TFilaImportacion,
  type TImportarAlumnosGrupoResponse,
} from '@academia/contract/groups/importar-alumnos-grupo';
import { Alert, Badge, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { ApiError } from '~/lib/api-error';
import { useImportarAlumnosGrupo } from '../api/importar-alumnos-grupo';

const ESTADOS: Record<TFilaImportacion['estado'], { label: string; color: string }> = {
  nuevo: { label: 'Nuevo', color: 'blue' },
  existente: { label: 'Ya registrado', color: 'grape' },
  ya_en_grupo: { label: 'Ya en el grupo', color: 'gray' },
  error: { label: 'Con errores', color: 'red' },
};

const columns: DataColumn<TFilaImportacion>[] = [
  { key: 'linea', header: 'Línea', cell: (f) => f.linea },
  { key: 'nombre', header: 'Nombre', cell: (f) => `${f.nombre} ${f.apellidos}`.trim() },
  {
    key: 'email',
    header: 'Correo',
    cell: (f) => <span style={{ overflowWrap: 'anywhere' }}>{f.email}</span>,
  },
  {
    key: 'estado',
    header: 'Estado',
    cell: (f) => (
      <Badge color={ESTADOS[f.estado].color} variant="light" autoContrast>
        {ESTADOS[f.estado].label}
      </Badge>
    ),
  },
  {
    key: 'errores',
    header: 'Errores',
    cell: (f) =>
      f.errores.length === 0 ? (
        '—'
      ) : (
        <List size="sm" c="red.9">
          {f.errores.map((e) => (
            <List.Item key={`${e.columna}-${e.mensaje}`}>
              {e.columna}: {e.mensaje}
            </List.Item>
          ))}
        </List>
      ),
  },
];

const optional = IMPORT_COLUMNAS.filter((c) => !IMPORT_COLUMNAS_OBLIGATORIAS.includes(c));

/**
 * 'Importar alumnos': a CSV or Excel file is checked first ('Revisar archivo'), every row shown
 * with its errors; only a file without errors can be imported, and then all of it at once.
 */
export function ImportStudentsModal({ grupo, onClose }: { grupo: number; onClose: () => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportarAlumnosGrupoResponse['content'] | null>(null);
  const importar = useImportarAlumnosGrupo();
  const done = importar.data?.importado === true;

  const choose = (file: File | null) => {
    setArchivo(file);
    setPreview(null);
    importar.reset();
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (!archivo) return;
    importar.mutate({ grupo, archivo, confirmar: false }, { onSuccess: setPreview });
  };
  const confirm = () => {
    if (archivo) importar.mutate({ grupo, archivo, confirmar: true });
  };
  const fields = importar.error instanceof ApiError ? importar.error.fields : [];
  const canImport = preview !== null && preview.con_errores === 0 && !done;
  const toImport = preview ? preview.nuevos + preview.existentes : 0;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title="Importar alumnos"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <form onSubmit={review}>
        <Stack gap="sm">
          <Text size="sm">
            Un archivo CSV o Excel (.xlsx) cuya primera fila nombre las columnas{' '}
            <strong>{IMPORT_COLUMNAS_OBLIGATORIAS.join(', ')}</strong> (obligatorias) y{' '}
            {optional.join(', ')}. Hasta {IMPORT_MAX_FILAS} alumnos y 1 MB. Si una fila tiene
            errores no se importa nada; los correos ya registrados se inscriben sin cuenta nueva.
          </Text>
          <Group align="flex-end" gap="md">
            <FileInput
              label="Archivo CSV o Excel"
              placeholder="Elige un archivo"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              value={archivo}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Quitar el archivo' }}
              required
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="default"
              disabled={!archivo || done}
              loading={importar.isPending && importar.variables?.confirmar === false}
            >
              Revisar archivo
            </Button>
          </Group>
          {importar.error && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{importar.error.message}</Text>
              {fields.length > 0 && (
                <List size="sm" mt="xs">
                  {fields.map((f) => (
                    <List.Item key={`${f.path}-${f.message}`}>
                      {f.path}: {f.message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {preview && !done && (
            <Alert
              color={preview.con_errores > 0 ? 'red' : 'blue'}
              variant="light"
              role={preview.con_errores > 0 ? 'alert' : 'status'}
            >
              {preview.mensaje}
            </Alert>
          )}
          {done && (
            <Alert color="teal" variant="light" role="status">
              {importar.data?.mensaje}
            </Alert>
          )}
          {preview && (
            <DataTable
              label="Filas del archivo"
              showCaption
              // Fits the modal: a table wider than it would scroll, out of the keyboard's reach.
              minWidth={0}
              rows={done ? (importar.data?.filas ?? []) : preview.filas}
              rowKey={(f) => f.linea}
              empty="El archivo no tiene filas."
              columns={columns}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {done ? 'Listo' : 'Cancelar'}
            </Button>
            {!done && (
              <Button
                onClick={confirm}
                disabled={!canImport || toImport === 0}
                loading={importar.isPending && importar.variables?.confirmar === true}
              >
                {canImport ? `Importar ${toImport} alumnos` : 'Importar alumnos'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
