import { VACANTES_CSV_COLUMNAS } from '@academia/contract/job-market/importar-vacantes';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '~/lib/api-error';
import { useImportarVacantes } from '../api/importar-vacantes';

/** The CSV upload of the dashboard: the whole file or nothing, bad rows listed by line. */
export function ImportVacanciesForm() {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [reemplazar, setReemplazar] = useState(false);
  const importar = useImportarVacantes();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (archivo) importar.mutate({ archivo, reemplazar }, { onSuccess: () => setArchivo(null) });
  };
  const fields = importar.error instanceof ApiError ? importar.error.fields : [];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="importar-titulo">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="importar-titulo">
            Importar vacantes analizadas
          </Title>
          <Text size="sm" c="dimmed">
            Un archivo CSV con las columnas {VACANTES_CSV_COLUMNAS.join(', ')}. Si una fila no es
            válida no se importa nada del archivo.
          </Text>
          {importar.isSuccess && (
            <Alert color="teal" variant="light" role="status">
              {importar.data.mensaje}
            </Alert>
          )}
          {importar.error && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{importar.error.message}</Text>
              {fields.length > 1 && (
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
          <Group align="flex-end" gap="md">
            <FileInput
              label="Archivo CSV"
              placeholder="Elige un archivo"
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={18} aria-hidden />}
              value={archivo}
              onChange={setArchivo}
              clearable
              w={320}
            />
            <Checkbox
              label="Reemplazar las vacantes actuales"
              checked={reemplazar}
              onChange={(e) => setReemplazar(e.currentTarget.checked)}
              mb={8}
            />
            <Button type="submit" disabled={!archivo} loading={importar.isPending}>
              Importar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
