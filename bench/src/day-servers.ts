/**
 * The servers of `npm run bench:day`: one instance, or two behind nginx (Debian's package) on
 * a private configuration and port, run as a child of the bench (not a daemon) and stopped
 * with it. Their memory is sampled from /proc while a step runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Started, startServer } from './load-server';

export interface Servers {
  /** Where the load goes: the one instance, or nginx in front of two. */
  base: string;
  instances: Started[];
  stop(): Promise<void>;
}

/** The instances' settings: as production, behind a proxy on this machine. */
const SERVER_ENV = {
  // Sign-ins name their address in X-Forwarded-For (the load tool's, or nginx's, on loopback).
  TRUST_PROXY: '127.0.0.1',
  SQL_STATEMENT_COUNT: 'false',
};

export function nginxPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  const first = found.stdout.split('\n')[0]?.trim();
  return found.status === 0 && first ? first : undefined;
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream academia {
    least_conn;
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://academia;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

async function startNginx(port: number, upstreams: number[]): Promise<() => Promise<void>> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx no está instalado: apt-get install -y nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'academia-bench-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx terminó al arrancar (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('nginx no respondió en 30 s');
    await sleep(200);
  }
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** One instance on `port`, or two on the next ports with nginx on `port`. */
export async function startServers(
  databaseUrl: string,
  port: number,
  count: 1 | 2,
): Promise<Servers> {
  if (count === 1) {
    const one = await startServer(databaseUrl, port, SERVER_ENV);
    return { base: one.base, instances: [one], stop: () => one.stop() };
  }
  const instances: Started[] = [];
  try {
    for (const p of [port + 1, port + 2])
      instances.push(await startServer(databaseUrl, p, SERVER_ENV));
    const stopNginx = await startNginx(port, [port + 1, port + 2]);
    return {
      base: `http://127.0.0.1:${port}`,
      instances,
      stop: async () => {
        await stopNginx();
        for (const i of instances) await i.stop();
      },
    };
  } catch (error) {
    for (const i of instances) await i.stop();
    throw error;
  }
}

/** Resident memory of a process, MB (0 once it is gone). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples the instances' summed RSS every second until stopped; answers the peak. */
export function sampleMemory(instances: Started[]): () => number {
  let peak = 0;
  const tick = () => {
    peak = Math.max(
      peak,
      instances.reduce((sum, i) => sum + rssMb(i.pid), 0),
    );
  };
  tick();
  const timer = setInterval(tick, 1000);
  return () => {
    clearInterval(timer);
    tick();
    return peak;
  };
}
