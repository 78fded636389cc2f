import { formatAmount } from '@academia/contract/core/money';

export const NOT_A_MEMBER = 'El alumno no pertenece a ese grupo.';
export const PRICE_ALREADY_SET = 'El precio de venta ya está registrado y no se puede cambiar.';
export const FUTURE_DATE = 'La fecha de pago no puede ser posterior a hoy.';
export const PAYMENT_NOT_FOUND = 'No se encontró el pago.';
export const NOT_YOUR_PAYMENT = 'Solo puedes descargar los recibos de tus propios pagos.';
export const KEY_REUSED =
  'Ese envío ya registró otro pago; recarga la página e inténtalo de nuevo.';
export const ALREADY_VOID = 'Este pago ya fue anulado.';

/** A payment larger than what is left to pay, naming what is left. */
export const overBalance = (saldo: string) =>
  `El monto excede el saldo pendiente del alumno en este grupo, que es de ${formatAmount(saldo)}.`;

/** A sale price under what the student already paid, naming what was paid. */
export const priceBelowPaid = (pagado: string) =>
  `El precio de venta no puede ser menor que lo que el alumno ya pagó en este grupo (${formatAmount(pagado)}).`;
