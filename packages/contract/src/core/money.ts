/**
 * "1234.5" → "$1,234.50", from the exact decimal string the API sends (money travels as a
 * string: no floating point on the way).
 */
export function formatAmount(monto: string): string {
  const negative = monto.startsWith('-');
  const [units = '0', cents = ''] = monto.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
