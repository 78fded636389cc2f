/**
 * "1234.5" → "$1,234.50", from the exact decimal string the API sends (no floating point);
 * null shows as a dash.
 */
export function formatMoney(monto: string | null | undefined): string {
  if (monto === null || monto === undefined) return '—';
  const negative = monto.startsWith('-');
  const [units = '0', cents = ''] = monto.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

/** "2026-03-05" (or an ISO moment) → "05/03/2026", without time-zone shifts. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
