import { describe, expect, it } from 'vitest';
import { blob } from '../../../test/content-factories';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { pdf } from '../../../test/sample-files';
import { recordAudit } from './record-audit';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function auditRows() {
  const { rows } = await t.database.executeSql(
    'select actor, actor_nombre, accion, entidad, entidad_id, detalles from auditoria order by id',
  );
  return rows;
}

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

describe('getRegistroAuditoria', () => {
  it('is for administrators only and validates its filters', async () => {
    const ctx = t.app.ctx;
    const student = await createStudent(ctx);
    const teacher = await createTeacher(ctx);
    const admin = await createAdmin(ctx);
    expect((await get('/api/getRegistroAuditoria/')).statusCode).toBe(401);
    for (const user of [student, teacher]) {
      const res = await get('/api/getRegistroAuditoria/', await loginAs(t.app, user.email));
      expect(res.statusCode).toBe(403);
    }
    const auth = await loginAs(t.app, admin.email);
    for (const query of ['entidad=contraseñas', 'accion=borrar', 'desde=ayer', 'page=0']) {
      const res = await get(`/api/getRegistroAuditoria/?${query}`, auth);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const backwards = await get(
      '/api/getRegistroAuditoria/?desde=2026-05-02&hasta=2026-05-01',
      auth,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('anterior a la inicial');
  });

  it('pages newest first, 25 a page, and filters by entity, action, actor and dates', async () => {
    const ctx = t.app.ctx;
    const admin = await createAdmin(ctx, { first_name: 'Ana', last_name: 'Núñez' });
    const other = await createAdmin(ctx, { first_name: 'José', last_name: 'Pérez' });
    const auth = await loginAs(t.app, admin.email);
    // Signing in is audited too; this test pages 30 known entries, so that one goes.
    await t.database.executeSql("delete from auditoria where accion = 'iniciar_sesion'");
    await t.app.ctx.db.transaction(async (tx) => {
      for (let i = 1; i <= 30; i++) {
        await recordAudit(tx, i % 3 === 0 ? other : admin, {
          accion: i % 2 === 0 ? 'crear' : 'actualizar',
          entidad: i % 5 === 0 ? 'pagos' : 'cursos',
          entidad_id: i,
          detalles: { n: i },
        });
      }
    });
    await t.database.executeSql(
      "update auditoria set fecha = timestamptz '2026-01-01 12:00:00+00' + (entidad_id::int * interval '1 day')",
    );
    const first = (await get('/api/getRegistroAuditoria/', auth)).json();
    expect(first.count).toBe(30);
    expect(first.results).toHaveLength(25);
    expect(first.results[0]).toMatchObject({
      entidad_id: '30',
      actor: other.id,
      actor_nombre: 'José Pérez',
      accion: 'crear',
      entidad: 'pagos',
      detalles: { n: 30 },
      fecha: '2026-01-31T12:00:00.000Z',
    });
    const second = (await get('/api/getRegistroAuditoria/?page=2', auth)).json();
    expect(second.results.map((r: { entidad_id: string }) => r.entidad_id)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);

    const ids = async (query: string) => {
      const res = await get(`/api/getRegistroAuditoria/?${query}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { results: { entidad_id: string }[]; count: number };
      return { ids: body.results.map((r) => Number(r.entidad_id)), count: body.count };
    };
    expect(await ids('entidad=pagos')).toEqual({ ids: [30, 25, 20, 15, 10, 5], count: 6 });
    expect((await ids('accion=crear&entidad=pagos')).ids).toEqual([30, 20, 10]);
    expect((await ids('actor=jose perez')).count).toBe(10);
    expect((await ids('actor=NUÑEZ')).count).toBe(20);
    expect((await ids('desde=2026-01-03&hasta=2026-01-05')).ids).toEqual([4, 3, 2]);
    expect((await ids('actor=nadie')).count).toBe(0);
  });
});

describe('audited changes', () => {
  it('writes exactly one entry for each change, with its actor, and none for a refused one', async () => {
    const { admin, alumno, grupo, auth } = await setup();
    const ids = { alumno: alumno.id, grupo: grupo.id };
    const steps: { call: string; payload: object; accion: string; entidad: string }[] = [
      {
        call: 'agregarPrecioVenta',
        payload: { ...ids, precio_venta: '1500.00' },
        accion: 'crear',
        entidad: 'grupo_alumnos',
      },
      {
        call: 'agregarPagoAlumnoCurso',
        payload: { ...ids, monto: '500.00', fecha: '2026-01-05', metodo_pago: 3 },
        accion: 'crear',
        entidad: 'pagos',
      },
      {
        call: 'desactivarAlumno',
        payload: { alumno: alumno.id },
        accion: 'desactivar',
        entidad: 'users',
      },
      {
        call: 'activarAlumno',
        payload: { alumno: alumno.id },
        accion: 'activar',
        entidad: 'users',
      },
      {
        call: 'agregarCategoriaCurso',
        payload: { nombre: 'Seguridad' },
        accion: 'crear',
        entidad: 'categorias_curso',
      },
      {
        call: 'agregarProfesor',
        payload: {
          first_name: 'Jorge',
          last_name: 'Hernández',
          celular: '5512345678',
          email: 'jorge@prueba.test',
          password: 'Clave-larga-1',
        },
        accion: 'crear',
        entidad: 'users',
      },
      {
        call: 'desactivarGrupoCurso',
        payload: { grupo: grupo.id },
        accion: 'desactivar',
        entidad: 'grupos',
      },
    ];
    for (const step of steps) {
      const before = (await auditRows()).length;
      const res = await post(`/api/${step.call}/`, step.payload, auth);
      expect(res.statusCode, `${step.call}: ${res.body}`).toBe(200);
      const rows = await auditRows();
      expect(rows.length, step.call).toBe(before + 1);
      expect(rows.at(-1), step.call).toMatchObject({
        actor: admin.id,
        actor_nombre: 'Mariana Robles',
        accion: step.accion,
        entidad: step.entidad,
      });
    }
    // The administrator's sign-in is an entry of its own, before the changes.
    const rows = (await auditRows()).filter((r) => r.accion !== 'iniciar_sesion');
    // In words: the student by name, not by id (issue 20).
    expect(rows[1]?.detalles).toMatchObject({
      monto: '500.00',
      alumno: `${alumno.first_name} ${alumno.last_name}`,
    });
    expect(JSON.stringify(rows)).not.toContain('Clave-larga-1');
    expect(JSON.stringify(rows)).not.toMatch(/password|argon/i);

    // Refused writes leave no entry: a second sale price, a payment for a non-member, a
    // category whose name is taken.
    const other = await createStudent(t.app.ctx);
    const refused = [
      post('/api/agregarPrecioVenta/', { ...ids, precio_venta: '9.00' }, auth),
      post(
        '/api/agregarPagoAlumnoCurso/',
        { alumno: other.id, grupo: grupo.id, monto: '1.00', fecha: '2026-01-05', metodo_pago: 3 },
        auth,
      ),
      post('/api/agregarCategoriaCurso/', { nombre: 'seguridad' }, auth),
    ];
    for (const res of await Promise.all(refused))
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await auditRows()).toHaveLength(rows.length + 1);
  });

  it('writes the entry in the change’s transaction: a failed entry undoes the change', async () => {
    const { alumno, grupo, auth } = await setup();
    await t.database.executeScript(`
      create function auditoria_falla() returns trigger language plpgsql as $$
      begin raise exception 'auditoria no disponible'; end $$;
      create trigger auditoria_falla before insert on auditoria
      for each row execute function auditoria_falla();
    `);
    try {
      const res = await post(
        '/api/agregarPagoAlumnoCurso/',
        {
          alumno: alumno.id,
          grupo: grupo.id,
          monto: '500.00',
          fecha: '2026-01-05',
          metodo_pago: 3,
        },
        auth,
      );
      expect(res.statusCode).toBe(500);
      const { rows } = await t.database.executeSql('select count(*)::int as n from pagos');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await t.database.executeScript(
        'drop trigger auditoria_falla on auditoria; drop function auditoria_falla();',
      );
    }
  });
});

describe('content and vacancies are audited in words (issue 23)', () => {
  it('topics, lessons, materials and vacancies: one entry per change, names rather than ids', async () => {
    const { auth } = await setup();
    const curso = await createCourse(t.app.ctx, { nombre: 'Ciberseguridad' });
    await t.database.executeSql('delete from auditoria');
    const ok = async (call: string, payload: object) => {
      const res = await post(`/api/${call}/`, payload, auth);
      expect(res.statusCode, `${call}: ${res.body}`).toBe(200);
      return res.json().content;
    };
    const tema = await ok('agregarTemaCurso', { curso: curso.id, tema: 'Amenazas' });
    await ok('actualizarTemaCurso', { id: tema.id, tema: 'Amenazas comunes' });
    const leccion = await ok('agregarSubtemaTema', { tema: tema.id, nombre: 'Phishing' });
    const form = new FormData();
    form.append('subtema', String(leccion.id));
    form.append('nombre', 'Guía');
    form.append('archivo', blob(pdf), 'guia.pdf');
    const material = await t.app.inject({
      method: 'POST',
      url: '/api/agregarMaterialSubtema/',
      payload: form,
      headers: { authorization: auth },
    });
    expect(material.statusCode, material.body).toBe(200);
    await ok('eliminarMaterialSubtema', { id: material.json().content.id });
    await ok('eliminarSubtema', { subtema: leccion.id });
    await ok('eliminarTema', { tema: tema.id });
    const job = await ok('agregarJob', {
      nombre: 'Analista SOC',
      descripcion: '<p>Turnos</p>',
      descripcion_corta: 'Monitoreo',
      sueldo: '30000',
      modalidad: 1,
    });
    await ok('actualizarJob', {
      job: job.unique_id,
      nombre: 'Analista SOC Sr.',
      descripcion: '<p>Turnos</p>',
      descripcion_corta: 'Monitoreo',
      sueldo: '30000',
      modalidad: 1,
      activo: 0,
    });
    // Refused: a topic of a course that does not exist leaves no entry.
    expect(
      (await post('/api/agregarTemaCurso/', { curso: 999_999, tema: 'X' }, auth)).statusCode,
    ).toBe(404);

    const rows = await auditRows();
    expect(rows.map((r) => `${r.accion} ${r.entidad}`)).toEqual([
      'crear temas',
      'actualizar temas',
      'crear subtemas',
      'crear materiales',
      'eliminar materiales',
      'eliminar subtemas',
      'eliminar temas',
      'crear jobs',
      'actualizar jobs',
    ]);
    expect(rows.map((r) => r.detalles)).toEqual([
      { tema: 'Amenazas', curso: 'Ciberseguridad' },
      { tema: { antes: 'Amenazas', despues: 'Amenazas comunes' }, curso: 'Ciberseguridad' },
      { leccion: 'Phishing', tema: 'Amenazas comunes', curso: 'Ciberseguridad' },
      { material: 'Guía', leccion: 'Phishing' },
      { material: 'Guía', leccion: 'Phishing' },
      { leccion: 'Phishing', tema: 'Amenazas comunes', curso: 'Ciberseguridad' },
      { tema: 'Amenazas comunes', curso: 'Ciberseguridad' },
      { vacante: 'Analista SOC', sueldo: '30000.00' },
      {
        vacante: { antes: 'Analista SOC', despues: 'Analista SOC Sr.' },
        activo: { antes: true, despues: false },
      },
    ]);
  });
});
