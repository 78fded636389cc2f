import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { insertVacancies } from '../../../test/job-market-factories';
import { users, vacantes_analizadas } from '../../db/schema/index';
import { importVacanciesCsv } from './import-vacancies';

const t = useTestApp();

const HEADER =
  'puesto,empresa,sueldoMinimo,moneda,ciudadActual,modalidadActual,ultima_actualizacion';

async function adminAuth() {
  const admin = await createAdmin(t.app.ctx);
  return loginAs(t.app, admin.email);
}

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function upload(csv: string, authorization?: string, reemplazar?: '0' | '1') {
  const form = new FormData();
  form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'vacantes.csv');
  if (reemplazar) form.append('reemplazar', reemplazar);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/importarVacantes/',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(authorization ? { authorization } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const privateFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'private', 'importaciones'));
  } catch {
    return [];
  }
};

describe('getVacantes', () => {
  it('computes the figures in SQL and pages the table', async () => {
    await insertVacancies(t.app.ctx, [
      { puesto: 'Analista de datos', sueldoMinimo: '30000.00', ciudadActual: 'Monterrey' },
      { puesto: 'Arquitecto de nube', sueldoMinimo: '90000.00', ciudadActual: 'Guadalajara' },
      { puesto: 'Ingeniero DevOps', sueldoMinimo: '60000.00', ciudadActual: 'Guadalajara' },
      { puesto: 'Soporte técnico', sueldoMinimo: null, ciudadActual: 'Guadalajara' },
      { puesto: 'SRE', sueldoMinimo: '12000.00', moneda: 'USD', ciudadActual: 'Austin' },
      { puesto: 'Data Engineer', sueldoMinimo: '9000.00', moneda: 'USD', ciudadActual: 'Austin' },
    ]);
    const res = await get('/api/getVacantes/', await adminAuth());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      total_vacantes: 6,
      ciudad_con_mas_vacantes: 'Guadalajara',
      total_vacantes_ciudad_top: 3,
      sueldo_promedio_vacantes: '60000.00',
      sueldo_mas_alto: '90000.00',
      nombre_puesto_alto_mx: 'Arquitecto de nube',
      sueldo_puesto_alto_mx: '90000.00',
      nombre_puesto_alto_usd: 'SRE',
      sueldo_puesto_alto_usd: '12000.00',
    });
    expect(body.content.count).toBe(6);
    expect(body.content.results).toHaveLength(6);
  });

  it('sorts by any column either way, blanks last, and pages by 20', async () => {
    await insertVacancies(
      t.app.ctx,
      Array.from({ length: 25 }, (_, i) => ({
        puesto: `Puesto ${String(i).padStart(2, '0')}`,
        sueldoMinimo: i === 0 ? null : `${1000 * i}.00`,
      })),
    );
    const auth = await adminAuth();
    const asc = (await get('/api/getVacantes/?orden=sueldoMinimo&direccion=asc', auth)).json();
    expect(asc.content.results).toHaveLength(20);
    expect(asc.content.results[0].sueldoMinimo).toBe('1000.00');
    const desc = (await get('/api/getVacantes/?orden=sueldoMinimo&direccion=desc', auth)).json();
    expect(desc.content.results[0].sueldoMinimo).toBe('24000.00');
    const last = (
      await get('/api/getVacantes/?orden=sueldoMinimo&direccion=desc&page=2', auth)
    ).json();
    expect(last.content.results).toHaveLength(5);
    expect(last.content.results[4].sueldoMinimo).toBeNull();
    const byName = (await get('/api/getVacantes/?orden=puesto&direccion=asc', auth)).json();
    expect(byName.content.results[0].puesto).toBe('Puesto 00');
  });

  it('answers empty figures when there is nothing analysed', async () => {
    const body = (await get('/api/getVacantes/', await adminAuth())).json();
    expect(body).toMatchObject({
      total_vacantes: 0,
      ciudad_con_mas_vacantes: null,
      sueldo_promedio_vacantes: null,
      nombre_puesto_alto_usd: null,
      content: { results: [], count: 0 },
    });
  });

  it('is for administrators only and refuses a bad sort', async () => {
    expect((await get('/api/getVacantes/')).statusCode).toBe(401);
    for (const user of [await createStudent(t.app.ctx), await createTeacher(t.app.ctx)]) {
      const res = await get('/api/getVacantes/', await loginAs(t.app, user.email));
      expect(res.statusCode).toBe(403);
    }
    const auth = await adminAuth();
    expect((await get('/api/getVacantes/?orden=id;drop', auth)).statusCode).toBe(400);
    expect((await get('/api/getVacantes/?page=0', auth)).statusCode).toBe(400);
  });
});

