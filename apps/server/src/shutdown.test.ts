import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCall } from '@academia/contract/core/call';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../test/free-port';
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

describe('graceful shutdown', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('lets a request in flight finish, then closes the database', async () => {
    const app = await buildApp(testConfig());
    registerCall(app, slow, async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { content: 'terminada' as const };
    });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });

    const inFlight = fetch(`http://127.0.0.1:${port}/api/pruebaLenta/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, content: 'terminada' });
    await closing;
    await expect(app.ctx.database.executeSql('select 1')).rejects.toThrow();
  });

  it('waits for a call whose client hung up before the database closes', async () => {
    const app = await buildApp(testConfig());
    let finished: unknown;
    registerCall(app, slow, async ({ app: ctx }) => {
      await new Promise((r) => setTimeout(r, 400));
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
    await new Promise((r) => setTimeout(r, 100));
    abort.abort();
    await hungUp;
    await app.close();
    expect(finished).toEqual({ rows: [{ uno: 1 }] });
  });

  it('stops the real server on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academia-main-'));
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

    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, output).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('closing');
  }, 90_000);
});
