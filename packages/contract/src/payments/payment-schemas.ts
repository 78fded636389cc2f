import { z } from 'zod';
import { zMoney } from '../core/call';

/** metodo_pago (spec section 9). */
export const METODOS_PAGO = {
  1: 'Tarjeta de crédito',
  2: 'Tarjeta de débito',
  3: 'Transferencia',
  4: 'Efectivo',
} as const;

/** A payment as the lists show it; `monto` has two decimals. */
export const ZPago = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD. */
  fecha: z.string(),
  metodo_pago: z.number().int(),
  monto: zMoney,
  /** Who recorded it. */
  registro_nombre: z.string(),
  registro_apellido: z.string(),
  grupo: z.number().int(),
  grupo_nombre: z.string(),
  curso_nombre: z.string(),
  /** The receipt's number, printed on its PDF (getReciboPago). */
  numero_recibo: z.number().int(),
  /**
   * Set when an administrator voided it (anularPagoAlumnoCurso): ISO 8601 moment. A void payment
   * stays in the lists, struck through, and out of every total and balance.
   */
  anulado_en: z.string().nullable(),
  /** Who voided it and why; null while the payment stands. */
  anulado_por_nombre: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
});
export type TPago = z.infer<typeof ZPago>;

/** A student's membership of a group with its money: balance = precio_venta − total_pagado. */
export const ZCuentaGrupo = z.object({
  grupo: z.number().int(),
  unique_id: z.string(),
  nombre_grupo: z.string(),
  curso: z.number().int(),
  nombre_curso: z.string(),
  /** The course's list price, where a sale price starts. */
  precio_curso: zMoney,
  /** Null until an administrator sets it; corrected with actualizarPrecioVenta. */
  precio_venta: zMoney.nullable(),
  /** Void payments left out. */
  total_pagado: zMoney,
  /** Null while there is no sale price. */
  saldo: zMoney.nullable(),
});
export type TCuentaGrupo = z.infer<typeof ZCuentaGrupo>;

/**
 * A positive amount with at most two decimals, typed as text in the form ("1500", "1,500.50"
 * is refused: no thousands separators). Sent on as the exact decimal string.
 */
export const zMontoInput = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, {
    error:
      'Escribe un monto válido, con punto decimal y hasta dos decimales (por ejemplo 1500.00).',
  })
  .refine((v) => Number(v) > 0, { error: 'El monto debe ser mayor que cero.' });

export const zMetodoPago = z.coerce
  .number({ error: 'Selecciona método de pago' })
  .int()
  .min(1, { error: 'Selecciona método de pago' })
  .max(4, { error: 'Selecciona método de pago' });

/** A calendar day, YYYY-MM-DD. */
export const zFecha = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Escribe una fecha válida (AAAA-MM-DD).' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    error: 'Escribe una fecha válida (AAAA-MM-DD).',
  });

/** A file made by the server, sent inside the JSON envelope for the client to save. */
export const ZArchivoBase64 = z.object({
  /** Suggested file name, `recibo-000012.pdf`. */
  nombre: z.string(),
  /** MIME type, `application/pdf`. */
  tipo: z.string(),
  /** The file's bytes, base64. */
  datos: z.string(),
});

/** Why an administrator voids a payment or corrects a sale price: kept in the books and the log. */
export const zMotivo = z
  .string({ error: 'Escribe el motivo.' })
  .trim()
  .min(3, { error: 'Escribe el motivo (al menos 3 caracteres).' })
  .max(500, { error: 'El motivo no puede tener más de 500 caracteres.' });
