import { academyDay } from '@academia/contract/core/long-date';

// The three date styles of the screens, one helper each (issue 22): long dates in sentences are
// contract/core's `fechaLarga` (the server writes them too); tables use `formatDate`; CV periods
// use `periodoCv`. A moment (an ISO string with a time) is first turned into the academy's day,
// so a payment made at 21:00 in Mexico City is not shown on the next day.

/** "2026-11-25" or a moment, as the academy's calendar day "2026-11-25". */
function calendarDay(value: string): string {
  return value.length > 10 ? academyDay(new Date(value)) : value;
}

/** Tables: "2026-03-05" (or an ISO moment) → "05/03/2026"; nothing known → "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const [y, m, d] = calendarDay(value).split('-');
  return `${d}/${m}/${y}`;
}

const ACADEMY_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment in tables and lists (audit entries, forum posts, announcements): "05/03/2026 21:07",
 * the academy's day and 24-hour time in Mexico City.
 */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} ${ACADEMY_TIME.format(new Date(value))}`;
}

// CV periods are worded on the server too (the platform CV's PDF): one definition.
export { periodoCv } from '@academia/contract/core/cv-period';
