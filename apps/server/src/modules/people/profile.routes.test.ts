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
