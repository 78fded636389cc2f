import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../../test/certificates-factories';
import { createAdmin, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import type { Config } from '../../config';

// The SMTP server starts before the app, whose config is read when the app is built.
let sink: SmtpSink;
const config: Partial<Config> = {};
beforeAll(async () => {
  sink = await startSmtpSink();
  config.smtpUrl = sink.url;
});
afterAll(async () => {
  await sink?.close();
});
const t = useTestApp({ runWorkers: true, config });

describe('a certificate sent by e-mail through a real SMTP server', () => {
  it('arrives with the recognition PDF attached and the public link', async () => {
    const admin = await createAdmin(t.app.ctx);
    const auth = await loginAs(t.app, admin.email);
    const { enrolment, course } = await createEnrolledStudent(t.app.ctx);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generarCertificadoAlumno/',
      payload: { alumno: enrolment.id },
      headers: { authorization: auth },
    });
    const cert = generated.json().content as { unique_id: string };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enviarCertificadoEmail/',
      payload: { email: 'reclutadora@empresa.test', alumno: enrolment.id, curso: course.id },
      headers: { authorization: auth },
    });
    expect(sent.statusCode).toBe(200);

    const deadline = Date.now() + 15_000;
    // The student's own notification of the new certificate travels too: wait for the one sent.
    const toRecruiter = () => sink.received.find((m) => m.to.includes('reclutadora@empresa.test'));
    while (!toRecruiter() && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mail = toRecruiter();
    expect(mail?.to).toEqual(['reclutadora@empresa.test']);
    expect(mail?.parsed.text).toContain(
      `${t.config.publicUrl}/public/certificado-digital/${cert.unique_id}/${course.slug}`,
    );
    const [attachment] = mail?.parsed.attachments ?? [];
    expect(attachment?.mimeType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`reconocimiento-${course.slug}.pdf`);
    const bytes = Buffer.from(attachment?.content as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
