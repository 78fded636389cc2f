import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../test/factories';
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

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });

async function waitForMail(count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (sink.received.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(sink.received).toHaveLength(count);
}

describe('password reset through a real SMTP server', () => {
  it('delivers the link by mail, and the link sets a password that logs in', async () => {
    await createStudent(t.app.ctx, { email: 'luisa@prueba.test', password: 'Clave-antigua-1' });

    const requested = await post('/api/solicitarRestablecerPassword/', {
      email: 'luisa@prueba.test',
    });
    expect(requested.statusCode).toBe(200);

    await waitForMail(1);
    const mail = sink.received[0];
    expect(mail?.to).toEqual(['luisa@prueba.test']);
    const text = mail?.parsed.text ?? '';
    const link = new RegExp(
      `${t.config.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/restablecer-contrasena/([A-Za-z0-9_-]+)`,
    ).exec(text);
    expect(link, text).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(mail?.parsed.html).toContain(`/restablecer-contrasena/${token}`);

    const valid = await post('/api/validarTokenPassword/', { token });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().content.email).toBe('luisa@prueba.test');

    const reset = await post('/api/restablecerPassword/', { token, password: 'Clave-nueva-2026' });
    expect(reset.statusCode).toBe(200);

    const good = await post('/api/auth/', {
      username: 'luisa@prueba.test',
      password: 'Clave-nueva-2026',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().token).toEqual(expect.any(String));
    const old = await post('/api/auth/', {
      username: 'luisa@prueba.test',
      password: 'Clave-antigua-1',
    });
    expect(old.statusCode).toBe(400);

    const { rows } = await t.database.executeSql(
      "select estado from mail_outbox where destinatario = 'luisa@prueba.test'",
    );
    expect(rows).toEqual([{ estado: 'enviado' }]);
  });
});
