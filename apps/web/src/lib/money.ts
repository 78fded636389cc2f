import { formatAmount } from '@academia/contract/core/money';

/** An amount as `formatAmount` writes it; an amount not set yet shows as a dash. */
export function formatMoney(monto: string | null | undefined): string {
  return monto === null || monto === undefined ? '—' : formatAmount(monto);
}

/** "2026-03-05" (or an ISO moment) → "05/03/2026", without time-zone shifts. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
