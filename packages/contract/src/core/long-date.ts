const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * "2026-11-25" → "25 de noviembre de 2026", read as a calendar day: no time zone can move it
 * to the day before (certificates, receipts and their pages print the same words).
 */
export function fechaLarga(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
}
