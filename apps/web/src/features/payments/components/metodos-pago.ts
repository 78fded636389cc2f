import { METODOS_PAGO } from '@academia/contract/payments/payment-schemas';

/** The select's options in the spec's order: 1 Tarjeta de crédito … 4 Efectivo. */
export const METODO_OPTIONS = Object.entries(METODOS_PAGO).map(([value, label]) => ({
  value,
  label,
}));

export function metodoLabel(metodo: number): string {
  return METODOS_PAGO[metodo as keyof typeof METODOS_PAGO] ?? String(metodo);
}
