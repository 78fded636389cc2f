import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../src/paths';
import { freePort } from './free-port';

export const ADMIN_EMAIL = 'admin@prueba.test';
export const ADMIN_PASSWORD = 'Faro-nocturno-cobalto-7';

/**
 * The PostgreSQL server the process tests use: TEST_DATABASE_URL in the CI's PostgreSQL pass,
 * otherwise the local one every developer machine and the CI have. Killing a server in the
 * middle of a transaction needs a second connection holding a lock, which the embedded
 * database (one process, one connection) cannot give.
 */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on {@link POSTGRES_URL}; the servers started on it migrate it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `academia_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The answer envelope; each test reads the fields of its own call. */
export interface Envelope {
  success: boolean;
  content?: unknown;
  token?: string;
  error?: { code: string; message: string };
  [field: string]: unknown;
}

export interface CallResult {
  status: number;
  body: Envelope;
}

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** Everything the process wrote so far (shown when an expectation fails). */
  output(): string;
  /** POSTs JSON to `/api/<name>/`. */
  call(name: string, body?: object, token?: string): Promise<CallResult>;
  /** GETs `/api/<name>/` (calls declared with method GET, without parameters). */
  get(name: string, token?: string): Promise<CallResult>;
  /** Logs in through the API and answers the token. */
  login(email?: string, password?: string): Promise<string>;
  /** Sends the signal and waits for the process to end. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
}

export interface ServerOptions {
  dataDir: string;
  /** Absent: the embedded database in `dataDir`. */
  databaseUrl?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
}

const started = new Set<ChildProcess>();

/** Kills every server a test file started and left running (for `afterAll`). */
export function killStartedServers(): void {
  for (const child of started) child.kill('SIGKILL');
  started.clear();
}

/** Starts `src/main.ts` in its own process, as `npm start` does, and waits until it is healthy. */
export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: options.smtpUrl ?? '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    });
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no arrancó:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const authorization = (token?: string): Record<string, string> =>
    token ? { authorization: `token ${token}` } : {};
  const answer = async (res: Response): Promise<CallResult> => ({
    status: res.status,
    body: (await res.json()) as Envelope,
  });
  const call = async (name: string, body: object = {}, token?: string) =>
    answer(
      await fetch(`${url}/api/${name}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authorization(token) },
        body: JSON.stringify(body),
      }),
    );

  return {
    pid: child.pid ?? 0,
    port,
    url,
    output: () => output,
    call,
    get: async (name, token) =>
      answer(await fetch(`${url}/api/${name}/`, { headers: authorization(token) })),
    async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      const res = await call('auth', { username: email, password });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${output}`);
      return String(res.body.token);
    },
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
