import { Button, Group, Modal, Stack } from '@mantine/core';
import { useExportarPagosCsv } from '~/components/payments/api/exportar-pagos-csv';
import { useGetPagosAlumno } from '~/components/payments/api/get-pagos-alumno';
import { PaymentsTable } from '~/components/payments/payments-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { ApiError } from '~/lib/api-error';
import { saveCsv } from '~/lib/download';

interface Props {
  alumno: { id: number; nombre: string } | null;
  onClose: () => void;
}

/** Payments of a student in every group, with receipts, total and a CSV export. */
export function StudentPaymentsModal({ alumno, onClose }: Props) {
  return (
    <Modal
      opened={alumno !== null}
      onClose={onClose}
      size="xl"
      title={alumno ? `Pagos de ${alumno.nombre}` : ''}
    >
      {alumno && <StudentPayments alumno={alumno.id} />}
    </Modal>
  );
}

function StudentPayments({ alumno }: { alumno: number }) {
  const query = useGetPagosAlumno({ alumno });
  const exportar = useExportarPagosCsv();
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <FormError
        message={
          query.error instanceof ApiError ? query.error.message : 'No se pudieron cargar los pagos.'
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="default"
          loading={exportar.isPending}
          onClick={() =>
            exportar.mutate({ alumno }, { onSuccess: ({ content }) => saveCsv(content) })
          }
        >
          Exportar CSV
        </Button>
      </Group>
      <PaymentsTable
        pagos={query.data.content}
        total={query.data.total}
        caption="Pagos del alumno"
        showGroup
      />
    </Stack>
  );
}
