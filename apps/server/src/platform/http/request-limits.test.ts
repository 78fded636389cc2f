import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { MAX_JSON_DEPTH } from './json-body';
import { pathOfNul } from './register-call';

function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('request bodies a stranger can send', () => {
  const t = useTestApp();

  it('refuses 8,000 nested arrays with a 400 before anything walks the body', async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nestedArrays(8_000)},"password":"x"}`,
    });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'bad_request' } });
    expect(res.json().error.message).toMatch(/anidad/);
    // Far below the 0.2–1.9 s the recursive walk took; generous for a loaded machine.
    expect(elapsed).toBeLessThan(500);
  });

  it('lets a body of the largest depth through to the schema, one level more is refused', async () => {
    // The outer object is one level: the field holds the rest.
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nestedArrays(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error.code).toBe('validation');
    const deeper = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nestedArrays(MAX_JSON_DEPTH)},"password":"x"}`,
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.code).toBe('bad_request');
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: `${'['.repeat(100)}\\"{{`, password: 'x' }),
    });
    expect(res.json().error.message).not.toMatch(/anidad/);
  });

  it('finds a NUL character at any depth without recursion', () => {
    let deep: unknown = 'ma\u0000l';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(pathOfNul({ a: deep })?.startsWith('a.0.0.0')).toBe(true);
    let clean: unknown = 'bien';
    for (let i = 0; i < 200_000; i++) clean = { k: clean };
    expect(pathOfNul(clean)).toBeUndefined();
  });
});

/**
 * Opens a connection, writes `head` at once, then one byte of `trickle` every 100 ms: the
 * client of a slow-body attack. Resolves with what the server wrote once it closes.
 */
function trickle(port: number, head: string, drip: string): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length) socket.write(drip[sent++] ?? '');
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

describe('clients that send slowly', () => {
  // An upload's deadline far away: the JSON body's own deadline is what must cut it off.
  const t = useTestApp({
    config: { timeouts: { requestMs: 60_000, headersMs: 400, bodyMs: 800 } },
  });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('cuts off a JSON body sent one byte at a time once the body deadline passes', async () => {
    const body = JSON.stringify({ username: 'ana@prueba.test', password: 'x'.repeat(200) });
    const head =
      'POST /api/auth/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const started = performance.now();
    const answer = await trickle(port, head, body);
    // Cut off without an answer, long before the request deadline (60 s here).
    expect(answer).toBe('');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('cuts off headers sent one byte at a time, and a connection that sends nothing', async () => {
    const slowHeaders = trickle(
      port,
      'GET /api/health/ HTTP/1.1\r\n',
      'Host: localhost\r\n'.repeat(20),
    );
    const silent = trickle(port, '', '');
    expect(await slowHeaders).toMatch(/^(HTTP\/1\.1 408|$)/);
    expect(await silent).toMatch(/^(HTTP\/1\.1 408|$)/);
  });
});
