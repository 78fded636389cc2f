import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ApiError } from '~/lib/api-error';
import { saveBase64File } from '~/lib/download';
import { useGetReciboPago } from '../api/get-recibo-pago';
import { receiptLabel } from './receipt-label';

/** Downloads a payment's PDF receipt (the spec's Recibo / Descargar action, which did nothing). */
export function ReceiptButton({ pago, numero }: { pago: number; numero: number }) {
  const recibo = useGetReciboPago();
  const error = recibo.error
    ? recibo.error instanceof ApiError
      ? recibo.error.message
      : 'No se pudo descargar el recibo.'
    : null;
  return (
    <Stack gap={2}>
      <Button
        size="compact-xs"
        // Not 'light': its hover colour (the pointer stays on it after a download) reads at
        // 4.0:1 against small text, under WCAG AA's 4.5:1.
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={recibo.isPending}
        aria-label={`Descargar recibo ${receiptLabel(numero)}`}
        onClick={() =>
          recibo.mutate({ pago }, { onSuccess: ({ content }) => saveBase64File(content) })
        }
      >
        Descargar
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
