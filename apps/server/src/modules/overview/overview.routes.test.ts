import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../../test/blog-factories';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup, createPayment } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { certificados, pagos } from '../../db/schema/index';
import { ACADEMY_TIME_ZONE } from './overview.repository';

const t = useTestApp({ config: { exposeStatementCount: true } });

/** Year and month in the academy's time zone, `back` months before the current one. */
function monthOf(back: number): { y: number; m: number; key: string } {
  const [y = 0, m = 0] = new Intl.DateTimeFormat('en-CA', {
    timeZone: ACADEMY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { y: year, m: month, key: `${year}-${String(month).padStart(2, '0')}` };
}
/** The 15th of that month at noon in Mexico City (UTC-6 all year since 2022). */
const midMonth = (back: number) => `${monthOf(back).key}-15`;
const midMonthInstant = (back: number) => new Date(`${midMonth(back)}T12:00:00-06:00`);
/** Today's date in Mexico City: a payment's date. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE }).format(new Date());

const get = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/getResumenAdmin/',
    headers: authorization ? { authorization } : {},
  });

/**
 * A hand-built academy whose figures are counted below by hand:
 * enrolments now: 2 confirmed, 1 pending, 1 rejected (out), 1 trial (out) → 3 this month;
 * 1 last month; 1 thirteen months ago (out of the chart);
 * payments today 100.50 + 200.25 (+ 999.00 voided, out) = 300.75; last month 50.00;
 * 14 months ago 70.00 (out); active students: only the confirmed, active ones of active accounts;
 * certificates: 1 this month, 1 a year ago, 1 revoked (out); jobs: 2 open, 1 closed.
 */
async function buildAcademy() {
  const ctx = t.app.ctx;
  const admin = await createAdmin(ctx);
  const course = await createCourse(ctx);
  const other = await createCourse(ctx);
  const group = await createGroup(ctx, course.id);

  const ana = await createStudent(ctx);
  const luis = await createStudent(ctx);
  const pending = await createStudent(ctx);
  const rejected = await createStudent(ctx);
  const trial = await createStudent(ctx);
  const inactiveAccount = await createStudent(ctx, { is_active: false });
  const old = await createStudent(ctx);

  const anaEnrolment = await enrol(ctx, ana.id, course.id);
  await enrol(ctx, luis.id, course.id);
  await enrol(ctx, pending.id, course.id, { estado: 'pendiente' });
  await enrol(ctx, rejected.id, course.id, { estado: 'rechazada' });
  await enrol(ctx, trial.id, course.id, { prueba: true });
  // Last month: an account switched off since (not an active student).
  const offEnrolment = await enrol(ctx, inactiveAccount.id, course.id, {
    fecha: midMonthInstant(1),
  });
  // Thirteen months ago, and deactivated since: neither in the chart nor active.
  const oldEnrolment = await enrol(ctx, old.id, other.id, {
    fecha: midMonthInstant(13),
    activo: 0,
  });

  for (const s of [ana, luis, old]) await addMember(ctx, group.id, s.id);
  await createPayment(ctx, {
    grupo: group.id,
    alumno: ana.id,
    registrado_por: admin.id,
    monto: '100.50',
    fecha: today(),
  });
  await createPayment(ctx, {
    grupo: group.id,
    alumno: luis.id,
    registrado_por: admin.id,
    monto: '200.25',
    fecha: today(),
  });
  await createPayment(ctx, {
    grupo: group.id,
    alumno: luis.id,
    registrado_por: admin.id,
    monto: '999.00',
    fecha: today(),
    anulado_en: new Date(),
    anulado_por: admin.id,
    motivo_anulacion: 'Capturado dos veces',
  });
  await createPayment(ctx, {
    grupo: group.id,
    alumno: ana.id,
    registrado_por: admin.id,
    monto: '50.00',
    fecha: midMonth(1),
  });
  await createPayment(ctx, {
    grupo: group.id,
    alumno: old.id,
    registrado_por: admin.id,
    monto: '70.00',
    fecha: midMonth(14),
  });

  await ctx.db.insert(certificados).values([
    { alumno_curso: anaEnrolment.id, generado_por: admin.id, fecha_reconocimiento: today() },
    { alumno_curso: oldEnrolment.id, generado_por: admin.id, fecha_reconocimiento: midMonth(12) },
    {
      alumno_curso: offEnrolment.id,
      generado_por: admin.id,
      fecha_reconocimiento: today(),
      revocado_en: new Date(),
      revocado_por: admin.id,
    },
  ]);

  await createJob(ctx);
  await createJob(ctx);
  await createJob(ctx, { activo: 0 });
  return { admin };
}

describe('getResumenAdmin', () => {
  it('answers the figures counted by hand, with 12 months of enrolments and revenue', async () => {
    const { admin } = await buildAcademy();
    const res = await get(await loginAs(t.app, admin.email));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      mes: monthOf(0).key,
      inscripciones_mes: 3,
      ingresos_mes: '300.75',
      alumnos_activos: 2,
      inscripciones_pendientes: 1,
      certificados_emitidos: 2,
      certificados_mes: 1,
      vacantes_abiertas: 2,
    });
    const expected = Array.from({ length: 12 }, (_, i) => ({
      mes: monthOf(11 - i).key,
      inscripciones: i === 11 ? 3 : i === 10 ? 1 : 0,
      ingresos: i === 11 ? '300.75' : i === 10 ? '50.00' : '0.00',
    }));
    expect(body.meses).toEqual(expected);
  });

  it('answers zeros for an empty academy', async () => {
    const admin = await createAdmin(t.app.ctx);
    const res = await get(await loginAs(t.app, admin.email));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.inscripciones_mes).toBe(0);
    expect(body.ingresos_mes).toBe('0.00');
    expect(body.meses).toHaveLength(12);
    expect(body.alumnos_activos).toBe(0);
  });

  it('leaves a payment out once it is voided', async () => {
    const { admin } = await buildAcademy();
    await t.app.ctx.db
      .update(pagos)
      .set({ anulado_en: new Date(), anulado_por: admin.id, motivo_anulacion: 'Error' })
      .where(eq(pagos.monto, '200.25'));
    const res = await get(await loginAs(t.app, admin.email));
    expect(res.json().ingresos_mes).toBe('100.50');
  });

  it('runs the same number of statements for a small and a larger academy', async () => {
    const admin = await createAdmin(t.app.ctx);
    const auth = await loginAs(t.app, admin.email);
    const before = Number((await get(auth)).headers['x-sql-statements']);
    await buildAcademy();
    const after = Number((await get(auth)).headers['x-sql-statements']);
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(before);
  });

  it('is for administrators only', async () => {
    expect((await get()).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    expect((await get(await loginAs(t.app, student.email))).statusCode).toBe(403);
    const teacher = await createTeacher(t.app.ctx);
    expect((await get(await loginAs(t.app, teacher.email))).statusCode).toBe(403);
  });
});
