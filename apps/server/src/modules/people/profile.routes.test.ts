import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  createEvaluation,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import { ELEMENTO_NO_ENCONTRADO, PASSWORD_INCORRECTA } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function student() {
  const s = await createStudent(t.app.ctx, {
    first_name: 'Eva',
    last_name: 'Luna',
    apellido_materno: 'Sol',
  });
  return { ...s, auth: await loginAs(t.app, s.email) };
}

const additions = [
  [
    'agregarCargo',
    'puestos',
    { puesto: 'Analista', empresa: 'ACME', fecha_inicio: '2024-01-01', fecha_fin: '' },
    'deletePuesto',
  ],
  [
    'agregarEducacion',
    'programas',
    { programa: 'Ingeniería', institucion: 'UNAM' },
    'deleteEducacion',
  ],
  [
    'agregarCertificacion',
    'certificaciones',
    { nombre: 'CCNA', url: 'https://cisco.com/x' },
    'deleteCertificacion',
  ],
  ['agregarIdioma', 'idiomas', { idioma: 'Inglés', nivel: 'B2' }, 'deleteIdioma'],
  ['agregarHabilidad', 'habilidades', { habilidad: 'SQL', nivel: 4 }, 'deleteHabilidad'],
] as const;

describe('profile sections', () => {
  it('adds each kind of item, lists it in getUserData and deletes it', async () => {
    const me = await student();
    for (const [add, list, payload, del] of additions) {
      const res = await post(`/api/${add}/`, payload, me.auth);
      expect(res.statusCode, add).toBe(200);
      const item = res.json().content;
      const data = (await get('/api/getUserData/', me.auth)).json();
      expect(data[list], list).toEqual([item]);
      expect((await post(`/api/${del}/`, { id: item.id }, me.auth)).statusCode, del).toBe(200);
      expect((await get('/api/getUserData/', me.auth)).json()[list]).toEqual([]);
    }
  });

  it('answers the summary with the account', async () => {
    const me = await student();
    const data = (await get('/api/getUserData/', me.auth)).json();
    expect(data.datosUsuario.email).toBe(me.email);
    expect(data.content).toEqual({
      nombre_completo: 'Eva Luna Sol',
      miembro_desde: data.datosUsuario.fecha_inscripcion,
    });
  });

  it("refuses deleting another student's item as not found, and bad input", async () => {
    const me = await student();
    const other = await student();
    for (const [add, , payload, del] of additions) {
      const item = (await post(`/api/${add}/`, payload, other.auth)).json().content;
      const res = await post(`/api/${del}/`, { id: item.id }, me.auth);
      expect(res.statusCode, del).toBe(404);
      expect(res.json().error.message).toBe(ELEMENTO_NO_ENCONTRADO);
      expect((await post(`/api/${del}/`, { id: 'x' }, me.auth)).statusCode).toBe(400);
      expect((await post(`/api/${add}/`, {}, me.auth)).statusCode, add).toBe(400);
      expect((await post(`/api/${add}/`, payload)).statusCode, add).toBe(401);
    }
    expect(
      (
        await post(
          '/api/agregarCargo/',
          { puesto: 'X', fecha_inicio: '2024-05-01', fecha_fin: '2023-01-01' },
          me.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/agregarCertificacion/',
          { nombre: 'X', url: 'javascript:alert(1)' },
          me.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/agregarHabilidad/', { habilidad: 'X', nivel: 9 }, me.auth)).statusCode,
    ).toBe(400);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (await post('/api/agregarIdioma/', { idioma: 'Inglés' }, await loginAs(t.app, teacher.email)))
        .statusCode,
    ).toBe(403);
  });
});

const edits = [
  [
    'agregarCargo',
    { puesto: 'Analista', empresa: 'ACME', fecha_inicio: '2022-03-01', fecha_fin: '2023-01-31' },
    'actualizarPuesto',
    { puesto: 'Analista sénior', empresa: '', fecha_inicio: '2022-03-01', fecha_fin: '' },
    {
      puesto: 'Analista sénior',
      empresa: '',
      fecha_inicio: '2022-03-01',
      fecha_fin: null,
      descripcion: '',
    },
  ],
  [
    'agregarEducacion',
    { programa: 'Ingeniería', institucion: 'UNAM' },
    'actualizarEducacion',
    { programa: 'Maestría', institucion: 'IPN', fecha_inicio: '2020-08-01' },
    { programa: 'Maestría', institucion: 'IPN', fecha_inicio: '2020-08-01', fecha_fin: null },
  ],
  [
    'agregarCertificacion',
    { nombre: 'CCNA', url: 'https://cisco.com/x' },
    'actualizarCertificacion',
    { nombre: 'CCNP', institucion: 'Cisco', fecha: '2024-02-10', url: '' },
    { nombre: 'CCNP', institucion: 'Cisco', fecha: '2024-02-10', url: null },
  ],
  [
    'agregarIdioma',
    { idioma: 'Inglés', nivel: 'B2' },
    'actualizarIdioma',
    { idioma: 'Inglés', nivel: 'C1' },
    { idioma: 'Inglés', nivel: 'C1' },
  ],
  [
    'agregarHabilidad',
    { habilidad: 'SQL', nivel: 4 },
    'actualizarHabilidad',
    { habilidad: 'SQL', nivel: null },
    { habilidad: 'SQL', nivel: null },
  ],
] as const;

describe('editing profile items', () => {
  it('edits each kind of item, whole, and getUserData lists it edited', async () => {
    const me = await student();
    for (const [add, payload, update, changes, expected] of edits) {
      const item = (await post(`/api/${add}/`, payload, me.auth)).json().content;
      const res = await post(`/api/${update}/`, { id: item.id, ...changes }, me.auth);
      expect(res.statusCode, update).toBe(200);
      expect(res.json().content, update).toEqual({ id: item.id, ...expected });
    }
    const data = (await get('/api/getUserData/', me.auth)).json();
    expect(data.puestos[0].puesto).toBe('Analista sénior');
    expect(data.habilidades[0].nivel).toBeNull();
  });

  it("refuses another student's item as not found and leaves it as it was", async () => {
    const me = await student();
    const other = await student();
    for (const [add, payload, update, changes] of edits) {
      const item = (await post(`/api/${add}/`, payload, other.auth)).json().content;
      const res = await post(`/api/${update}/`, { id: item.id, ...changes }, me.auth);
      expect(res.statusCode, update).toBe(404);
      expect(res.json().error.message).toBe(ELEMENTO_NO_ENCONTRADO);
      expect((await post(`/api/${update}/`, { id: item.id, ...changes })).statusCode).toBe(401);
    }
    const theirs = (await get('/api/getUserData/', other.auth)).json();
    expect(theirs.puestos[0].puesto).toBe('Analista');
    expect(theirs.habilidades[0].nivel).toBe(4);
    const teacher = await createTeacher(t.app.ctx);
    const staff = await loginAs(t.app, teacher.email);
    expect((await post('/api/actualizarIdioma/', { id: 1, idioma: 'X' }, staff)).statusCode).toBe(
      403,
    );
  });

  it('refuses bad input in plain Spanish, next to the field, without field keys', async () => {
    const me = await student();
    const puesto = (await post('/api/agregarCargo/', { puesto: 'Analista' }, me.auth)).json()
      .content;
    const backwards = await post(
      '/api/actualizarPuesto/',
      { id: puesto.id, puesto: 'X', fecha_inicio: '2024-05-01', fecha_fin: '2023-01-01' },
      me.auth,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual([
      { path: 'fecha_fin', message: 'La fecha de fin no puede ser anterior a la de inicio.' },
    ]);
    const skill = (await post('/api/agregarHabilidad/', { habilidad: 'SQL' }, me.auth)).json()
      .content;
    const tooHigh = await post(
      '/api/actualizarHabilidad/',
      { id: skill.id, habilidad: 'SQL', nivel: 9 },
      me.auth,
    );
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields).toEqual([
      { path: 'nivel', message: 'Elige un nivel del 1 al 5.' },
    ]);
    const blank = await post('/api/actualizarIdioma/', { id: 1, idioma: ' ' }, me.auth);
    expect(blank.json().error.fields).toEqual([{ path: 'idioma', message: 'Escribe el idioma.' }]);
    expect(
      (await post('/api/actualizarIdioma/', { id: 'x', idioma: 'X' }, me.auth)).statusCode,
    ).toBe(400);
  });
});

describe('getFoto', () => {
  it("answers the signed-in user's photo", async () => {
    const s = await createStudent(t.app.ctx, { imagen: 'usuarios/foto.jpg' });
    const res = await get('/api/getFoto/', await loginAs(t.app, s.email));
    expect(res.json().content).toEqual({ imagen: 'usuarios/foto.jpg' });
    expect((await get('/api/getFoto/')).statusCode).toBe(401);
  });
});

describe('getDashboard', () => {
  it('shows each course with progress, the next lesson and pending evaluations', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const ev = await createEvaluation(t.app.ctx, course.id);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    await post(
      '/api/marcarComoCompletado/',
      { subtema: lessons[0]?.id, alumno_curso: enrolment.id },
      auth,
    );
    const res = await get('/api/getDashboard/', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([
      expect.objectContaining({
        id_curso: course.id,
        avance: 33,
        acceso_vigente: true,
        siguiente_subtema: { id: lessons[1]?.id, nombre: 'Lección dos' },
        evaluaciones_pendientes: [{ id: ev.evaluation.id, nombre: 'Examen' }],
      }),
    ]);
    const teacher = await createTeacher(t.app.ctx);
    expect((await get('/api/getDashboard/', await loginAs(t.app, teacher.email))).statusCode).toBe(
      403,
    );
    expect((await get('/api/getDashboard/')).statusCode).toBe(401);
  });
});

describe('cancelarSuscripcion', () => {
  it('deactivates the account after the password and ends every session', async () => {
    const me = await student();
    const second = await loginAs(t.app, me.email);
    const wrong = await post('/api/cancelarSuscripcion/', { password: 'otra-cosa' }, me.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(PASSWORD_INCORRECTA);
    expect((await post('/api/cancelarSuscripcion/', {}, me.auth)).statusCode).toBe(400);
    expect(
      (await post('/api/cancelarSuscripcion/', { password: 'Clave-de-prueba-1' }, me.auth))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/getTipo/', second)).statusCode).toBe(401);
    await expect(loginAs(t.app, me.email)).rejects.toThrow();
    expect((await post('/api/cancelarSuscripcion/', { password: 'x' })).statusCode).toBe(401);
  });
});
