import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { calls } from '@academia/contract/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';

/**
 * The hostile-input sweep's slow clients: for a call of each kind of body, a client that sends
 * its request a byte every 100 ms. Resolves with what the server wrote before it hung up.
 */
function trickle(port: number, head: string, drip: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length) socket.write(drip.charAt(sent++));
    }, 100);
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(head);
  });
}

const kinds = ['json', 'multipart', 'query'] as const;

describe('hostile input sweep: slow clients', () => {
  const t = useTestApp({ config: { timeouts: { requestMs: 700, headersMs: 350, bodyMs: 700 } } });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each(kinds)('cuts off a %s call sent a byte at a time', async (kind) => {
    const call = calls.find((c) => c.body === kind && c.access === 'anyone');
    if (!call) throw new Error(`no public ${kind} call`);
    const boundary = 'limite';
    const [contentType, body] =
      kind === 'multipart'
        ? [
            `multipart/form-data; boundary=${boundary}`,
            `--${boundary}\r\nContent-Disposition: form-data; name="nombre"\r\n\r\n${'x'.repeat(40)}\r\n--${boundary}--\r\n`,
          ]
        : ['application/json', JSON.stringify({ relleno: 'x'.repeat(60) })];
    const started = performance.now();
    const answer =
      kind === 'query'
        ? await trickle(port, `GET ${call.path}?`, `pagina=1${'&x=1'.repeat(20)} HTTP/1.1\r\n`)
        : await trickle(
            port,
            `${call.method} ${call.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
            body,
          );
    // 408 when Node can still answer, or simply closed: never the call's own answer.
    expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
