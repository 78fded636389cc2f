/**
 * Quick check of the public read cache: the built server (demo data, embedded database) against
 * a bare Fastify route that sends the same bytes from memory, 50 connections each, one after
 * the other. Prints requests per second and the ratio to the bare route.
 * Run from bench/ after `npm run build`: `npx tsx src/public-reads.ts` (PORT_BASE, SECONDS per turn).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const portBase = Number(process.env.PORT_BASE ?? 4610);
const seconds = Number(process.env.SECONDS ?? 4);
const ROUNDS = 3;
const server = `http://127.0.0.1:${portBase}`;
const bare = `http://127.0.0.1:${portBase + 1}`;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} no respondió`);
}

async function call(target: Target): Promise<Buffer> {
  const res = await fetch(`${server}${target.path}`, {
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  if (!res.ok) throw new Error(`${target.name}: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

function load(url: string, target?: Target): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: 50,
    duration: seconds,
    method: target?.method ?? 'GET',
    headers: target?.body ? { 'content-type': 'application/json' } : {},
    body: target?.body ? JSON.stringify(target.body) : undefined,
  });
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academia-bench-cache-'));
const children: ChildProcess[] = [];
try {
  children.push(
    start('node', ['apps/server/dist/main.js'], {
      PORT: String(portBase),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    }),
  );
  await waitFor(`${server}/api/health`);

  const articulos = JSON.parse(
    (
      await call({
        name: 'getArticulos',
        method: 'POST',
        path: '/api/getArticulos/',
        body: { page: 1 },
      })
    ).toString(),
  ) as { results: { slug: string }[] };
  const slug = articulos.results[0]?.slug;
  if (!slug) throw new Error('Los datos de demostración no tienen artículos');
  const targets: Target[] = [
    { name: 'getJobs', method: 'GET', path: '/api/getJobs/' },
    { name: 'getArticulos', method: 'POST', path: '/api/getArticulos/', body: { page: 1 } },
    {
      name: 'getDetalleArticulo',
      method: 'POST',
      path: '/api/getDetalleArticulo/',
      body: { slug },
    },
    { name: 'página /articulo/:slug (SSR)', method: 'GET', path: `/articulo/${slug}` },
    { name: 'página /jobs (SSR)', method: 'GET', path: '/jobs' },
  ];

  // The ceiling sends each target's own answer, the same bytes, from memory, at /0, /1...
  const bodies = await Promise.all(targets.map(call));
  const bodyFiles = bodies.map((body, i) => {
    const file = path.join(dataDir, `bare-${i}`);
    writeFileSync(file, body);
    return file;
  });
  const types = targets.map((t) =>
    t.path.startsWith('/api/') ? 'application/json; charset=utf-8' : 'text/html',
  );
  children.push(
    start(
      'node',
      [
        '--input-type=module',
        '-e',
        `import Fastify from 'fastify'; import { readFileSync } from 'node:fs';
         const bodies = ${JSON.stringify(bodyFiles)}.map((f) => readFileSync(f));
         const types = ${JSON.stringify(types)};
         const app = Fastify();
         app.all('/:i', (req, reply) => reply.type(types[req.params.i]).send(bodies[req.params.i]));
         await app.listen({ port: ${portBase + 1}, host: '127.0.0.1' });`,
      ],
      {},
    ),
  );
  await waitFor(`${bare}/0`);

  // The machine is shared: each call is measured in turns with the ceiling, and compared with
  // the ceiling's turns next to its own.
  await load(`${bare}/0`);
  process.stdout.write('\ntecho: Fastify sin más, las mismas respuestas desde memoria\n');
  for (const [i, target] of targets.entries()) {
    await call(target);
    let ceiling = 0;
    let rps = 0;
    let last: autocannon.Result | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      ceiling += (await load(`${bare}/${i}`)).requests.average / ROUNDS;
      last = await load(`${server}${target.path}`, target);
      rps += last.requests.average / ROUNDS;
    }
    process.stdout.write(
      `${target.name} (${bodies[i]?.length} bytes): ${Math.round(rps)} req/s ` +
        `(techo ${Math.round(ceiling)}), ` +
        `p50 ${last?.latency.p50} ms, p99 ${last?.latency.p99} ms, ` +
        `errores ${(last?.errors ?? 0) + (last?.non2xx ?? 0)}, ${Math.round((rps / ceiling) * 100)} % del techo\n`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
