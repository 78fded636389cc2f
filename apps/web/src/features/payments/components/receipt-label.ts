/** A receipt's number as its PDF prints it: 000012. */
export const receiptLabel = (numero: number) => String(numero).padStart(6, '0');
