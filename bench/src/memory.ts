/**
 * Memory budget of uploads and video serving: the built server (embedded database, demo data,
 * an administrator from ADMIN_EMAIL/ADMIN_PASSWORD) receives a 2 GB lesson video through the
 * real `agregarContenidoSubtema` call, generated on the fly (an MP4 header, then filler), and
 * serves it back to many Range requests at the address signed for the administrator that the
 * call answers (a lesson's files have no other address). The server's resident memory (VmRSS) is sampled all
 * along; the budget is a rise of less than 100 MB in both phases.
 * Run from bench/ after `npm run build`: `npx tsx src/memory.ts` (PORT, UPLOAD_MB to change).
 * Writes bench/out/memory.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.PORT ?? 4613);
const base = `http://127.0.0.1:${port}`;
const uploadBytes = Number(process.env.UPLOAD_MB ?? 2048) * 1024 * 1024;
const RANGE_REQUESTS = 400;
const RANGE_BYTES = 4 * 1024 * 1024;
const RANGE_CONCURRENCY = 16;
const ADMIN = { email: 'admin.memoria@academia.test', password: 'Cobalto-rio-nocturno-81' };

/** `ftyp` (brand isom) then the header of one `mdat` box holding the rest: a valid MP4 start. */
function mp4Header(total: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(1, 0);
  mdat.write('mdat', 4, 'latin1');
  mdat.writeBigUInt64BE(BigInt(total - ftyp.length), 8);
  return Buffer.concat([ftyp, mdat]);
}

/** The video, made while it is sent: never held in this process's memory either. */
function* videoChunks(total: number): Generator<Buffer> {
  const header = mp4Header(total);
  yield header;
  const filler = randomBytes(1024 * 1024);
  let left = total - header.length;
  while (left > 0) {
    const n = Math.min(left, filler.length);
    yield n === filler.length ? filler : filler.subarray(0, n);
    left -= n;
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples the server's RSS every 50 ms while `work` runs; answers the peak. */
async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

async function api<T>(name: string, body: object | undefined, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/${name}/`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('El servidor no arrancó');
}

/** The multipart body, streamed: fields, then the video part, then the closing boundary. */
function uploadVideo(token: string, subtema: number): Promise<string> {
  const boundary = `----memoria${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('subtema', String(subtema)) +
      field('nombre', 'Clase grabada (prueba de memoria)') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clase.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* body() {
    yield head;
    yield* videoChunks(uploadBytes);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/agregarContenidoSubtema/`,
      {
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + uploadBytes + tail.length),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString();
          if (res.statusCode !== 200) reject(new Error(`subida: ${res.statusCode} ${text}`));
          else resolve((JSON.parse(text) as { content: { video: string } }).content.video);
        });
      },
    );
    request.on('error', reject);
    pipeline(Readable.from(body()), request).catch(reject);
  });
}

/** Reads a range and throws the bytes away, checking the server answered 206 with them all. */
async function fetchRange(url: string, start: number, end: number): Promise<void> {
  const res = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
  if (res.status !== 206 || !res.body) throw new Error(`Range ${start}-${end}: ${res.status}`);
  let received = 0;
  for await (const chunk of res.body) received += (chunk as Uint8Array).length;
  if (received !== end - start + 1) throw new Error(`Range ${start}-${end}: ${received} bytes`);
}

async function rangeRequests(url: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < RANGE_REQUESTS) {
      const i = next++;
      // The first ones read the whole file, front to back, like a player; the rest seek.
      const start =
        i < uploadBytes / RANGE_BYTES && i < RANGE_REQUESTS / 2
          ? i * RANGE_BYTES
          : Math.floor(Math.random() * (uploadBytes - RANGE_BYTES));
      await fetchRange(url, start, Math.min(start + RANGE_BYTES, uploadBytes) - 1);
    }
  };
  await Promise.all(Array.from({ length: RANGE_CONCURRENCY }, worker));
  // One open-ended request for the whole file, as a download would.
  await fetchRange(url, 0, uploadBytes - 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academia-bench-memory-'));
let server: ChildProcess | undefined;
try {
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('No se pudo lanzar el servidor');
  await waitForHealth();

  const { token } = await api<{ token: string }>('auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  const auth = `token ${token}`;
  const cursos = await api<{ content: { id: number }[] }>('getCursos', undefined, auth);
  let subtema: number | undefined;
  for (const curso of cursos.content) {
    const temas = await api<{ content: { subtemas: { id: number }[] }[] }>(
      'getTemasCursoAdmin',
      { curso: curso.id },
      auth,
    );
    subtema = temas.content.flatMap((t) => t.subtemas)[0]?.id;
    if (subtema !== undefined) break;
  }
  if (subtema === undefined) throw new Error('Los datos de demostración no tienen lecciones');

  // Let start-up garbage settle before the baseline.
  await new Promise((r) => setTimeout(r, 3000));
  const rssBeforeMb = rssMb(pid);

  let video = '';
  const started = performance.now();
  const rssPeakUploadMb = await peakDuring(pid, async () => {
    video = await uploadVideo(auth, subtema as number);
  });
  const uploadSeconds = Math.round((performance.now() - started) / 100) / 10;

  if (!/\?exp=\d+&v=\d+&sig=/.test(video)) throw new Error(`Dirección sin firma: ${video}`);
  const rssPeakRangeMb = await peakDuring(pid, () => rangeRequests(`${base}/uploads/${video}`));

  const result = {
    date: new Date().toISOString(),
    uploadBytes,
    rssBeforeMb,
    rssPeakUploadMb,
    rssPeakRangeMb,
    uploadSeconds,
  };
  mkdirSync(path.join(here, '../out'), { recursive: true });
  writeFileSync(path.join(here, '../out/memory.json'), `${JSON.stringify(result, null, 2)}\n`);
  const within = (peak: number) => (peak - rssBeforeMb < 100 ? 'dentro' : 'FUERA');
  const signedMb = (mb: number) =>
    `${Math.round(mb) < 0 ? '−' : '+'}${Math.abs(Math.round(mb))} MB`;
  process.stdout.write(
    `${JSON.stringify(result)}\n` +
      `subida: ${signedMb(rssPeakUploadMb - rssBeforeMb)} (${within(rssPeakUploadMb)} del presupuesto de 100 MB); ` +
      `Range: ${signedMb(rssPeakRangeMb - rssBeforeMb)} (${within(rssPeakRangeMb)})\n`,
  );
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