describe('cached getVacantes', () => {
  const statements = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['x-sql-statements']);
  /**
   * Repeats a read until it is served from the cache: the session and the answer both come
   * from memory (decision 015), no statement at all. On PostgreSQL the NOTIFY of the setup's
   * own writes may drop the first stored copies again.
   */
  const servedFromCache = (url: string, auth: string) =>
    expect.poll(async () => statements(await get(url, auth)), { timeout: 3000 }).toBe(0);

  it('keeps the figures until an import changes them, checking the caller on every request', async () => {
    t.app.ctx.config.exposeStatementCount = true;
    try {
      await insertVacancies(t.app.ctx, [{ puesto: 'Analista de datos', sueldoMinimo: '30000.00' }]);
      const auth = await adminAuth();
      const url = '/api/getVacantes/?orden=puesto';
      const miss = await get(url, auth);
      // The token once, then the dashboard's six statements.
      expect(statements(miss)).toBe(7);
      await servedFromCache(url, auth);
      expect((await get(url, auth)).body).toBe(miss.body);

      expect((await get(url)).statusCode).toBe(401);
      for (const user of [await createStudent(t.app.ctx), await createTeacher(t.app.ctx)]) {
        const refused = await get(url, await loginAs(t.app, user.email));
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('Analista');
      }
      const other = await createAdmin(t.app.ctx);
      const otherAuth = await loginAs(t.app, other.email);
      expect((await get(url, otherAuth)).statusCode).toBe(200);
      await t.app.ctx.db.update(users).set({ is_active: false }).where(eq(users.id, other.id));
      expect((await get(url, otherAuth)).statusCode).toBe(401);

      const csv = `${HEADER}\nDBA,Banco,50000,MXN,Toluca,Presencial,2026-01-10\n`;
      expect((await upload(csv, auth)).statusCode).toBe(200);
      const afterUpload = (await get(url, auth)).json();
      expect(afterUpload.total_vacantes).toBe(2);
      expect(afterUpload.content.count).toBe(2);
      await servedFromCache(url, auth);

      // The command-line import (npm run import-vacancies) writes outside any call.
      const file = path.join(t.config.dataDir, 'vacantes-cli.csv');
      writeFileSync(file, `${HEADER}\nQA,Banco,20000,MXN,Toluca,Remoto,2026-01-11\n`);
      expect(await importVacanciesCsv(t.app.ctx.db, file, { reemplazar: true })).toBe(1);
      const afterCli = (await get(url, auth)).json();
      expect(afterCli.total_vacantes).toBe(1);
      expect(afterCli.content.results).toMatchObject([{ puesto: 'QA' }]);
    } finally {
      t.app.ctx.config.exposeStatementCount = false;
    }
  });
});

describe('importarVacantes', () => {
  it('imports a CSV (comma or semicolon, with a BOM) and removes the uploaded file', async () => {
    const auth = await adminAuth();
    const csv = `\uFEFF${HEADER}\n"Analista de datos, Sr.",Datalógica,"45,000.50",mxn,Ciudad de México,Híbrido,2026-03-01\nSRE,Lone Star,12000,USD,Austin,Remoto,15/02/2026\nSoporte,,,,Puebla,Presencial,\n`;
    const res = await upload(csv, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({
      importadas: 3,
      mensaje: 'Se importaron 3 vacantes con éxito.',
    });
    const rows = await t.app.ctx.db
      .select()
      .from(vacantes_analizadas)
      .orderBy(vacantes_analizadas.id);
    expect(rows.map((r) => [r.puesto, r.sueldoMinimo, r.moneda, r.ultima_actualizacion])).toEqual([
      ['Analista de datos, Sr.', '45000.50', 'MXN', '2026-03-01'],
      ['SRE', '12000.00', 'USD', '2026-02-15'],
      ['Soporte', null, 'MXN', null],
    ]);
    expect(privateFiles()).toEqual([]);

    const semicolons = `${HEADER.replace(/,/g, ';')}\nDBA;Banco;50000;MXN;Toluca;Presencial;2026-01-10\n`;
    const replaced = await upload(semicolons, auth, '1');
    expect(replaced.json().content.importadas).toBe(1);
    expect(await t.app.ctx.db.select().from(vacantes_analizadas)).toHaveLength(1);
  });

  it('reports a bad row by its line number and imports nothing of that file', async () => {
    const auth = await adminAuth();
    await insertVacancies(t.app.ctx, [{ puesto: 'Ya estaba' }]);
    const csv = `${HEADER}\nBueno,A,1000,MXN,León,Remoto,2026-01-01\n\nMalo,B,mucho,MXN,León,Remoto,2026-01-01\nOtro,C,2000,EUR,León,Remoto,2026-02-30\n`;
    const res = await upload(csv, auth, '1');
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toMatch(/^No se importó ninguna vacante: la línea 4 no es válida/);
    expect(error.fields.map((f: { path: string }) => f.path)).toEqual([
      'la línea 4',
      'la línea 5',
      'la línea 5',
    ]);
    const rows = await t.app.ctx.db
      .select()
      .from(vacantes_analizadas)
      .orderBy(vacantes_analizadas.id);
    expect(rows.map((r) => r.puesto)).toEqual(['Ya estaba']);
    expect(privateFiles()).toEqual([]);
  });

  it('refuses missing columns, broken CSV and an empty file', async () => {
    const auth = await adminAuth();
    const missing = await upload('puesto,empresa\nA,B\n', auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0].message).toMatch(/^Faltan las columnas: sueldoMinimo/);
    const broken = await upload(`${HEADER}\nA,B,1,MXN,C,D\n`, auth);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toContain('la línea 2');
    const empty = await upload(`${HEADER}\n`, auth);
    expect(empty.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(vacantes_analizadas)).toHaveLength(0);
  });

  it('is for administrators only', async () => {
    expect((await upload(`${HEADER}\n`)).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    expect((await upload(`${HEADER}\n`, await loginAs(t.app, student.email))).statusCode).toBe(403);
  });
});
