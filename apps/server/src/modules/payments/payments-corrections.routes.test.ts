import { formatAmount } from '@academia/contract/core/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { addMember, createGroup, createPayment } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { auditoria, grupo_alumnos, pagos } from '../../db/schema/index';
import {
  ALREADY_VOID,
  NOT_A_MEMBER,
  overBalance,
  PAYMENT_NOT_FOUND,
  PRICE_ALREADY_SET,
  priceBelowPaid,
} from './messages';
import { VOID_STAMP } from './receipt-pdf';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();

async function setup(precio_venta: string | null = '1000.00') {
  const ctx = t.app.ctx;
  const admin = await createAdmin(ctx, { first_name: 'Mariana', last_name: 'Robles' });
  const alumno = await createStudent(ctx, { first_name: 'José', last_name: 'Pérez' });
  const curso = await createCourse(ctx, { nombre: 'Redes', precio: '2500.00' });
  const enrolment = await enrol(ctx, alumno.id, curso.id);
  const grupo = await createGroup(ctx, curso.id, { nombre: 'Sabatino' });
  await addMember(ctx, grupo.id, alumno.id, { alumno_curso: enrolment.id, precio_venta });
  return {
    admin,
    alumno,
    grupo,
    ids: { alumno: alumno.id, grupo: grupo.id },
    auth: await loginAs(t.app, admin.email),
    student: await loginAs(t.app, alumno.email),
  };
}

const pay = (ids: { alumno: number; grupo: number }, monto: string, auth: string) =>
  post(
    '/api/agregarPagoAlumnoCurso/',
    { ...ids, monto, fecha: '2026-01-05', metodo_pago: 3 },
    auth,
  );

async function pdfText(base64: string): Promise<string> {
  return (await readPdf(Buffer.from(base64, 'base64'))).text;
}

async function lastAudit(entidad: string, accion: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.accion, accion)))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return row;
}

describe('a payment larger than the balance', () => {
  it('is refused with a message naming the balance; the exact balance is accepted', async () => {
    const { ids, auth } = await setup('1000.00');
    expect((await pay(ids, '400.10', auth)).statusCode).toBe(200);
    const over = await pay(ids, '599.91', auth);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(overBalance('599.90'));
    expect(over.json().error.message).toContain(formatAmount('599.90'));
    expect((await pay(ids, '599.90', auth)).statusCode).toBe(200);
    const nothingLeft = await pay(ids, '0.01', auth);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().error.message).toContain('$0.00');
    const account = (await post('/api/getPagosAlumnoCurso/', ids, auth)).json();
    expect(account).toMatchObject({ total_pagado: '1000.00', saldo: '0.00' });
  });

  it('is accepted while no sale price is set, as before', async () => {
    const { ids, auth } = await setup(null);
    expect((await pay(ids, '99999.00', auth)).statusCode).toBe(200);
    const account = (await post('/api/getPagosAlumnoCurso/', ids, auth)).json();
    expect(account).toMatchObject({ precio_venta: null, saldo: null, total_pagado: '99999.00' });
  });

  it('racing with other payments never overpays: those past the balance are refused', async () => {
    const { ids, auth } = await setup('1000.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          '/api/agregarPagoAlumnoCurso/',
          {
            ...ids,
            monto: '150.00',
            fecha: '2026-01-05',
            metodo_pago: 1,
            idempotency_key: `carrera-${i}-xyz`,
          },
          auth,
        ),
      ),
    );
    // 6 × 150 = 900 fits in 1000; a 7th would pass it.
    expect(statuses(answers)).toEqual([...Array(6).fill(200), ...Array(4).fill(409)]);
    const [sum] = await t.app.ctx.db
      .select({ total: sql<string>`sum(${pagos.monto})::text` })
      .from(pagos)
      .where(eq(pagos.alumno, ids.alumno));
    expect(sum?.total).toBe('900.00');
  });

  it('and one payment over the balance racing with another: at most one lands', async () => {
    const { ids, auth } = await setup('1000.00');
    const answers = await Promise.all([pay(ids, '600.00', auth), pay(ids, '700.00', auth)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const [sum] = await t.app.ctx.db
      .select({ total: sql<string>`sum(${pagos.monto})::numeric` })
      .from(pagos)
      .where(eq(pagos.alumno, ids.alumno));
    expect(Number(sum?.total)).toBeLessThanOrEqual(1000);
  });
});

