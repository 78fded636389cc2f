import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { insertVacancies } from '../../../test/job-market-factories';

const t = useTestApp({ config: { exposeStatementCount: true, publicCacheBytes: 0 } });

const get = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/getGraficasVacantes/',
    headers: authorization ? { authorization } : {},
  });

async function adminAuth() {
  const admin = await createAdmin(t.app.ctx);
  return loginAs(t.app, admin.email);
}

describe('getGraficasVacantes', () => {
  it('counts by city and modality and averages salaries per position within each currency', async () => {
    await insertVacancies(t.app.ctx, [
      {
        puesto: 'SRE',
        sueldoMinimo: '40000.00',
        ciudadActual: 'Guadalajara',
        modalidadActual: 'Remoto',
      },
      {
        puesto: 'SRE',
        sueldoMinimo: '60000.00',
        ciudadActual: 'Guadalajara',
        modalidadActual: 'Remoto',
      },
      {
        puesto: 'Analista',
        sueldoMinimo: '20000.00',
        ciudadActual: 'Monterrey',
        modalidadActual: 'Presencial',
      },
      { puesto: 'Analista', sueldoMinimo: null, ciudadActual: '', modalidadActual: '' },
      {
        puesto: 'SRE',
        sueldoMinimo: '9000.00',
        moneda: 'USD',
        ciudadActual: 'Austin',
        modalidadActual: 'Remoto',
      },
      {
        puesto: 'SRE',
        sueldoMinimo: '7000.00',
        moneda: 'USD',
        ciudadActual: 'Austin',
        modalidadActual: 'Híbrido',
      },
    ]);
    const res = await get(await adminAuth());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.por_ciudad).toEqual([
      { nombre: 'Austin', vacantes: 2 },
      { nombre: 'Guadalajara', vacantes: 2 },
      { nombre: 'Monterrey', vacantes: 1 },
      { nombre: 'Sin ciudad', vacantes: 1 },
    ]);
    expect(body.por_modalidad).toEqual([
      { nombre: 'Remoto', vacantes: 3 },
      { nombre: 'Híbrido', vacantes: 1 },
      { nombre: 'Presencial', vacantes: 1 },
      { nombre: 'Sin dato', vacantes: 1 },
    ]);
    // The USD SRE salaries are never averaged with the MXN ones: (40000 + 60000) / 2 and
    // (9000 + 7000) / 2, each in its own series.
    expect(body.sueldo_por_puesto).toEqual([
      {
        moneda: 'MXN',
        puestos: [
          { puesto: 'SRE', promedio: '50000.00', maximo: '60000.00', vacantes: 2 },
          { puesto: 'Analista', promedio: '20000.00', maximo: '20000.00', vacantes: 1 },
        ],
      },
      {
        moneda: 'USD',
        puestos: [{ puesto: 'SRE', promedio: '8000.00', maximo: '9000.00', vacantes: 2 }],
      },
    ]);
  });

  it('sums the cities past the tenth into one bar, in a constant number of statements', async () => {
    const auth = await adminAuth();
    await insertVacancies(t.app.ctx, [{ puesto: 'Uno', ciudadActual: 'Ciudad 1' }]);
    const few = Number((await get(auth)).headers['x-sql-statements']);
    await insertVacancies(
      t.app.ctx,
      Array.from({ length: 14 }, (_, i) => ({
        puesto: `Puesto ${i}`,
        ciudadActual: `Ciudad ${String(i).padStart(2, '0')}`,
      })),
    );
    const res = await get(auth);
    const { por_ciudad } = res.json();
    expect(por_ciudad).toHaveLength(11);
    expect(por_ciudad[10]).toEqual({ nombre: 'Otras ciudades', vacantes: 5 });
    expect(por_ciudad.reduce((n: number, c: { vacantes: number }) => n + c.vacantes, 0)).toBe(15);
    expect(Number(res.headers['x-sql-statements'])).toBe(few);
  });

  it('answers empty charts when nothing was imported', async () => {
    const res = await get(await adminAuth());
    expect(res.json()).toMatchObject({ por_ciudad: [], por_modalidad: [], sueldo_por_puesto: [] });
  });

  it('is for administrators only', async () => {
    expect((await get()).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    expect((await get(await loginAs(t.app, student.email))).statusCode).toBe(403);
  });
});
