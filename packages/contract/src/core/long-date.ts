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

/** The academy's clock: a moment is shown as the day it was in Mexico City, wherever it renders. */
const ACADEMY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });

/**
 * "2026-11-25" → "25 de noviembre de 2026". A calendar day is read as it is (no time zone can
 * move it to the day before); a moment ("2026-11-25T03:00:00.000Z") is first turned into the
 * academy's day, so the server's page and the browser print the same words.
 */
export function fechaLarga(value: string): string {
  const day = value.length > 10 ? ACADEMY_DAY.format(new Date(value)) : value;
  const [y, m, d] = day.split('-').map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
}

/** Today (or `moment`) as the academy's calendar day, "2026-11-25", wherever the code runs. */
export function academyDay(moment: Date = new Date()): string {
  return ACADEMY_DAY.format(moment);
}