describe('anularPagoAlumnoCurso', () => {
  it('voids a payment: kept with who, when and why, out of every total, stamped on its receipt', async () => {
    const { admin, alumno, ids, auth, student } = await setup('1000.00');
    const kept = (await pay(ids, '100.00', auth)).json().content;
    const wrong = (await pay(ids, '250.00', auth)).json().content;

    const before = await post('/api/getReciboPago/', { pago: wrong.id }, auth);
    expect(await pdfText(before.json().content.datos)).not.toContain(VOID_STAMP);

    const res = await post(
      '/api/anularPagoAlumnoCurso/',
      { pago: wrong.id, motivo: '  Capturado dos veces ' },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toMatchObject({
      id: wrong.id,
      monto: '250.00',
      anulado_por_nombre: 'Mariana Robles',
      motivo_anulacion: 'Capturado dos veces',
    });
    expect(Date.parse(res.json().content.anulado_en)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.app.ctx.db.select().from(pagos).where(eq(pagos.id, wrong.id));
    expect(row).toMatchObject({ anulado_por: admin.id, motivo_anulacion: 'Capturado dos veces' });

    // Totals and balances everywhere: the group's, the student's, the groups', the student's own.
    expect((await post('/api/getPagosAlumnoCurso/', ids, auth)).json()).toMatchObject({
      total_pagado: '100.00',
      saldo: '900.00',
    });
    const all = (await post('/api/getPagosAlumno/', { alumno: alumno.id }, auth)).json();
    expect(all.total).toBe('100.00');
    // The void payment is still listed, marked.
    expect(
      all.content.map((p: { id: number; anulado_en: string | null }) => [
        p.id,
        p.anulado_en !== null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [kept.id, false],
        [wrong.id, true],
      ]),
    );
    const groups = (await post('/api/getAlumnoGrupos/', { alumno: alumno.id }, auth)).json();
    expect(groups.content[0]).toMatchObject({ total_pagado: '100.00', saldo: '900.00' });
    const datos = (await post('/api/getDatosAlumnoCursoGrupo/', ids, auth)).json();
    expect(datos.content.cuenta).toMatchObject({ total_pagado: '100.00', saldo: '900.00' });
    const mine = (await get('/api/getMisPagos/', student)).json().content[0];
    expect(mine).toMatchObject({ total_pagado: '100.00', saldo: '900.00' });
    expect(mine.pagos.find((p: { id: number }) => p.id === wrong.id)).toMatchObject({
      motivo_anulacion: 'Capturado dos veces',
    });

    // The balance freed by the void can be paid again.
    expect((await pay(ids, '900.00', auth)).statusCode).toBe(200);

    // The receipt, for the administrator and the student, says ANULADO with the reason.
    for (const who of [auth, student]) {
      const receipt = await post('/api/getReciboPago/', { pago: wrong.id }, who);
      expect(receipt.statusCode).toBe(200);
      const text = await pdfText(receipt.json().content.datos);
      expect(text).toContain(VOID_STAMP);
      // The document's title too, which the end-to-end test reads from the downloaded bytes.
      expect(Buffer.from(receipt.json().content.datos, 'base64').toString('latin1')).toContain(
        `ANULADO)`,
      );
      expect(text).toContain('Motivo: Capturado dos veces');
      expect(text).toContain('Mariana Robles');
    }
    const keptReceipt = await post('/api/getReciboPago/', { pago: kept.id }, auth);
    expect(await pdfText(keptReceipt.json().content.datos)).not.toContain(VOID_STAMP);

    // The CSV lists it, marked, so no sum of the file counts it by mistake.
    const csv = (await post('/api/exportarPagosCsv/', { alumno: alumno.id }, auth)).json().content
      .csv;
    const lines: string[] = csv.trim().split('\r\n');
    expect(lines[0]).toContain('estado,motivo_anulacion');
    expect(lines.filter((l) => l.endsWith('"Anulado","Capturado dos veces"'))).toHaveLength(1);
    expect(lines.filter((l) => l.endsWith('"Vigente",""'))).toHaveLength(2);

    // Audited in words: names, the amount and the reason.
    const entry = await lastAudit('pagos', 'anular');
    expect(entry).toMatchObject({
      accion: 'anular',
      entidad_id: String(wrong.id),
      actor: admin.id,
      detalles: expect.objectContaining({
        alumno: 'José Pérez',
        curso: 'Redes',
        grupo: 'Sabatino',
        monto: '250.00',
        motivo: 'Capturado dos veces',
      }),
    });
  });

  it('voiding twice is a 409, also when two administrators void it at the same moment', async () => {
    const { ids, auth } = await setup('1000.00');
    const other = await createAdmin(t.app.ctx);
    const otherAuth = await loginAs(t.app, other.email);
    const pago = (await pay(ids, '100.00', auth)).json().content;
    const [a, b] = await Promise.all([
      post('/api/anularPagoAlumnoCurso/', { pago: pago.id, motivo: 'Error de captura' }, auth),
      post('/api/anularPagoAlumnoCurso/', { pago: pago.id, motivo: 'Pago duplicado' }, otherAuth),
    ]);
    expect(statuses([a, b])).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error.message).toBe(ALREADY_VOID);
    const entries = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'pagos'), eq(auditoria.accion, 'anular')));
    expect(entries).toHaveLength(1);
    const again = await post(
      '/api/anularPagoAlumnoCurso/',
      { pago: pago.id, motivo: 'Otra vez' },
      auth,
    );
    expect(again.statusCode).toBe(409);
    // The first reason stands.
    const [row] = await t.app.ctx.db.select().from(pagos).where(eq(pagos.id, pago.id));
    expect(row?.motivo_anulacion).toBe(
      a.statusCode === 200 ? 'Error de captura' : 'Pago duplicado',
    );
  });

  it('refuses an unknown payment (404), a missing or empty reason (400), anonymous (401) and students (403)', async () => {
    const { admin, alumno, grupo, student } = await setup('1000.00');
    const auth = await loginAs(t.app, admin.email);
    const pago = await createPayment(t.app.ctx, {
      grupo: grupo.id,
      alumno: alumno.id,
      registrado_por: admin.id,
    });
    const unknown = await post(
      '/api/anularPagoAlumnoCurso/',
      { pago: 999999, motivo: 'Error' },
      auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PAYMENT_NOT_FOUND);
    for (const payload of [
      { pago: pago.id },
      { pago: pago.id, motivo: '' },
      { pago: pago.id, motivo: '   ' },
      { pago: pago.id, motivo: 'x'.repeat(501) },
      { pago: 'uno', motivo: 'Error de captura' },
    ]) {
      const res = await post('/api/anularPagoAlumnoCurso/', payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const payload = { pago: pago.id, motivo: 'Error de captura' };
    expect((await post('/api/anularPagoAlumnoCurso/', payload)).statusCode).toBe(401);
    expect((await post('/api/anularPagoAlumnoCurso/', payload, student)).statusCode).toBe(403);
    const [row] = await t.app.ctx.db
      .select()
      .from(pagos)
      .where(and(eq(pagos.id, pago.id), isNull(pagos.anulado_en)));
    expect(row).toBeDefined();
  });
});

