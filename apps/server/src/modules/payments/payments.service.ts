import type { ParsedRequestOf } from '@academia/contract/core/call';
import type { agregarPagoAlumnoCurso } from '@academia/contract/payments/agregar-pago-alumno-curso';
import type { TCuentaGrupo, TPago } from '@academia/contract/payments/payment-schemas';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { toCsv } from '../../platform/text/csv';
import { recordAudit } from '../audit/index';
import {
  ALREADY_VOID,
  FUTURE_DATE,
  KEY_REUSED,
  NOT_A_MEMBER,
  NOT_YOUR_PAYMENT,
  overBalance,
  PAYMENT_NOT_FOUND,
  PRICE_ALREADY_SET,
  priceBelowPaid,
} from './messages';
import * as repo from './payments.repository';
import { receiptNumber, renderReceipt } from './receipt-pdf';

/** One student's or group's payments are few; the lists stop here all the same. */
const PAYMENTS_CAP = 5_000;

const METODOS = ['', 'Tarjeta de crédito', 'Tarjeta de débito', 'Transferencia', 'Efectivo'];

/** Money as the contract sends it: always two decimals, from the exact decimal string. */
function two(v: string): string {
  const [units = '0', cents = ''] = v.split('.');
  return `${units}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
const twoOrNull = (v: string | null) => (v === null ? null : two(v));

/** An exact amount in cents, to compare money without floating point. */
function cents(v: string): bigint {
  const negative = v.startsWith('-');
  const [units = '0', fraction = ''] = v.replace('-', '').split('.');
  const value = BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

function fromCents(v: bigint): string {
  const negative = v < 0n;
  const abs = negative ? -v : v;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function toPago(row: repo.PaymentRow): TPago {
  return {
    id: row.id,
    fecha: row.fecha,
    metodo_pago: row.metodo_pago,
    monto: two(row.monto),
    registro_nombre: row.registro_nombre,
    registro_apellido: row.registro_apellido,
    grupo: row.grupo,
    grupo_nombre: row.grupo_nombre,
    curso_nombre: row.curso_nombre,
    numero_recibo: row.numero_recibo ?? row.id,
    anulado_en: row.anulado_en?.toISOString() ?? null,
    anulado_por_nombre: row.anulado_por_nombre,
    motivo_anulacion: row.motivo_anulacion,
  };
}

export function toCuenta(row: Awaited<ReturnType<typeof repo.accountsOf>>[number]): TCuentaGrupo {
  return {
    ...row,
    precio_curso: two(row.precio_curso),
    precio_venta: twoOrNull(row.precio_venta),
    total_pagado: two(row.total_pagado),
    saldo: twoOrNull(row.saldo),
  };
}

export async function studentPayments(ctx: AppContext, alumno: number) {
  const [rows, total] = await Promise.all([
    repo.listPayments(ctx.db, { alumno }, PAYMENTS_CAP),
    repo.sumPayments(ctx.db, alumno),
  ]);
  return { content: rows.map(toPago), total: two(total) };
}

export async function studentGroups(ctx: AppContext, alumno: number) {
  return (await repo.accountsOf(ctx.db, alumno)).map(toCuenta);
}

export async function account(ctx: AppContext, alumno: number, grupo: number) {
  const [row] = await repo.accountsOf(ctx.db, alumno, grupo);
  if (!row) throw notFound(NOT_A_MEMBER);
  return toCuenta(row);
}

export async function groupPaymentsOfStudent(ctx: AppContext, alumno: number, grupo: number) {
  // Both at once: a stranger to the group gets the same 404, the payments read is dropped.
  const [cuenta, rows] = await Promise.all([
    account(ctx, alumno, grupo),
    repo.listPayments(ctx.db, { alumno, grupo }, PAYMENTS_CAP),
  ]);
  return {
    content: rows.map(toPago),
    precio_curso: cuenta.precio_curso,
    precio_venta: cuenta.precio_venta,
    total_pagado: cuenta.total_pagado,
    saldo: cuenta.saldo,
  };
}

/**
 * Locks the membership and reads what was paid (void payments left out) after the lock, so a
 * payment or a price change racing with this one is counted before anything is checked.
 */
async function lockedAccount(tx: Tx, alumno: number, grupo: number) {
  const membership = await repo.lockMembership(tx, alumno, grupo);
  if (!membership) throw notFound(NOT_A_MEMBER);
  return { ...membership, pagado: await repo.paidTotal(tx, alumno, grupo) };
}

/** Sets the first sale price of a membership; never below what was already paid. */
export async function setSalePrice(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno: number; grupo: number; precio_venta: string },
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const { alumno, grupo } = input;
    const account = await lockedAccount(tx, alumno, grupo);
    if (account.precio_venta !== null) throw conflict(PRICE_ALREADY_SET);
    if (cents(input.precio_venta) < cents(account.pagado)) {
      throw conflict(priceBelowPaid(account.pagado));
    }
    const row = await repo.updateSalePrice(tx, alumno, grupo, input.precio_venta);
    const precio = two(row?.precio_venta ?? input.precio_venta);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'grupo_alumnos',
      entidad_id: `${grupo}-${alumno}`,
      detalles: {
        alumno: account.alumno_nombre,
        curso: account.curso_nombre,
        grupo: account.grupo_nombre,
        precio_venta: precio,
      },
    });
    return { precio_venta: precio };
  });
}

/**
 * Corrects a sale price already set (or sets one), with the reason: the old and new values go
 * to the audit log. A price below what was paid (void payments left out) is refused.
 */
export async function correctSalePrice(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno: number; grupo: number; precio_venta: string; motivo: string },
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const { alumno, grupo } = input;
    const account = await lockedAccount(tx, alumno, grupo);
    if (cents(input.precio_venta) < cents(account.pagado)) {
      throw conflict(priceBelowPaid(account.pagado));
    }
    const anterior = twoOrNull(account.precio_venta);
    const row = await repo.updateSalePrice(tx, alumno, grupo, input.precio_venta);
    const precio = two(row?.precio_venta ?? input.precio_venta);
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'grupo_alumnos',
      entidad_id: `${grupo}-${alumno}`,
      detalles: {
        alumno: account.alumno_nombre,
        curso: account.curso_nombre,
        grupo: account.grupo_nombre,
        precio_venta: { antes: anterior, despues: precio },
        motivo: input.motivo,
      },
    });
    return { precio_venta: precio, precio_anterior: anterior };
  });
}

/** Today in the academy's calendar; UTC's when that is later, so no time zone refuses today. */
export function latestToday(now = new Date()): string {
  const mexico = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  const utc = now.toISOString().slice(0, 10);
  return mexico > utc ? mexico : utc;
}

type PaymentInput = ParsedRequestOf<typeof agregarPagoAlumnoCurso>;

/**
 * Records a payment by the signed-in administrator. The idempotency key makes a double
 * submission land once: the second insert does nothing and both answer the same payment.
 */
export async function addPayment(ctx: AppContext, user: AuthUser, input: PaymentInput) {
  if (input.fecha > latestToday()) throw badRequest(FUTURE_DATE);
  const id = await transaction(ctx.db, ctx.log, async (tx) => {
    const account = await lockedAccount(tx, input.alumno, input.grupo);
    // A resent submission answers its payment before the balance is checked: the balance
    // already counts it.
    const previous = input.idempotency_key
      ? await repo.findPaymentByKey(tx, input.idempotency_key)
      : undefined;
    if (previous) {
      if (previous.alumno !== input.alumno || previous.grupo !== input.grupo) {
        throw conflict(KEY_REUSED);
      }
      return previous.id;
    }
    if (account.precio_venta !== null) {
      const saldo = cents(account.precio_venta) - cents(account.pagado);
      if (cents(input.monto) > saldo) throw conflict(overBalance(fromCents(saldo)));
    }
    const inserted = await repo.insertPayment(tx, {
      alumno: input.alumno,
      grupo: input.grupo,
      monto: input.monto,
      fecha: input.fecha,
      metodo_pago: input.metodo_pago,
      registrado_por: user.id,
      idempotency_key: input.idempotency_key ?? null,
    });
    if (inserted) {
      await recordAudit(tx, user, {
        accion: 'crear',
        entidad: 'pagos',
        entidad_id: inserted.id,
        detalles: {
          alumno: account.alumno_nombre,
          curso: account.curso_nombre,
          grupo: account.grupo_nombre,
          monto: two(input.monto),
          fecha: input.fecha,
          metodo_pago: METODOS[input.metodo_pago] ?? String(input.metodo_pago),
        },
      });
      return inserted.id;
    }
    // The key was taken between the read above and the insert by another membership's payment.
    throw conflict(KEY_REUSED);
  });
  const row = await repo.findPayment(ctx.db, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toPago(row);
}

/**
 * Voids a payment: it stays in the books with who, when and why, and leaves every total. Voiding
 * it again is a 409, also when two administrators void it at the same time.
 */
export async function voidPayment(
  ctx: AppContext,
  user: AuthUser,
  input: { pago: number; motivo: string },
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const voided = await repo.voidPayment(tx, input.pago, {
      anulado_por: user.id,
      motivo_anulacion: input.motivo,
    });
    const row = await repo.findPayment(tx, input.pago);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (!voided) throw conflict(ALREADY_VOID);
    await recordAudit(tx, user, {
      accion: 'anular',
      entidad: 'pagos',
      entidad_id: row.id,
      detalles: {
        recibo: receiptNumber(row.numero_recibo ?? row.id),
        alumno: `${row.alumno_nombre} ${row.alumno_apellido}`.trim(),
        curso: row.curso_nombre,
        grupo: row.grupo_nombre,
        monto: two(row.monto),
        fecha: row.fecha,
        motivo: input.motivo,
      },
    });
    return toPago(row);
  });
}

export async function receipt(ctx: AppContext, user: AuthUser, pago: number) {
  const row = await repo.findPayment(ctx.db, pago);
  // A student asking for another's receipt learns nothing about whether it exists.
  if (!row || (user.role === 'student' && row.alumno !== user.id)) {
    throw user.role === 'student' ? forbidden(NOT_YOUR_PAYMENT) : notFound(PAYMENT_NOT_FOUND);
  }
  const numero = row.numero_recibo ?? row.id;
  const pdf = await renderReceipt({
    academia: ctx.config.academyName,
    numero_recibo: numero,
    alumno: [row.alumno_nombre, row.alumno_apellido, row.alumno_apellido_materno]
      .filter(Boolean)
      .join(' '),
    email: row.alumno_email,
    grupo: row.grupo_nombre,
    curso: row.curso_nombre,
    monto: two(row.monto),
    metodo_pago: row.metodo_pago,
    fecha: row.fecha,
    registro: `${row.registro_nombre} ${row.registro_apellido}`.trim(),
    anulacion: row.anulado_en
      ? {
          fecha: row.anulado_en.toISOString(),
          motivo: row.motivo_anulacion ?? '',
          por: row.anulado_por_nombre ?? '',
        }
      : null,
  });
  return {
    nombre: `recibo-${receiptNumber(numero)}.pdf`,
    tipo: 'application/pdf',
    datos: pdf.toString('base64'),
  };
}

/** The signed-in student's groups, each with its payments (two queries, grouped here). */
export async function myPayments(ctx: AppContext, user: AuthUser) {
  const [accounts, payments] = await Promise.all([
    repo.accountsOf(ctx.db, user.id),
    repo.listPayments(ctx.db, { alumno: user.id }, PAYMENTS_CAP),
  ]);
  return accounts.map((a) => ({
    ...toCuenta(a),
    pagos: payments.filter((p) => p.grupo === a.grupo).map(toPago),
  }));
}

export async function exportPayments(
  ctx: AppContext,
  filter: { alumno?: number | undefined; grupo?: number | undefined },
) {
  const rows = await repo.listPayments(
    ctx.db,
    {
      ...(filter.alumno !== undefined && { alumno: filter.alumno }),
      ...(filter.grupo !== undefined && { grupo: filter.grupo }),
    },
    PAYMENTS_CAP,
  );
  const csv = toCsv(
    [
      'recibo',
      'fecha',
      'alumno',
      'email',
      'curso',
      'grupo',
      'metodo_pago',
      'monto',
      'registro',
      'estado',
      'motivo_anulacion',
    ],
    rows.map((r) => [
      receiptNumber(r.numero_recibo ?? r.id),
      r.fecha,
      `${r.alumno_nombre} ${r.alumno_apellido} ${r.alumno_apellido_materno}`.trim(),
      r.alumno_email,
      r.curso_nombre,
      r.grupo_nombre,
      METODOS[r.metodo_pago] ?? String(r.metodo_pago),
      two(r.monto),
      `${r.registro_nombre} ${r.registro_apellido}`.trim(),
      // A void payment is listed for the books but marked, so no sum of the file counts it.
      r.anulado_en ? 'Anulado' : 'Vigente',
      r.motivo_anulacion ?? '',
    ]),
  );
  const parts = [
    filter.alumno !== undefined ? `alumno-${filter.alumno}` : '',
    filter.grupo !== undefined ? `grupo-${filter.grupo}` : '',
  ].filter(Boolean);
  return { nombre: `pagos-${parts.join('-')}.csv`, csv };
}
