import type { TExportarPagosCsvRequest } from '@academia/contract/payments/exportar-pagos-csv';
import { Button, Stack } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { saveCsv } from '~/lib/download';
import { useExportarPagosCsv } from '../api/exportar-pagos-csv';

/** Downloads the payments of a group, a student, or a student in a group as CSV. */
export function ExportPaymentsButton({
  input,
  label = 'Exportar CSV',
  size,
}: {
  input: TExportarPagosCsvRequest;
  label?: string;
  size?: 'compact-sm';
}) {
  const exportar = useExportarPagosCsv();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size={size}
        variant="default"
        loading={exportar.isPending}
        onClick={() => exportar.mutate(input, { onSuccess: ({ content }) => saveCsv(content) })}
      >
        {label}
      </Button>
      <FormError message={exportar.error && errorMessage(exportar.error, 'No se pudo exportar.')} />
    </Stack>
  );
}