describe('actualizarPrecioVenta', () => {
  it('corrects a sale price with its reason; the old and new values go to the audit log', async () => {
    const { admin, ids, auth } = await setup('1000.00');
    await pay(ids, '300.00', auth);
    const res = await post(
      '/api/actualizarPrecioVenta/',
      { ...ids, precio_venta: '1200.5', motivo: 'Se aplicó la tarifa empresarial' },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ precio_venta: '1200.50', precio_anterior: '1000.00' });
    expect((await post('/api/getPagosAlumnoCurso/', ids, auth)).json()).toMatchObject({
      precio_venta: '1200.50',
      saldo: '900.50',
    });
    expect(await lastAudit('grupo_alumnos', 'actualizar')).toMatchObject({
      accion: 'actualizar',
      actor: admin.id,
      detalles: {
        alumno: 'José Pérez',
        curso: 'Redes',
        grupo: 'Sabatino',
        precio_venta: { antes: '1000.00', despues: '1200.50' },
        motivo: 'Se aplicó la tarifa empresarial',
      },
    });
  });

  it('refuses a price below what was paid, naming it; void payments do not count', async () => {
    const { ids, auth } = await setup('1000.00');
    await pay(ids, '300.00', auth);
    const second = (await pay(ids, '500.00', auth)).json().content;
    const below = await post(
      '/api/actualizarPrecioVenta/',
      { ...ids, precio_venta: '799.99', motivo: 'Descuento' },
      auth,
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().error.message).toBe(priceBelowPaid('800.00'));
    expect(below.json().error.message).toContain('$800.00');
    await post('/api/anularPagoAlumnoCurso/', { pago: second.id, motivo: 'Duplicado' }, auth);
    const now = await post(
      '/api/actualizarPrecioVenta/',
      { ...ids, precio_venta: '300.00', motivo: 'Beca del 70 %' },
      auth,
    );
    expect(now.statusCode, now.body).toBe(200);
    expect((await post('/api/getPagosAlumnoCurso/', ids, auth)).json().saldo).toBe('0.00');
  });

  it('a first sale price below what was already paid is refused too', async () => {
    const { ids, auth } = await setup(null);
    await pay(ids, '500.00', auth);
    const res = await post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '400.00' }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(priceBelowPaid('500.00'));
    expect(
      (await post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '500.00' }, auth)).statusCode,
    ).toBe(200);
    const again = await post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '600.00' }, auth);
    expect(again.json().error.message).toBe(PRICE_ALREADY_SET);
  });

  it('racing with a payment, the price never ends below what was paid', async () => {
    const { ids, auth } = await setup('1000.00');
    const [price, payment] = await Promise.all([
      post(
        '/api/actualizarPrecioVenta/',
        { ...ids, precio_venta: '500.00', motivo: 'Descuento' },
        auth,
      ),
      pay(ids, '600.00', auth),
    ]);
    // Whichever came first wins; the other sees it and is refused.
    expect(statuses([price, payment])).toEqual([200, 409]);
    const [account] = await t.app.ctx.db
      .select({
        precio: grupo_alumnos.precio_venta,
        pagado: sql<string>`(select coalesce(sum(monto), 0) from pagos p where p.alumno = ${ids.alumno} and p.anulado_en is null)::text`,
      })
      .from(grupo_alumnos)
      .where(eq(grupo_alumnos.alumno, ids.alumno));
    expect(Number(account?.pagado)).toBeLessThanOrEqual(Number(account?.precio));
  });

  it('refuses a stranger to the group (404), bad input (400), anonymous (401) and students (403)', async () => {
    const { ids, auth, student, grupo } = await setup('1000.00');
    const stranger = await createStudent(t.app.ctx);
    const notMember = await post(
      '/api/actualizarPrecioVenta/',
      { alumno: stranger.id, grupo: grupo.id, precio_venta: '10.00', motivo: 'Error' },
      auth,
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error.message).toBe(NOT_A_MEMBER);
    for (const payload of [
      { ...ids, precio_venta: '900.00' },
      { ...ids, precio_venta: '900.00', motivo: ' ' },
      { ...ids, precio_venta: '-5', motivo: 'Descuento' },
      { ...ids, precio_venta: '1,500', motivo: 'Descuento' },
      { ...ids, precio_venta: '0', motivo: 'Descuento' },
    ]) {
      const res = await post('/api/actualizarPrecioVenta/', payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const payload = { ...ids, precio_venta: '900.00', motivo: 'Descuento' };
    expect((await post('/api/actualizarPrecioVenta/', payload)).statusCode).toBe(401);
    expect((await post('/api/actualizarPrecioVenta/', payload, student)).statusCode).toBe(403);
    const [row] = await t.app.ctx.db
      .select({ precio: grupo_alumnos.precio_venta })
      .from(grupo_alumnos)
      .where(eq(grupo_alumnos.alumno, ids.alumno));
    expect(row?.precio).toBe('1000.00');
  });

  it("gives the course's price as the sale price's starting value", async () => {
    const { ids, auth } = await setup(null);
    expect((await post('/api/getPagosAlumnoCurso/', ids, auth)).json()).toMatchObject({
      precio_curso: '2500.00',
      precio_venta: null,
    });
  });
});
