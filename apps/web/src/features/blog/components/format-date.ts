import { fechaLarga } from '@academia/contract/core/long-date';

/** '3 de marzo de 2026', the same on the server and in the browser. */
export function formatDate(iso: string): string {
  return fechaLarga(iso);
}
