import { fechaLarga } from '@academia/contract/core/long-date';

/** A course's dates in a sentence: "Del 1 de marzo de 2026 al 30 de junio de 2026". */
export function courseDates(inicio: string | null, fin: string | null): string {
  if (inicio && fin) return `Del ${fechaLarga(inicio)} al ${fechaLarga(fin)}`;
  if (inicio) return `Inicia el ${fechaLarga(inicio)}`;
  if (fin) return `Disponible hasta el ${fechaLarga(fin)}`;
  return 'A tu ritmo, sin fechas fijas';
}
