import { CERTIFICADO_ENVIADO } from '@academia/contract/certificates/enviar-certificado-email';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../../test/certificates-factories';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { certificados, mail_outbox } from '../../db/schema/index';
import { COURSE_MISMATCH, NO_CURRENT_CERTIFICATE } from './messages';

const t = useTestApp({ config: { contactPhone: '+52 55 1234 5678' } });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function asAdmin() {
  const admin = await createAdmin(t.app.ctx);
  return { admin, auth: await loginAs(t.app, admin.email) };
}

async function generate(alumno: number, auth: string) {
  const res = await post('/api/generarCertificadoAlumno/', { alumno }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content as { id: number; unique_id: string; archivo: string };
}

describe('generarCertificadoAlumno', () => {
  it('issues a code and writes the recognition PDF under its code, with the spec file name', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(enrolment.id, auth);
    expect(cert.archivo).toBe(`reconocimiento/${cert.unique_id}/reconocimiento_${cert.id}.pdf`);
    expect(cert.unique_id).toMatch(/^[0-9a-f-]{36}$/);
    const pdf = await get(`/uploads/${cert.archivo}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const image = await get(
      `/uploads/reconocimiento/${cert.unique_id}/reconocimiento_${cert.id}.png`,
    );
    expect((await get(`/uploads/reconocimiento/reconocimiento_${cert.id}.pdf`)).statusCode).toBe(
      404,
    );
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
  });

  it('is idempotent: a second call returns the same certificate', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const [a, b] = await Promise.all([generate(enrolment.id, auth), generate(enrolment.id, auth)]);
    expect(b).toEqual(a);
    const rows = await t.app.ctx.db
      .select()
      .from(certificados)
      .where(eq(certificados.alumno_curso, enrolment.id));
    expect(rows).toHaveLength(1);
  });

  it('gives a new code after a revoke and keeps who revoked the old one and when', async () => {
    const { admin, auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const first = await generate(enrolment.id, auth);
    const revoked = await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().content).toMatchObject({
      unique_id: first.unique_id,
      estatus_certificado: '0',
    });
    const second = await generate(enrolment.id, auth);
    expect(second.unique_id).not.toBe(first.unique_id);
    expect(second.archivo).not.toBe(first.archivo);
    const [old] = await t.app.ctx.db
      .select()
      .from(certificados)
      .where(eq(certificados.id, first.id));
    expect(old?.revocado_por).toBe(admin.id);
    expect(old?.revocado_en).toBeInstanceOf(Date);
    expect(old?.archivo).toBeNull();
    expect((await get(`/uploads/${first.archivo}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${first.archivo.replace(/\.pdf$/, '.png')}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${second.archivo}`)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 to a student or a teacher', async () => {
    const { enrolment, student } = await createEnrolledStudent(t.app.ctx);
    expect(
      (await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id })).statusCode,
    ).toBe(401);
    const asStudent = await loginAs(t.app, student.email);
    const teacher = await createTeacher(t.app.ctx);
    const asTeacher = await loginAs(t.app, teacher.email);
    for (const auth of [asStudent, asTeacher]) {
      const res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
      expect(res.statusCode).toBe(403);
    }
    expect(await t.app.ctx.db.select().from(certificados)).toHaveLength(0);
  });

  it('answers 400 for bad input and 404 for an unknown enrolment', async () => {
    const { auth } = await asAdmin();
    for (const alumno of ['abc', -1, 0, null]) {
      const res = await post('/api/generarCertificadoAlumno/', { alumno }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Los datos enviados no son válidos/);
    }
    const res = await post('/api/generarCertificadoAlumno/', { alumno: 99999 }, auth);
    expect(res.statusCode).toBe(404);
  });
});

describe('revocarCertificadoAlumno', () => {
  it('answers 404 when the enrolment has no current certificate', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const res = await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(NO_CURRENT_CERTIFICATE);
  });

  it('is for administrators only', async () => {
    const { enrolment, student } = await createEnrolledStudent(t.app.ctx);
    expect(
      (await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id })).statusCode,
    ).toBe(401);
    const res = await post(
      '/api/revocarCertificadoAlumno/',
      { alumno: enrolment.id },
      await loginAs(t.app, student.email),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('getDatosCertificadoAlumno', () => {
  it('shows anyone a current certificate with the validation contact', async () => {
    const { auth } = await asAdmin();
    const { enrolment, course } = await createEnrolledStudent(t.app.ctx, {
      first_name: 'Lucía',
      last_name: 'Hernández',
      horas: 60,
    });
    const cert = await generate(enrolment.id, auth);
    const res = await post('/api/getDatosCertificadoAlumno/', { unique_id: cert.unique_id });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({
      unique_id: cert.unique_id,
      curso: course.nombre,
      curso_slug: course.slug,
      alumno: 'Lucía Hernández',
      horas_curso: 60,
      estado: 'vigente',
      revocado_en: null,
      archivo: cert.archivo,
      imagen_certificado: `reconocimiento/${cert.unique_id}/reconocimiento_${cert.id}.png`,
      contacto_telefono: '+52 55 1234 5678',
    });
  });

  it('says plainly that a revoked certificate is revoked', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(enrolment.id, auth);
    await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    const res = await post('/api/getDatosCertificadoAlumno/', { unique_id: cert.unique_id });
    expect(res.json().content).toMatchObject({
      estado: 'revocado',
      archivo: null,
      imagen_certificado: null,
    });
    expect(res.json().content.revocado_en).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await post('/api/getDatosCertificadoAlumno/', {
      unique_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/api/getDatosCertificadoAlumno/', { unique_id: "1' or 1=1" });
    expect(bad.statusCode).toBe(400);
  });
});

describe('getCertificadosAlumno', () => {
  it("lists only the student's own current certificates", async () => {
    const { auth } = await asAdmin();
    const mine = await createEnrolledStudent(t.app.ctx);
    const other = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(mine.enrolment.id, auth);
    await generate(other.enrolment.id, auth);
    // A second course of the same student, certified then revoked: not listed.
    const second = await enrol(t.app.ctx, mine.student.id, (await createCourse(t.app.ctx)).id);
    const reason = { alumno: second.id, motivo: 'Curso presencial' };
    expect((await post('/api/generarCertificadoAlumno/', reason, auth)).statusCode).toBe(200);
    await post('/api/revocarCertificadoAlumno/', { alumno: second.id }, auth);

    const res = await get('/api/getCertificadosAlumno/', await loginAs(t.app, mine.student.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([
      {
        id: cert.id,
        unique_id: cert.unique_id,
        curso_nombre: mine.course.nombre,
        curso_slug: mine.course.slug,
        imagen_curso: null,
        fecha_reconocimiento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        archivo: cert.archivo,
      },
    ]);
  });

  it('is for students only', async () => {
    expect((await get('/api/getCertificadosAlumno/')).statusCode).toBe(401);
    const { auth } = await asAdmin();
    expect((await get('/api/getCertificadosAlumno/', auth)).statusCode).toBe(403);
  });
});

describe('getCertificadosCurso', () => {
  it('pages the enrolled students with their certificate status', async () => {
    const { auth } = await asAdmin();
    const { course, enrolment } = await createEnrolledStudent(t.app.ctx, { last_name: 'Zapata' });
    const otro = await createStudent(t.app.ctx, { first_name: 'Bruno', last_name: 'Álvarez' });
    const otroEnrolment = await enrol(t.app.ctx, otro.id, course.id);
    const cert = await generate(enrolment.id, auth);
    const reason = { alumno: otroEnrolment.id, motivo: 'Curso presencial' };
    expect((await post('/api/generarCertificadoAlumno/', reason, auth)).statusCode).toBe(200);
    await post('/api/revocarCertificadoAlumno/', { alumno: otroEnrolment.id }, auth);

    const res = await get(`/api/getCertificadosCurso/?curso=${course.id}`, auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.curso).toEqual({ id: course.id, nombre: course.nombre, slug: course.slug });
    expect(body.results.map((r: { apellidos: string }) => r.apellidos)).toEqual([
      'Álvarez',
      'Zapata',
    ]);
    expect(body.results[0]).toMatchObject({
      id: otroEnrolment.id,
      estatus_certificado: '0',
      unique_id: null,
      revocado_en: expect.any(String),
      // The reason went with the revoked certificate.
      motivo: null,
      avance: { avance: 0, subtemas_total: 1, completo: false },
    });
    expect(body.results[1]).toMatchObject({
      id: enrolment.id,
      estatus_certificado: '1',
      unique_id: cert.unique_id,
      revocado_en: null,
      motivo: null,
      avance: { avance: 100, subtemas_total: 1, subtemas_terminados: 1, completo: true },
    });
    const page2 = await get(`/api/getCertificadosCurso/?curso=${course.id}&page=2`, auth);
    expect(page2.json()).toMatchObject({ count: 2, results: [] });
  });

  it('answers 404 for an unknown course, 400 for a bad one, 401 and 403', async () => {
    const { auth } = await asAdmin();
    expect((await get('/api/getCertificadosCurso/?curso=424242', auth)).statusCode).toBe(404);
    expect((await get('/api/getCertificadosCurso/?curso=x', auth)).statusCode).toBe(400);
    expect((await get('/api/getCertificadosCurso/?curso=1')).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    const asStudent = await loginAs(t.app, student.email);
    expect((await get('/api/getCertificadosCurso/?curso=1', asStudent)).statusCode).toBe(403);
  });
});

/**
 * Generating a certificate also mails the student its notification (issue 24): the tests of
 * enviarCertificadoEmail count only the mails that call writes.
 */
const forgetNotificationMails = () => t.app.ctx.db.delete(mail_outbox);

describe('enviarCertificadoEmail', () => {
  it('queues a mail with the PDF attached and the public link', async () => {
    const { auth } = await asAdmin();
    const { enrolment, course, student } = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(enrolment.id, auth);
    await forgetNotificationMails();
    const res = await post(
      '/api/enviarCertificadoEmail/',
      { email: student.email, alumno: enrolment.id, curso: course.id },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content.mensaje).toBe(
      'El correo electrónico se ha enviado satisfactoriamente',
    );
    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    expect(mail?.destinatario).toBe(student.email);
    expect(mail?.adjuntos).toEqual([
      expect.objectContaining({ storagePath: cert.archivo, contentType: 'application/pdf' }),
    ]);
    expect(mail?.texto).toContain(
      `${t.config.publicUrl}/public/certificado-digital/${cert.unique_id}/${course.slug}`,
    );
  });

  it('sends one mail for the same request repeated within a minute, racing or not', async () => {
    const { auth } = await asAdmin();
    const { enrolment, course, student } = await createEnrolledStudent(t.app.ctx);
    await generate(enrolment.id, auth);
    await forgetNotificationMails();
    const payload = { email: student.email, alumno: enrolment.id, curso: course.id };
    const twice = await Promise.all([
      post('/api/enviarCertificadoEmail/', payload, auth),
      post('/api/enviarCertificadoEmail/', payload, auth),
    ]);
    const again = await post('/api/enviarCertificadoEmail/', payload, auth);
    for (const res of [...twice, again]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content.mensaje).toBe(CERTIFICADO_ENVIADO);
    }
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(1);
    const { rows } = await t.database.executeSql(
      "select detalles from auditoria where accion = 'enviar' and entidad = 'certificados'",
    );
    expect(rows).toEqual([
      {
        detalles: expect.objectContaining({
          alumno: `${student.first_name} ${student.last_name}`,
          curso: course.nombre,
          email: student.email,
        }),
      },
    ]);

    // Another address is another request; so is the same one a minute later.
    const other = await post(
      '/api/enviarCertificadoEmail/',
      { ...payload, email: 'otra@prueba.test' },
      auth,
    );
    expect(other.statusCode).toBe(200);
    await t.database.executeSql("update auditoria set fecha = fecha - interval '61 seconds'");
    expect((await post('/api/enviarCertificadoEmail/', payload, auth)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(3);
  });

  it('refuses without a current certificate, for another course, bad input and non-admins', async () => {
    const { auth } = await asAdmin();
    const { enrolment, course, student } = await createEnrolledStudent(t.app.ctx);
    const payload = { email: student.email, alumno: enrolment.id, curso: course.id };
    const none = await post('/api/enviarCertificadoEmail/', payload, auth);
    expect(none.statusCode).toBe(404);
    await generate(enrolment.id, auth);
    await forgetNotificationMails();
    const mismatch = await post(
      '/api/enviarCertificadoEmail/',
      { ...payload, curso: course.id + 1000 },
      auth,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(COURSE_MISMATCH);
    const bad = await post('/api/enviarCertificadoEmail/', { ...payload, email: 'no-es' }, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].message).toBe('Escribe un correo electrónico válido.');
    expect((await post('/api/enviarCertificadoEmail/', payload)).statusCode).toBe(401);
    const asStudent = await loginAs(t.app, student.email);
    expect((await post('/api/enviarCertificadoEmail/', payload, asStudent)).statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(0);
  });
});

describe('the verifiable credential', () => {
  it('verifies with the published key, and reports a revoked one as not valid', async () => {
    const { auth } = await asAdmin();
    const { enrolment, course } = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(enrolment.id, auth);

    const download = await get(`/api/getCredencialCertificado/?unique_id=${cert.unique_id}`);
    expect(download.statusCode).toBe(200);
    const { credencial } = download.json().content as { credencial: string };

    const jwks = await get('/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    expect(JSON.stringify(jwks.json())).not.toContain('"d"');
    const { payload, protectedHeader } = await jwtVerify(
      credencial,
      createLocalJWKSet(jwks.json()),
      { issuer: t.config.publicUrl, algorithms: ['EdDSA'] },
    );
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload.jti).toBe(`urn:uuid:${cert.unique_id}`);
    const vc = payload.vc as {
      type: string[];
      credentialSubject: { achievement: { name: string } };
    };
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.credentialSubject.achievement.name).toBe(course.nombre);

    const ok = await post('/api/verificarCredencialCertificado/', { credencial });
    expect(ok.json().content).toMatchObject({
      valida: true,
      firma: true,
      emisor: true,
      estado: 'vigente',
      unique_id: cert.unique_id,
    });

    await post('/api/revocarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    const revoked = await post('/api/verificarCredencialCertificado/', { credencial });
    expect(revoked.json().content).toMatchObject({
      valida: false,
      firma: true,
      estado: 'revocado',
    });
    const gone = await get(`/api/getCredencialCertificado/?unique_id=${cert.unique_id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a tampered or foreign credential', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const cert = await generate(enrolment.id, auth);
    const { credencial } = (
      await get(`/api/getCredencialCertificado/?unique_id=${cert.unique_id}`)
    ).json().content as { credencial: string };
    const [h, p, s] = credencial.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    claims.vc.credentialSubject.name = 'Otra Persona';
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    const res = await post('/api/verificarCredencialCertificado/', { credencial: forged });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ valida: false, firma: false });
    const junk = await post('/api/verificarCredencialCertificado/', { credencial: 'no.es.jwt' });
    expect(junk.json().content).toMatchObject({ valida: false, estado: 'desconocido' });
    const empty = await post('/api/verificarCredencialCertificado/', { credencial: ' ' });
    expect(empty.statusCode).toBe(400);
  });
});
