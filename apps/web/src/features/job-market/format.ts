const formatters = new Map<string, Intl.NumberFormat>();

/** A salary in its currency, Mexican style: "$45,000.00" (MXN), "USD 12,000.00". */
export function currency(amount: string | null, moneda = 'MXN'): string {
  if (amount === null) return 'Sin dato';
  let f = formatters.get(moneda);
  if (!f) {
    f = new Intl.NumberFormat('es-MX', { style: 'currency', currency: moneda });
    formatters.set(moneda, f);
  }
  return f.format(Number(amount));
}

/** A salary with its currency code, as Mexican job boards write it: "$12,000.00 USD". */
export function salario(amount: string | null, moneda: string): string {
  return amount === null ? 'Sin dato' : `${currency(amount)} ${moneda}`;
}

/** "2026-03-01" → "01/03/2026". */
export function fecha(isoDate: string | null): string {
  if (!isoDate) return '—';
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}
