import { describe, expect, it } from 'vitest';
import {
  createArticle,
  createBlogCategory,
  createJob,
  postForm,
} from '../../../test/blog-factories';
import { createEnrolledStudent } from '../../../test/certificates-factories';
import { createAdmin, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';

const t = useTestApp({ config: { exposeStatementCount: true } });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);
/**
 * Repeats a read until it is served from the cache. On PostgreSQL the NOTIFY of the setup's
 * own writes may arrive after the first read was stored, and rightly drops it once more.
 */
const servedFromCache = (read: () => ReturnType<typeof get>) =>
  expect.poll(async () => statements(await read()), { timeout: 3000 }).toBe(0);

async function adminToken() {
  const admin = await createAdmin(t.app.ctx);
  return loginAs(t.app, admin.email);
}

const jobFields = (job: string, extra: object = {}) => ({
  job,
  nombre: 'Vacante editada',
  descripcion: '<p>Nueva.</p>',
  descripcion_corta: 'Nueva.',
  sueldo: '45000.00',
  modalidad: 1,
  ...extra,
});

describe('public read cache', () => {
  it('answers a repeated public read from memory, byte for byte, as JSON', async () => {
    await createJob(t.app.ctx, { nombre: 'Soporte técnico' });
    const first = await get('/api/getJobs/');
    expect(statements(first)).toBeGreaterThan(0);
    await servedFromCache(() => get('/api/getJobs/'));
    const second = await get('/api/getJobs/');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-security-policy']).toContain("default-src 'none'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keys answers by the parsed input, and never caches a refusal', async () => {
    const job = await createJob(t.app.ctx);
    const bad = await post('/api/getJob/', { unique_id: 'no-es-uuid' });
    expect(bad.statusCode).toBe(400);
    const one = await post('/api/getJob/', { unique_id: job.unique_id });
    expect(one.json().content.unique_id).toBe(job.unique_id);
    const missing = await post('/api/getJob/', { unique_id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect((await post('/api/getJob/', { unique_id: 'no-es-uuid' })).statusCode).toBe(400);
    await servedFromCache(() => post('/api/getJob/', { unique_id: job.unique_id }));
  });

  it('shows a job created, changed or closed on the very next read', async () => {
    const auth = await adminToken();
    await get('/api/getJobs/');
    const created = await post(
      '/api/agregarJob/',
      {
        nombre: 'Analista de datos',
        descripcion: '<p>Datos.</p>',
        descripcion_corta: 'Datos.',
        sueldo: '40000.00',
        modalidad: 2,
      },
      auth,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().content.unique_id as string;
    expect(
      (await get('/api/getJobs/')).json().content.map((j: { nombre: string }) => j.nombre),
    ).toEqual(['Analista de datos']);
    expect((await post('/api/getJob/', { unique_id: id })).json().content.nombre).toBe(
      'Analista de datos',
    );

    const edited = await post('/api/actualizarJob/', jobFields(id), auth);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await post('/api/getJob/', { unique_id: id })).json().content).toMatchObject({
      nombre: 'Vacante editada',
      sueldo: '45000.00',
    });

    const closed = await post('/api/actualizarJob/', jobFields(id, { activo: 0 }), auth);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await post('/api/getJob/', { unique_id: id })).statusCode).toBe(404);
    expect((await get('/api/getJobs/')).json().content).toEqual([]);
  });

  it('shows an article edited, deactivated or recategorised on the very next read', async () => {
    const auth = await adminToken();
    const categoria = await createBlogCategory(t.app.ctx, 'Redes');
    const art = await createArticle(t.app.ctx, { categoria: categoria.id, nombre: 'Subredes' });
    const page = () => post('/api/getArticulos/', { page: 1, categoria: categoria.id });
    const detail = () => post('/api/getDetalleArticulo/', { slug: art.slug });
    expect((await page()).json().results[0].categoria_nombre).toBe('Redes');
    expect((await detail()).json().content.nombre).toBe('Subredes');
    await servedFromCache(detail);

    const renamed = await post(
      '/api/actualizarCategoriaBlog/',
      { categoria: categoria.id, nombre: 'Redes y Cisco' },
      auth,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page()).json().results[0].categoria_nombre).toBe('Redes y Cisco');
    expect((await detail()).json().content.categoria_nombre).toBe('Redes y Cisco');

    const update = (activo: string) =>
      postForm(
        t.app,
        '/api/actualizarArticulo/',
        {
          articulo: String(art.id),
          categoria: String(categoria.id),
          activo,
          nombre: 'Subredes',
          descripcion: 'Otra descripción.',
          contenido: '<p>Contenido nuevo.</p>',
        },
        auth,
      );
    expect((await update('1')).statusCode).toBe(200);
    expect((await detail()).json().content.contenido).toBe('<p>Contenido nuevo.</p>');
    expect((await update('0')).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(404);
    expect((await page()).json()).toMatchObject({ results: [], count: 0 });
    const categorias = await get('/api/getCategorias/');
    expect(categorias.json().content).toContainEqual({
      id: categoria.id,
      nombre: 'Redes y Cisco',
      articulos: 0,
    });
  });

  it('shows a certificate revoked, and a student renamed, on the very next read', async () => {
    const auth = await adminToken();
    const { student, enrolment } = await createEnrolledStudent(t.app.ctx, { first_name: 'Ana' });
    const issued = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(issued.statusCode, issued.body).toBe(200);
    const code = issued.json().content.unique_id as string;
    const data = () => post('/api/getDatosCertificadoAlumno/', { unique_id: code });
    expect((await data()).json().content).toMatchObject({
      alumno: 'Ana García',
      estado: 'vigente',
    });
    await servedFromCache(data);

    const form = {
      alumno: String(student.id),
      first_name: 'Ana María',
      last_name: 'García',
      celular: '5512345678',
      email: student.email,
      password: '',
    };
    const renamed = await postForm(t.app, '/api/actualizarAlumno/', form, auth);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await data()).json().content.alumno).toBe('Ana María García');

    const credentialUrl = `/api/getCredencialCertificado/?unique_id=${code}`;
    const signed = await get(credentialUrl);
    expect(signed.statusCode, signed.body).toBe(200);
    const verify = () =>
      post('/api/verificarCredencialCertificado/', {
        credencial: signed.json().content.credencial,
      });
    expect((await verify()).json().content.estado).toBe('vigente');
    await servedFromCache(verify);

    const revoked = await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await data()).json().content).toMatchObject({ estado: 'revocado', archivo: null });
    expect((await verify()).json().content).toMatchObject({ estado: 'revocado', valida: false });
    expect((await get(credentialUrl)).statusCode).toBe(404);
  });

  it('forgets everything when the tables are emptied outside any call', async () => {
    await createJob(t.app.ctx, { nombre: 'Antes' });
    expect((await get('/api/getJobs/')).json().content).toHaveLength(1);
    await t.database.executeSql('truncate "jobs" cascade');
    expect((await get('/api/getJobs/')).json().content).toEqual([]);
  });
});
