import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApplicant, createJob } from '../../../test/blog-factories';
import { createCertificate } from '../../../test/cv-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { pdf } from '../../../test/sample-files';
import { aplicantes, auditoria } from '../../db/schema/index';
import { APLICANTE_NO_ENCONTRADO } from './messages';

const t = useTestApp({ config: { exposeStatementCount: true } });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);

async function adminToken() {
  const admin = await createAdmin(t.app.ctx);
  return loginAs(t.app, admin.email);
}

/** A student who applied with the platform CV: the row postularVacanteAlumno writes. */
async function studentApplication(job: number, first_name: string, cursos: string[]) {
  const student = await createStudent(t.app.ctx, { first_name });
  const certs = [];
  for (const curso of cursos)
    certs.push((await createCertificate(t.app.ctx, student.id, { curso })).cert);
  const cv = `cv/plataforma-${student.id}.pdf`;
  await t.app.ctx.storage.writeFile(cv, pdf, 'private');
  const row = await createApplicant(t.app.ctx, job, {
    nombre: first_name,
    email: student.email,
    alumno: student.id,
    cv,
  });
  return { student, certs, row };
}

describe('getAplicantes for staff', () => {
  it("marks a student's application and lists their valid certificates, in constant statements", async () => {
    const auth = await adminToken();
    const job = await createJob(t.app.ctx);
    await createApplicant(t.app.ctx, job.id, {
      nombre: 'Público',
      fecha: new Date(Date.now() - 60_000),
    });
    const ana = await studentApplication(job.id, 'Ana', ['Redes I', 'Python']);
    await createCertificate(t.app.ctx, ana.student.id, { curso: 'Revocado', revoked: true });

    const res = await post('/api/getAplicantes/', { unique_id: job.unique_id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().results;
    expect(first).toMatchObject({
      nombre: 'Ana',
      alumno: ana.student.id,
      estado: 'recibida',
      cv: true,
    });
    expect(first.certificados.map((c: { curso: string }) => c.curso).sort()).toEqual([
      'Python',
      'Redes I',
    ]);
    for (const cert of ana.certs) {
      expect(first.certificados).toContainEqual({
        curso: expect.any(String),
        fecha_reconocimiento: cert.fecha_reconocimiento,
        unique_id: cert.unique_id,
        url: expect.stringMatching(
          new RegExp(
            `^${t.app.ctx.config.publicUrl}/public/certificado-digital/${cert.unique_id}/[a-z0-9-]+$`,
          ),
        ),
      });
    }
    expect(second).toMatchObject({
      nombre: 'Público',
      alumno: null,
      estado: 'recibida',
      certificados: [],
    });
    const few = statements(res);

    for (let i = 0; i < 8; i++) await studentApplication(job.id, `Alumno ${i}`, ['Linux', 'SQL']);
    const many = await post('/api/getAplicantes/', { unique_id: job.unique_id }, auth);
    expect(many.json().results).toHaveLength(10);
    expect(statements(many)).toBe(few);
    expect(few).toBe(5);
  });

  it("keeps a student application's stored CV downloadable by staff", async () => {
    const auth = await adminToken();
    const job = await createJob(t.app.ctx);
    const { row } = await studentApplication(job.id, 'Ana', []);
    const cv = await t.app.inject({
      method: 'GET',
      url: `/api/descargarCvAplicante/${row.id}/`,
      headers: { authorization: auth },
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload).toEqual(pdf);
  });
});

describe('actualizarEstadoAplicante', () => {
  it('changes the state, audits it with the one it replaces, and records nothing for no change', async () => {
    const auth = await adminToken();
    const job = await createJob(t.app.ctx, { nombre: 'Analista' });
    const { row } = await studentApplication(job.id, 'Ana', []);
    const res = await post(
      '/api/actualizarEstadoAplicante/',
      { aplicante: row.id, estado: 'entrevista' },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ id: row.id, estado: 'entrevista' });
    const again = await post(
      '/api/actualizarEstadoAplicante/',
      { aplicante: row.id, estado: 'entrevista' },
      auth,
    );
    expect(again.statusCode).toBe(200);

    const [stored] = await t.app.ctx.db.select().from(aplicantes).where(eq(aplicantes.id, row.id));
    expect(stored?.estado).toBe('entrevista');
    const entries = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'aplicantes'), eq(auditoria.entidad_id, String(row.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      accion: 'actualizar',
      detalles: {
        postulante: 'Ana',
        vacante: 'Analista',
        estado: { antes: 'recibida', despues: 'entrevista' },
      },
    });
    const list = await post('/api/getAplicantes/', { unique_id: job.unique_id }, auth);
    expect(list.json().results[0].estado).toBe('entrevista');
  });

  it('refuses a state that does not exist, a bad id, a missing application and non-administrators', async () => {
    const auth = await adminToken();
    const job = await createJob(t.app.ctx);
    const row = await createApplicant(t.app.ctx, job.id);
    const bad = await post(
      '/api/actualizarEstadoAplicante/',
      { aplicante: row.id, estado: 'aceptada' },
      auth,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'estado', message: expect.any(String) }]);
    expect(bad.json().error.fields[0].message).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
    for (const aplicante of ['x', 0, -3]) {
      const res = await post(
        '/api/actualizarEstadoAplicante/',
        { aplicante, estado: 'entrevista' },
        auth,
      );
      expect(res.statusCode, String(aplicante)).toBe(400);
    }
    const missing = await post(
      '/api/actualizarEstadoAplicante/',
      { aplicante: 999_999, estado: 'entrevista' },
      auth,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(APLICANTE_NO_ENCONTRADO);

    const teacher = await createTeacher(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const payload = { aplicante: row.id, estado: 'contratada' };
    expect((await post('/api/actualizarEstadoAplicante/', payload)).statusCode).toBe(401);
    for (const who of [teacher, student]) {
      const res = await post(
        '/api/actualizarEstadoAplicante/',
        payload,
        await loginAs(t.app, who.email),
      );
      expect(res.statusCode).toBe(403);
    }
    const [stored] = await t.app.ctx.db.select().from(aplicantes).where(eq(aplicantes.id, row.id));
    expect(stored?.estado).toBe('recibida');
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.entidad, 'aplicantes')),
    ).toEqual([]);
  });

  it('records changes made at the same moment in the order they took effect', async () => {
    const auth = await adminToken();
    const job = await createJob(t.app.ctx);
    const row = await createApplicant(t.app.ctx, job.id);
    const estados = [
      'en_revision',
      'entrevista',
      'descartada',
      'contratada',
      'en_revision',
      'entrevista',
    ];
    const answers = await Promise.all(
      estados.map((estado) =>
        post('/api/actualizarEstadoAplicante/', { aplicante: row.id, estado }, auth),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const entries = await t.app.ctx.db
      .select({ detalles: auditoria.detalles })
      .from(auditoria)
      .where(eq(auditoria.entidad, 'aplicantes'))
      .orderBy(asc(auditoria.id));
    // Each entry starts where the one before ended, and the last ends at the stored state.
    let estado = 'recibida';
    for (const { detalles } of entries) {
      const cambio = detalles.estado as { antes: string; despues: string };
      expect(cambio.antes).toBe(estado);
      estado = cambio.despues;
    }
    const [stored] = await t.app.ctx.db.select().from(aplicantes).where(eq(aplicantes.id, row.id));
    expect(stored?.estado).toBe(estado);
  });
});
