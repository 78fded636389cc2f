import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { addMember, createGroup, createPayment } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { pagos } from '../../db/schema/index';
import { FUTURE_DATE, NOT_A_MEMBER, PRICE_ALREADY_SET } from './messages';
import { latestToday } from './payments.service';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function setup() {
  const ctx = t.app.ctx;
  const admin = await createAdmin(ctx, { first_name: 'Mariana', last_name: 'Robles' });
  const alumno = await createStudent(ctx, { first_name: 'José', last_name: 'Pérez' });
  const curso = await createCourse(ctx, { nombre: 'Redes' });
  const enrolment = await enrol(ctx, alumno.id, curso.id);
  const grupo = await createGroup(ctx, curso.id, { nombre: 'Sabatino' });
  await addMember(ctx, grupo.id, alumno.id, { alumno_curso: enrolment.id });
  return { admin, alumno, curso, grupo, auth: await loginAs(t.app, admin.email) };
}

describe('sale price and payments', () => {
  it('sets the sale price once, records payments and computes total and balance exactly', async () => {
    const { admin, alumno, grupo, auth } = await setup();
    const ids = { alumno: alumno.id, grupo: grupo.id };
    const price = await post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '1000.10' }, auth);
    expect(price.statusCode).toBe(200);
    expect(price.json().content).toEqual({ precio_venta: '1000.10' });
    const again = await post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '5' }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRICE_ALREADY_SET);

    for (const monto of ['0.10', '0.20', '333.3']) {
      const res = await post(
        '/api/agregarPagoAlumnoCurso/',
        { ...ids, monto, fecha: '2026-01-05', metodo_pago: 3 },
        auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content).toMatchObject({
        registro_nombre: 'Mariana',
        registro_apellido: 'Robles',
        metodo_pago: 3,
        grupo: grupo.id,
      });
    }
    const list = (await post('/api/getPagosAlumnoCurso/', ids, auth)).json();
    expect(list).toMatchObject({
      success: true,
      precio_venta: '1000.10',
      total_pagado: '333.60',
      saldo: '666.50',
    });
    expect(list.content.map((p: { monto: string }) => p.monto).sort()).toEqual([
      '0.10',
      '0.20',
      '333.30',
    ]);
    const all = (await post('/api/getPagosAlumno/', { alumno: alumno.id }, auth)).json();
    expect(all.total).toBe('333.60');
    const groups = (await post('/api/getAlumnoGrupos/', { alumno: alumno.id }, auth)).json();
    expect(groups.content).toEqual([
      expect.objectContaining({ grupo: grupo.id, nombre_grupo: 'Sabatino', saldo: '666.50' }),
    ]);
    const rows = await t.app.ctx.db.select().from(pagos).where(eq(pagos.alumno, alumno.id));
    expect(rows.every((r) => r.registrado_por === admin.id)).toBe(true);
  });

  it('records a double-submitted payment once', async () => {
    const { alumno, grupo, auth } = await setup();
    const payload = {
      alumno: alumno.id,
      grupo: grupo.id,
      monto: '500',
      fecha: '2026-01-05',
      metodo_pago: 4,
      idempotency_key: 'clave-unica-123456',
    };
    const [a, b] = await Promise.all([
      post('/api/agregarPagoAlumnoCurso/', payload, auth),
      post('/api/agregarPagoAlumnoCurso/', payload, auth),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().content.id).toBe(b.json().content.id);
    const rows = await t.app.ctx.db.select().from(pagos).where(eq(pagos.alumno, alumno.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses zero, negative or malformed amounts, a future date and a bad method with 400', async () => {
    const { alumno, grupo, auth } = await setup();
    const base = { alumno: alumno.id, grupo: grupo.id, fecha: '2026-01-05', metodo_pago: 1 };
    for (const monto of ['0', '0.00', '-5', 'abc', '1,500', '1.234']) {
      const res = await post('/api/agregarPagoAlumnoCurso/', { ...base, monto }, auth);
      expect(res.statusCode, monto).toBe(400);
    }
    for (const metodo_pago of [0, 5]) {
      const res = await post(
        '/api/agregarPagoAlumnoCurso/',
        { ...base, monto: '1', metodo_pago },
        auth,
      );
      expect(res.statusCode).toBe(400);
    }
    const tomorrow = new Date(`${latestToday()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const future = await post(
      '/api/agregarPagoAlumnoCurso/',
      { ...base, monto: '10', fecha: tomorrow.toISOString().slice(0, 10) },
      auth,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(FUTURE_DATE);
    const today = await post(
      '/api/agregarPagoAlumnoCurso/',
      { ...base, monto: '10', fecha: latestToday() },
      auth,
    );
    expect(today.statusCode).toBe(200);
  });

  it('refuses a payment for a group the student is not in with 404', async () => {
    const { alumno, curso, auth } = await setup();
    const other = await createGroup(t.app.ctx, curso.id);
    const res = await post(
      '/api/agregarPagoAlumnoCurso/',
      { alumno: alumno.id, grupo: other.id, monto: '10', fecha: '2026-01-05', metodo_pago: 1 },
      auth,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(NOT_A_MEMBER);
  });

  it('answers 401 without a session and 403 to a student', async () => {
    const { alumno, grupo } = await setup();
    const payload = {
      alumno: alumno.id,
      grupo: grupo.id,
      monto: '1',
      fecha: '2026-01-05',
      metodo_pago: 1,
    };
    expect((await post('/api/agregarPagoAlumnoCurso/', payload)).statusCode).toBe(401);
    const student = await loginAs(t.app, alumno.email);
    expect((await post('/api/agregarPagoAlumnoCurso/', payload, student)).statusCode).toBe(403);
    expect((await post('/api/getPagosAlumno/', { alumno: alumno.id }, student)).statusCode).toBe(
      403,
    );
  });
});

describe('receipts and the student own payments', () => {
  it('gives an administrator any receipt and a student only their own', async () => {
    const { admin, alumno, curso, grupo, auth } = await setup();
    const pago = await createPayment(t.app.ctx, {
      grupo: grupo.id,
      alumno: alumno.id,
      registrado_por: admin.id,
      monto: '1500.50',
    });
    const res = await post('/api/getReciboPago/', { pago: pago.id }, auth);
    expect(res.statusCode).toBe(200);
    const { nombre, tipo, datos } = res.json().content;
    expect(nombre).toMatch(/^recibo-\d{6}\.pdf$/);
    expect(tipo).toBe('application/pdf');
    expect(Buffer.from(datos, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const own = await loginAs(t.app, alumno.email);
    expect((await post('/api/getReciboPago/', { pago: pago.id }, own)).statusCode).toBe(200);

    const other = await createStudent(t.app.ctx);
    await addMember(t.app.ctx, grupo.id, other.id);
    const otherAuth = await loginAs(t.app, other.email);
    expect((await post('/api/getReciboPago/', { pago: pago.id }, otherAuth)).statusCode).toBe(403);
    expect((await post('/api/getReciboPago/', { pago: 99999 }, auth)).statusCode).toBe(404);
    expect((await post('/api/getReciboPago/', { pago: pago.id })).statusCode).toBe(401);

    const mine = (await get('/api/getMisPagos/', own)).json().content;
    expect(mine).toEqual([
      expect.objectContaining({
        grupo: grupo.id,
        nombre_curso: curso.nombre,
        total_pagado: '1500.50',
        pagos: [expect.objectContaining({ id: pago.id, monto: '1500.50' })],
      }),
    ]);
    expect((await get('/api/getMisPagos/', otherAuth)).json().content[0].pagos).toEqual([]);
    expect((await get('/api/getMisPagos/', auth)).statusCode).toBe(403);
  });

  it('exports a student or a group payments as CSV', async () => {
    const { admin, alumno, grupo, auth } = await setup();
    await createPayment(t.app.ctx, {
      grupo: grupo.id,
      alumno: alumno.id,
      registrado_por: admin.id,
      monto: '10.00',
    });
    const byGroup = await post('/api/exportarPagosCsv/', { grupo: grupo.id }, auth);
    expect(byGroup.statusCode).toBe(200);
    const lines = byGroup.json().content.csv.trim().split('\r\n');
    expect(lines[0]).toContain('recibo,fecha,alumno');
    expect(lines[1]).toContain('José Pérez');
    expect(lines[1]).toContain('Efectivo');
    expect((await post('/api/exportarPagosCsv/', {}, auth)).statusCode).toBe(400);
  });
});
