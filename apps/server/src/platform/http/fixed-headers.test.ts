import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { API_HELMET_OPTIONS, fixedHeaders } from './fixed-headers';

/** The headers helmet sets on a real answer of a real HTTP server. */
async function headersOnTheWire(middleware: ReturnType<typeof helmet>) {
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('fixedHeaders', () => {
  it("records what helmet sets on a real answer, for the API's configuration", async () => {
    const middleware = helmet(API_HELMET_OPTIONS);
    const fixed = fixedHeaders(middleware);
    const wire = await headersOnTheWire(middleware);
    expect(Object.keys(fixed).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(fixed)) expect(wire[name], name).toBe(value);
    const helmetNames = Object.keys(wire).filter(
      (n) =>
        !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(n),
    );
    expect(helmetNames.sort()).toEqual(Object.keys(fixed).sort());
  });

  it('refuses a configuration that fails', () => {
    expect(() =>
      fixedHeaders((_req, _res, next) => next(new Error('directiva no válida'))),
    ).toThrow('directiva no válida');
  });
});
