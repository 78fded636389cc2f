import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config';
import { createMailTransport } from '../mail/mail-transport';
import { REDACTED, redactSecrets, requestForLog } from './redact-secrets';

const TOKEN = 'Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbi0xMjM0NTY3OA';

describe('secrets in logs', () => {
  it('hides the token of a password link in a request log line', () => {
    const logged = requestForLog({
      method: 'GET',
      url: `/restablecer-contrasena/${TOKEN}?x=1`,
      host: 'academia.test',
      ip: '10.0.0.1',
    });
    expect(logged.url).toBe(`/restablecer-contrasena/${REDACTED}?x=1`);
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
    expect(redactSecrets(`/api/validarTokenPassword/?token=${TOKEN}&a=b`)).toBe(
      `/api/validarTokenPassword/?token=${REDACTED}&a=b`,
    );
  });

  it('hides the link in the text of a mail logged without SMTP', async () => {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
    const config = { ...testConfig(), smtpUrl: undefined };
    const transport = createMailTransport(config, log);
    await transport.deliver({
      id: 1,
      destinatario: 'ana@prueba.test',
      asunto: 'Restablece tu contraseña',
      texto: `Entra en https://academia.test/restablecer-contrasena/${TOKEN} para elegirla.`,
      html: '',
      adjuntos: [],
    } as unknown as Parameters<typeof transport.deliver>[0]);
    expect(JSON.stringify(lines)).toContain(`/restablecer-contrasena/${REDACTED}`);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});
