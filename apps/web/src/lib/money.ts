import { formatAmount } from '@academia/contract/core/money';

/** An amount as `formatAmount` writes it; an amount not set yet shows as a dash. */
export function formatMoney(monto: string | null | undefined): string {
  return monto === null || monto === undefined ? '—' : formatAmount(monto);
}

// The table date lives with the other date styles; screens that show it beside amounts import
// it from here too.
export { formatDate } from './dates';
