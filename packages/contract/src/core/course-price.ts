import { formatAmount } from './money';

/** The currency of every course price (the payment receipts name it too). */
export const COURSE_CURRENCY = 'MXN';

/** Whether a price as the API sends it ("0.00") means the course costs nothing. */
export function isFree(precio: string): boolean {
  return /^0+(\.0+)?$/.test(precio);
}

/** A course's price as a visitor reads it: 'Gratis', or "$12,000.00 MXN". */
export function coursePrice(precio: string): string {
  return isFree(precio) ? 'Gratis' : `${formatAmount(precio)} ${COURSE_CURRENCY}`;
}
