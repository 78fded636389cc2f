import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApplicant, createJob, fileOf, postForm } from '../../../test/blog-factories';
import { createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { html, pdf, png } from '../../../test/sample-files';
import { aplicantes } from '../../db/schema/index';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function staffToken() {
  const teacher = await createTeacher(t.app.ctx);
  return loginAs(t.app, teacher.email);
}

const application = (job: string, extra: Record<string, string | Blob> = {}) => ({
  nombre: 'Daniela Torres',
  email: 'Daniela@Correo.test',
  telefono: '',
  celular: '5512345678',
  mensaje: 'Me interesa.',
  job,
  ...extra,
});

describe('public jobs', () => {
  it('lists open vacancies only and shows one by unique_id', async () => {
    const open = await createJob(t.app.ctx, { nombre: 'Abierta' });
    const closed = await createJob(t.app.ctx, { nombre: 'Cerrada', activo: 0 });
    const list = (await get('/api/getJobs/')).json().content;
    expect(list.map((j: { nombre: string }) => j.nombre)).toEqual(['Abierta']);
    expect(list[0]).toMatchObject({ sueldo: '30000.00', modalidad: 2 });
    const one = await post('/api/getJob/', { unique_id: open.unique_id });
    expect(one.json().content).toMatchObject({
      nombre: 'Abierta',
      descripcion: '<p>Descripción.</p>',
    });
    expect((await post('/api/getJob/', { unique_id: closed.unique_id })).statusCode).toBe(404);
    expect((await post('/api/getJob/', { unique_id: 'no-es-uuid' })).statusCode).toBe(400);
  });
});

describe('postularVacante', () => {
  it('stores the application with its PDF in the private area', async () => {
    const job = await createJob(t.app.ctx);
    const res = await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { cv: fileOf(pdf, 'mi-cv.pdf') }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db.select().from(aplicantes).where(eq(aplicantes.job, job.id));
    expect(row).toMatchObject({ email: 'daniela@correo.test', celular: '5512345678' });
    expect(row?.cv).toMatch(/^cv\/[0-9a-f]+\.pdf$/);
    expect(await t.app.ctx.storage.exists(String(row?.cv), 'private')).toBe(true);
    expect(await t.app.ctx.storage.exists(String(row?.cv), 'public')).toBe(false);
  });

  it('accepts an empty cv field as no CV, as the spec client sends it', async () => {
    const job = await createJob(t.app.ctx);
    const res = await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { cv: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a CV that is not a real PDF, a closed vacancy and bad fields', async () => {
    const job = await createJob(t.app.ctx);
    const closed = await createJob(t.app.ctx, { activo: 0 });
    const disguised = await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { cv: fileOf(html, 'cv.pdf', 'application/pdf') }),
    );
    expect(disguised.statusCode).toBe(415);
    const image = await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { cv: fileOf(png, 'cv.png') }),
    );
    expect(image.statusCode).toBe(415);
    const toClosed = await postForm(t.app, '/api/postularVacante/', application(closed.unique_id));
    expect(toClosed.statusCode).toBe(404);
    const noName = await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { nombre: '', email: 'no-es-correo' }),
    );
    expect(noName.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(aplicantes)).toEqual([]);
  });

  it('is rate limited per address', async () => {
    const job = await createJob(t.app.ctx);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await postForm(t.app, '/api/postularVacante/', application(job.unique_id)))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('vacancies for staff', () => {
  it('adds a vacancy with sanitised description, lists it with applicants and updates it', async () => {
    const auth = await staffToken();
    const added = await post(
      '/api/agregarJob/',
      {
        nombre: 'DevOps',
        descripcion: '<p>Hola</p><script>alert(1)</script>',
        descripcion_corta: 'Nube',
        sueldo: '45000',
        modalidad: 3,
      },
      auth,
    );
    expect(added.statusCode, added.body).toBe(200);
    const job = added.json().content;
    expect(job).toMatchObject({ descripcion: '<p>Hola</p>', sueldo: '45000.00', activo: 1 });

    const row = await createJob(t.app.ctx, { nombre: 'Otra' });
    await createApplicant(t.app.ctx, row.id);
    await createApplicant(t.app.ctx, row.id);
    const list = (await get('/api/getJobsAdmin/?page=1', auth)).json();
    expect(list.count).toBe(2);
    expect(list.results.find((j: { nombre: string }) => j.nombre === 'Otra').aplicantes).toBe(2);

    const updated = await post(
      '/api/actualizarJob/',
      {
        job: job.unique_id,
        nombre: 'DevOps Sr.',
        descripcion: '',
        sueldo: '',
        modalidad: 2,
        activo: 0,
      },
      auth,
    );
    expect(updated.json().content).toMatchObject({ nombre: 'DevOps Sr.', sueldo: null, activo: 0 });
    const viewed = await post('/api/editarJob/', { unique_id: job.unique_id }, auth);
    expect(viewed.json().content.activo).toBe(0);

    expect((await post('/api/agregarJob/', { nombre: 'x', modalidad: 4 }, auth)).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/agregarJob/', { nombre: 'x', modalidad: 1, sueldo: '-5' }, auth))
        .statusCode,
    ).toBe(400);
  });

  it('shows applicants and their CV only to staff', async () => {
    const auth = await staffToken();
    const job = await createJob(t.app.ctx);
    await postForm(
      t.app,
      '/api/postularVacante/',
      application(job.unique_id, { cv: fileOf(pdf, 'cv.pdf') }),
    );
    const list = await post('/api/getAplicantes/', { unique_id: job.unique_id }, auth);
    expect(list.statusCode).toBe(200);
    const [applicant] = list.json().results;
    expect(applicant).toMatchObject({ nombre: 'Daniela Torres', cv: true });

    const cv = await get(`/api/descargarCvAplicante/${applicant.id}/`, auth);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment/);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const student = await createStudent(t.app.ctx);
    const studentAuth = await loginAs(t.app, student.email);
    expect((await get(`/api/descargarCvAplicante/${applicant.id}/`)).statusCode).toBe(401);
    expect((await get(`/api/descargarCvAplicante/${applicant.id}/`, studentAuth)).statusCode).toBe(
      403,
    );
    expect((await get('/api/descargarCvAplicante/abc/', auth)).statusCode).toBe(400);
    expect((await get('/api/descargarCvAplicante/999/', auth)).statusCode).toBe(404);
    expect((await post('/api/getAplicantes/', { unique_id: job.unique_id })).statusCode).toBe(401);
    const refused = await post('/api/getAplicantes/', { unique_id: job.unique_id }, studentAuth);
    expect(refused.statusCode).toBe(403);
    expect(
      (await post('/api/agregarJob/', { nombre: 'x', modalidad: 1 }, studentAuth)).statusCode,
    ).toBe(403);
  });
});
