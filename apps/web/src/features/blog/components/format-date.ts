const FORMAT = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

/** '3 de marzo de 2026', the same on the server and in the browser. */
export function formatDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}
