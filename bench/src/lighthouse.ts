/**
 * Lighthouse on the public pages of the built app (issue 8, the web budget; the catalogue and a
 * course page since issue 22).
 *
 * Starts `node apps/server/dist/main.js` (build first: `npm run build`) on a new embedded
 * database with the demo data, finds a real article, vacancy and certificate through the API,
 * runs Lighthouse 12 in Debian's Chromium with its desktop settings (the median of a few runs
 * per page: a shared machine's timings wander), measures each page's initial JavaScript
 * (the compressed bytes the server sends for every script its server-rendered HTML loads
 * before hydration) and writes
 * bench/out/lighthouse.json.
 *
 *   cd bench && npx tsx src/lighthouse.ts        LIGHTHOUSE_RUNS=1 for a quick look,
 *                                                LIGHTHOUSE_PAGES=catalogue,course for some pages
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const LIGHTHOUSE_OUT = path.join(repoRoot, 'bench', 'out', 'lighthouse.json');

export interface LighthousePage {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKbCompressed: number;
}

export interface LighthouseReport {
  date: string;
  chromium: string;
  pages: LighthousePage[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface RunningServer {
  base: string;
  demoPassword: string;
  stop(): Promise<void>;
}

/** The built server on a new embedded database with the demo data; its demo password too. */
async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academia-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped (is the app built? npm run build):\n${output}`);
    }
    const ready = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    const demoPassword = output.match(/contraseña para todas: (\S+?)\)?:?\s/)?.[1];
    if (ready && demoPassword) return { base, demoPassword, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The server did not start with its demo data in 3 minutes:\n${output}`);
}

async function api<T>(
  base: string,
  call: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: string; token?: string } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${base}/api/${call}/${init.query ? `?${init.query}` : ''}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `token ${init.token}` } : {}),
    },
    body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface CertificateRow {
  id: number;
  unique_id: string | null;
  estatus_certificado: '0' | '1';
}

/**
 * A real public certificate page: the administrator's first issued certificate, or one issued
 * now through the API for the first enrolment when the academy has none.
 */
async function certificatePath(base: string, demoPassword: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, 'auth', {
    body: { username: 'admin@academia.test', password: demoPassword },
  });
  const cursos = await api<{ results: { id: number }[] }>(base, 'curso/paginado', {
    query: 'page=1',
    token,
  });
  let fallback: { row: CertificateRow; slug: string } | undefined;
  for (const curso of cursos.results) {
    const list = await api<{ results: CertificateRow[]; curso: { slug: string } }>(
      base,
      'getCertificadosCurso',
      { query: `curso=${curso.id}&page=1`, token },
    );
    const issued = list.results.find((r) => r.estatus_certificado === '1' && r.unique_id);
    if (issued) return `/public/certificado-digital/${issued.unique_id}/${list.curso.slug}`;
    const first = list.results[0];
    if (!fallback && first) fallback = { row: first, slug: list.curso.slug };
  }
  if (!fallback) throw new Error('The demo academy has no enrolment to certify');
  const issued = await api<{ content: { unique_id: string } }>(base, 'generarCertificadoAlumno', {
    // An enrolment that may not have completed its course: issued with a reason (decision 018).
    body: { alumno: fallback.row.id, motivo: 'Medición de rendimiento' },
    token,
  });
  return `/public/certificado-digital/${issued.content.unique_id}/${fallback.slug}`;
}

async function publicPages(server: RunningServer): Promise<[string, string][]> {
  const { base } = server;
  const articulos = await api<{ results: { slug: string }[] }>(base, 'getArticulos', { body: {} });
  const jobs = await api<{ content: { unique_id: string }[] }>(base, 'getJobs');
  const catalogo = await api<{ results: { slug: string }[] }>(base, 'getCatalogoCursos');
  const articulo = articulos.results[0];
  const job = jobs.content[0];
  const curso = catalogo.results[0];
  if (!articulo || !job || !curso) {
    throw new Error('The demo academy has no article, vacancy or course on offer');
  }
  return [
    ['home', '/'],
    ['catalogue', '/cursos'],
    ['course', `/curso/${curso.slug}`],
    ['blog', '/blog'],
    ['article', `/articulo/${articulo.slug}`],
    ['jobs', '/jobs'],
    ['job', `/job/${job.unique_id}`],
    ['certificate', await certificatePath(base, server.demoPassword)],
  ];
}

/** What Chromium asks for: the server answers each build file with its `.br` (or `.gz`). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The bytes the server sends for `url` as a browser asks for it: compressed, as on the wire. */
function encodedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url}: ${response.statusCode}`));
          return;
        }
        if (!response.headers['content-encoding']) {
          response.resume();
          reject(new Error(`${url}: sent uncompressed`));
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The compressed size, in kB of 1 000 bytes as the budget's "120 KB" reads at its strictest, of
 * the scripts a server-rendered page loads before it is interactive, as the server sends them to
 * a browser: React Router puts every module hydration needs in a modulepreload link or a script
 * tag.
 */
export async function initialJsKb(base: string, pagePath: string): Promise<number> {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const tag of html.match(/<(link|script)\b[^>]*>/g) ?? []) {
    const modulepreload = /\brel="modulepreload"/.test(tag) && tag.match(/\bhref="([^"]+)"/)?.[1];
    const script = tag.startsWith('<script') && tag.match(/\bsrc="([^"]+)"/)?.[1];
    const url = modulepreload || script;
    if (url) urls.add(new URL(url, base).href);
  }
  let bytes = 0;
  for (const url of urls) bytes += await encodedBytes(url);
  return Math.round(bytes / 100) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/** Runs everything and writes bench/out/lighthouse.json; the bench's run.ts calls this. */
export async function runLighthouse(
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseReport> {
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages: LighthousePage[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    for (const [name, pagePath] of await publicPages(server)) {
      if (only && !only.includes(name)) continue;
      const url = server.base + pagePath;
      // A first visit warms the server (its first render of each route compiles and caches).
      await fetch(url);
      const scores: Scores[] = [];
      const wanted = Math.max(1, runs);
      // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): retried.
      for (let attempt = 1; scores.length < wanted; attempt++) {
        try {
          scores.push(await audit(url, chrome.port));
        } catch (err) {
          if (attempt >= wanted + 2) throw err;
        }
      }
      const of = (key: keyof Scores) => median(scores.map((s) => s[key]));
      const page: LighthousePage = {
        name,
        path: pagePath,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('best-practices'),
        seo: of('seo'),
        jsKbCompressed: await initialJsKb(server.base, pagePath),
      };
      process.stdout.write(
        `${name.padEnd(12)} perf ${page.performance}  a11y ${page.accessibility}  ` +
          `bp ${page.bestPractices}  seo ${page.seo}  js ${page.jsKbCompressed} kB\n`,
      );
      pages.push(page);
    }
    const report: LighthouseReport = { date: new Date().toISOString(), chromium, pages };
    mkdirSync(path.dirname(LIGHTHOUSE_OUT), { recursive: true });
    writeFileSync(LIGHTHOUSE_OUT, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`Written ${path.relative(repoRoot, LIGHTHOUSE_OUT)}\n`);
    return report;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runLighthouse().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
