import { MODALIDADES } from '@academia/contract/jobs/modalidades';

export function modalidadLabel(modalidad: number): string {
  return MODALIDADES[modalidad as keyof typeof MODALIDADES] ?? '';
}

const MONEY = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** '$28,000.00 MXN', or a note when the vacancy does not state a salary. */
export function sueldoLabel(sueldo: string | null): string {
  return sueldo === null ? 'Sueldo no publicado' : `${MONEY.format(Number(sueldo))} MXN`;
}
