import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoDir } from './generate-shape';

/** A process the load run started and must stop: the real server or the ceiling. */
export interface Started {
  base: string;
  /** The process's id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} terminó al arrancar (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${what} no respondió en 90 s`);
}

function stopper(child: ChildProcess, cleanup: () => void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    cleanup();
  };
}

/**
 * The built server (`npm run build` first), as production runs it, on a generated database;
 * `env` adds or overrides its settings.
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-bench-data-'));
  // BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": profile the server under load.
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...flags, path.join(repoDir, 'apps/server/dist/main.js')],
    {
      cwd: repoDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'false',
        SQL_STATEMENT_COUNT: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/`, child, 'El servidor');
  return {
    base,
    pid: child.pid ?? 0,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The ceiling (src/ceiling.ts) in its own process, like the server, serving recorded bytes. */
export async function startCeiling(responsesFile: string, port: number): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoDir, 'bench/src/ceiling.ts'), responsesFile, String(port)],
    { cwd: path.join(repoDir, 'bench'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/ceiling/0`, child, 'El techo (ceiling)');
  return { base, pid: child.pid ?? 0, stop: stopper(child, () => {}) };
}
