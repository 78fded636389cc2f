import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { defineCall } from '@academia/contract/core/call';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventually, waitUntil } from '../test/eventually';
import { freePort } from '../test/free-port';
import { makeTempDir } from '../test/temp-dirs';
import { testConfig } from '../test/test-config';
import { buildApp } from './app';
import { serverRoot } from './paths';
import { registerCall } from './platform/http/register-call';

const slow = defineCall({
  name: 'pruebaLenta',
  access: 'anyone',
  summary: 'Llamada de prueba que tarda',
  request: z.object({}),
  response: z.object({ content: z.literal('terminada') }),
});

/** A call held open by the test: it says when it has started and finishes when released. */
function heldCall() {
  let started = () => {};
  let release = () => {};
  return {
    started: new Promise<void>((resolve) => {
      started = resolve;
    }),
    released: new Promise<void>((resolve) => {
      release = resolve;
    }),
    start: () => started(),
    release: () => release(),
  };
}

describe('graceful shutdown', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('lets a request in flight finish, then closes the database', async () => {
    const app = await buildApp(testConfig());
    const held = heldCall();
    registerCall(app, slow, async () => {
      held.start();
      await held.released;
      return { content: 'terminada' as const };
    });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });

    const inFlight = fetch(`http://127.0.0.1:${port}/api/pruebaLenta/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await held.started;
    const closing = app.close();
    // Released only once the server takes no new connections: the call is truly in flight.
    await waitUntil('que el servidor deje de escuchar', async () => !app.server.listening);
    held.release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, content: 'terminada' });
    await closing;
    await expect(app.ctx.database.executeSql('select 1')).rejects.toThrow();
  });

  it('waits for a call whose client hung up before the database closes', async () => {
    const app = await buildApp(testConfig());
    let finished: unknown;
    const held = heldCall();
    registerCall(app, slow, async ({ app: ctx }) => {
      held.start();
      await held.released;
      finished = await ctx.database.executeSql('select 1 as uno');
      return { content: 'terminada' as const };
    });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });

    const abort = new AbortController();
    const hungUp = fetch(`http://127.0.0.1:${port}/api/pruebaLenta/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: abort.signal,
    }).catch((err: unknown) => err);
    await held.started;
    abort.abort();
    await hungUp;
    const closing = app.close();
    await waitUntil('que el servidor deje de escuchar', async () => !app.server.listening);
    held.release();
    await closing;
    expect(finished).toEqual({ rows: [{ uno: 1 }] });
  });

  it('stops the real server on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const dataDir = makeTempDir('academia-main-');
    child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += String(d);
    });
    child.stderr?.on('data', (d) => {
      output += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));

    const healthy = await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.ok)
          .catch(() => false),
      60_000,
      250,
    );
    expect(healthy, output).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('closing');
  }, 90_000);
});
