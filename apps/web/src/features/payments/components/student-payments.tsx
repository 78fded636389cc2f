import { Group, Stack } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useGetPagosAlumno } from '../api/get-pagos-alumno';
import { ExportPaymentsButton } from './export-payments-button';
import { PaymentsTable } from './payments-table';

/** Payments of a student in every group, with receipts, total and a CSV export. */
export function StudentPayments({ alumno }: { alumno: number }) {
  const query = useGetPagosAlumno({ alumno });
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return <FormError message={errorMessage(query.error, 'No se pudieron cargar los pagos.')} />;
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ExportPaymentsButton input={{ alumno }} size="compact-sm" />
      </Group>
      <PaymentsTable
        pagos={query.data.content}
        total={query.data.total}
        caption="Pagos del alumno"
        showGroup
        canVoid
      />
    </Stack>
  );
}
