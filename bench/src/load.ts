import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_PASSWORD,
  type CallResult,
  GRADEBOOK_SLUG,
  type LoadReport,
  OPEN_ATTEMPT,
  outDir,
  type RecordedResponse,
  serverUrl,
  UNSEEN_SEARCH,
} from './generate-shape';
import { type Started, startCeiling, startServer } from './load-server';

const CONNECTIONS = 50;
/** Measured seconds per call, after a warm-up; 5 keeps `npm run bench` near 15 minutes. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
/** Students who log in through the API; the student calls rotate over their sessions. */
const STUDENTS = 200;
/** `BENCH_CALLS=getSubtema,getJobs` measures only those calls (while working on one of them). */
const ONLY = process.env.BENCH_CALLS?.split(',').filter(Boolean);
const wanted = (call: string) => !ONLY || ONLY.includes(call);

interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

interface Target {
  call: string;
  varies: string;
  requests: Req[];
  /** Each request may run once (a submission): the run sends exactly these, in order. */
  once?: boolean;
  /** Requests sent before the timed ones, where the second of warm-up is too short. */
  warmup?: number;
  note?: string;
}

/** The server's pool of PostgreSQL connections (`apps/server/src/db/client.ts`). */
const SERVER_POOL = 20;
/**
 * PostgreSQL plans a prepared statement anew for its first five runs on each connection, then
 * keeps its one generic plan: a call with many shapes reaches that only after shapes × pool × 5
 * runs, twice that for the pool's uneven share of them.
 */
const untilGenericPlans = (shapes: number) => shapes * SERVER_POOL * 5 * 2;

/** Headers Node's HTTP server writes by itself on every answer, the ceiling's too. */
const PER_CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

async function api(base: string, r: Req) {
  const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    statements: res.headers.get('x-sql-statements'),
    headers: Object.fromEntries(
      [...res.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name.toLowerCase())),
    ),
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
  };
}

const auth = (token: string) => ({ authorization: `token ${token}` });

function post(call: string, body: unknown, token?: string): Req {
  return {
    method: 'POST',
    path: `/api/${call}/`,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? auth(token) : {}) },
  };
}

function get(call: string, query: Record<string, string | number>, token?: string): Req {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const q = qs.size > 0 ? `?${qs}` : '';
  return { method: 'GET', path: `/api/${call}/${q}`, headers: token ? auth(token) : {} };
}

async function login(base: string, username: string): Promise<string> {
  const res = await api(base, post('auth', { username, password: BENCH_PASSWORD }));
  if (res.status !== 200)
    throw new Error(`No se pudo iniciar sesión como ${username} (${res.status})`);
  return String(res.json().token);
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T);
      }
    }),
  );
  return out;
}

function cannon(base: string, requests: Req[], options: { seconds?: number; amount?: number }) {
  let i = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? SECONDS }),
    requests: [
      {
        setupRequest: (req) => {
          const r = requests[i++ % requests.length] as Req;
          return { ...req, method: r.method, path: r.path, body: r.body, headers: r.headers };
        },
      },
    ],
  });
}

type Sessions = { admin: string; students: Map<number, string> };

async function sample<T extends pg.QueryResultRow>(
  db: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return (await db.query<T>(text, values)).rows;
}

/** An enrolment and one evaluation of its course, with the student who owns the enrolment. */
type EvaluationPair = { alumno_curso: number; evaluacion: number; alumno: number };

function evaluationQuestions(pair: EvaluationPair, studentToken: string): Req {
  return post(
    'getPreguntasEvaluacionCursoAlumno',
    { evaluacion: pair.evaluacion, alumno_curso: pair.alumno_curso },
    studentToken,
  );
}

/**
 * The students' enrolments × evaluations where a getPreguntas call opens an attempt: none
 * open, not passed, attempts left. `order` is the SQL after `order by` (and any limit).
 */
function openablePairs(db: pg.Client, students: number[], order: string) {
  return sample<EvaluationPair>(
    db,
    `select ac.id as alumno_curso, ev.id as evaluacion, ac.alumno from alumno_curso ac
     join evaluaciones ev on ev.curso = ac.curso and ev.archivada_en is null
     where ac.alumno = any($1) and ac.activo = 1
       and not exists (select 1 from alumno_evaluacion_curso x where x.alumno_curso = ac.id
         and x.evaluacion = ev.id and (x.fecha is null or x.resultado = 1))
       and (select count(*) from alumno_evaluacion_curso x where x.alumno_curso = ac.id
         and x.evaluacion = ev.id) < ev.no_intentos
     order by ${order}`,
    [students],
  );
}

/** The calls of issue 8, each with the varied requests it is measured with. */
/** Terms for the student search that no other row sends, each sent once (a cache miss). */
const UNSEEN_TERMS = 3000;

/**
 * Search terms as administrators type them, none repeated: a first name and a surname, a
 * surname's or a first name's beginning (two letters too, which no trigram narrows), an account's
 * number. A fixed shuffle mixes the kinds, so the warm-up fifth and the timed rest hold each.
 */
async function unseenTerms(db: pg.Client, skip: string[]): Promise<string[]> {
  const names = async (column: string) =>
    (
      await sample<{ n: string }>(
        db,
        `select distinct f_unaccent(lower(${column})) as n from users where tipo = 1 order by 1`,
      )
    ).map((r) => r.n);
  const firstNames = await names('first_name');
  const lastNames = await names('last_name');
  const out = new Set<string>();
  for (const n of [...lastNames, ...firstNames]) {
    for (let k = 2; k <= n.length; k++) out.add(n.slice(0, k));
  }
  for (const f of firstNames) for (const l of lastNames) out.add(`${f} ${l}`);
  for (let i = 0; out.size < UNSEEN_TERMS + skip.length; i++) {
    out.add(`alumno${1000 + ((i * 7919) % 98000)}`);
  }
  for (const t of skip) out.delete(t);
  return [...out]
    .map((t, i) => ({ t, k: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.t)
    .slice(0, UNSEEN_TERMS);
}

async function buildTargets(base: string, db: pg.Client, s: Sessions): Promise<Target[]> {
  const ids = [...s.students.keys()];
  const token = (alumno: number) => s.students.get(alumno) as string;
  const slugs = await sample<{ slug: string }>(
    db,
    'select slug from articulos where activo = 1 order by random() limit 1000',
  );
  const certs = await sample<{ unique_id: string }>(
    db,
    'select unique_id from certificados order by random() limit 1000',
  );
  const enrolments = await sample<{ id: number; curso: number; alumno: number }>(
    db,
    'select id, curso, alumno from alumno_curso where alumno = any($1) and activo = 1 order by id',
    [ids],
  );
  const lessons = await sample<{ subtema: number; curso: number; alumno: number }>(
    db,
    `select s.id as subtema, ac.curso, ac.alumno from alumno_curso ac
     cross join lateral (select s.id from subtemas s join temas t on t.id = s.tema
       where t.curso = ac.curso order by random() limit 5) s
     where ac.alumno = any($1) and ac.activo = 1
     -- The first request is the statement-count probe: a lesson with materials and a quiz.
     order by exists (select 1 from materiales m where m.subtema = s.id)
       and exists (select 1 from quizzes q where q.subtema = s.id) desc`,
    [ids],
  );
  const pairs = await sample<EvaluationPair>(
    db,
    `select ac.id as alumno_curso, ev.id as evaluacion, ac.alumno from alumno_curso ac
     join evaluaciones ev on ev.curso = ac.curso
     where ac.alumno = any($1) and ac.activo = 1
     -- The first request is the statement-count probe: an evaluation not passed yet.
     order by exists (select 1 from alumno_evaluacion_curso x where x.alumno_curso = ac.id
       and x.evaluacion = ev.id and x.resultado = 1), ac.id, ev.id`,
    [ids],
  );
  // The resume below finds these students' attempts open: opened here, unmeasured (the
  // openings are measured on the submitters' attempts, `openings`).
  const toOpen = await openablePairs(db, ids, 'ac.id, ev.id');
  if (wanted('getPreguntasEvaluacionCursoAlumno')) {
    await pool(toOpen, 8, (p) => api(base, evaluationQuestions(p, token(p.alumno))));
  }
  const members = await sample<{ alumno: number; grupo: number }>(
    db,
    'select alumno, grupo from grupo_alumnos order by random() limit 1000',
  );
  const [book] = await sample<{ id: number; evaluaciones: number[]; grupos: number[] }>(
    db,
    `select c.id, array(select e.id from evaluaciones e where e.curso = c.id order by e.id) as evaluaciones,
       array(select g.id from grupos g where g.curso = c.id order by g.id) as grupos
     from cursos c where c.slug = $1`,
    [GRADEBOOK_SLUG],
  );
  // The gradebook of the large course: each sort (a grade, progress, activity, the name), with
  // and without a group or a search, pages 1-3.
  const gradebookQueries = book
    ? ['alumno', '-avance', 'ultima_actividad', `-evaluacion_${book.evaluaciones[0]}`].flatMap(
        (orden) =>
          (
            [{}, { grupo: book.grupos[0] ?? 0 }, { search: 'maria' }] as Record<
              string,
              string | number
            >[]
          ).flatMap((filter) =>
            [1, 2, 3].map((page) => ({ curso: book.id, orden, page, ...filter })),
          ),
      )
    : [];
  const searches = ['perez', 'jose', 'martinez', 'lucia', 'gomez', 'nunez', 'maria alvarez'];
  const orders = ['ultima_actualizacion', 'sueldoMinimo', 'puesto', 'ciudadActual'];
  const unseen = wanted(UNSEEN_SEARCH) ? await unseenTerms(db, searches) : [];
  return [
    {
      call: 'getArticulos',
      varies: '13 filtros (todas o una de 12 categorías) × páginas 1-2',
      requests: Array.from({ length: 13 }, (_, c) =>
        [1, 2].map((page) => post('getArticulos', { categoria: c, page })),
      ).flat(),
    },
    {
      call: 'getDetalleArticulo',
      varies: `${slugs.length} artículos activos al azar`,
      requests: slugs.map((r) => post('getDetalleArticulo', { slug: r.slug })),
    },
    { call: 'getJobs', varies: 'una sola lista pública', requests: [get('getJobs', {})] },
    {
      call: 'getDatosCertificadoAlumno',
      varies: `${certs.length} certificados al azar`,
      requests: certs.map((r) => post('getDatosCertificadoAlumno', { unique_id: r.unique_id })),
    },
    {
      call: 'getCursosAlumno',
      varies: `${ids.length} alumnos con sesión`,
      requests: ids.map((id) => get('getCursosAlumno', {}, token(id))),
    },
    {
      call: 'getOportunidadesAlumno',
      varies: `${ids.length} alumnos con sesión × páginas 1-2`,
      requests: ids.flatMap((id) =>
        [1, 2].map((page) => get('getOportunidadesAlumno', { page }, token(id))),
      ),
    },
    {
      call: 'getTemasCurso',
      varies: `${enrolments.length} inscripciones de esos alumnos`,
      requests: enrolments.map((e) =>
        post('getTemasCurso', { curso: e.curso, alumno_curso: e.id }, token(e.alumno)),
      ),
    },
    {
      call: 'getSubtema',
      varies: `${lessons.length} lecciones de sus cursos`,
      requests: lessons.map((l) =>
        post('getSubtema', { subtema: l.subtema, curso: l.curso }, token(l.alumno)),
      ),
    },
    {
      call: 'getPreguntasEvaluacionCursoAlumno',
      varies: `${pairs.length} pares inscripción × evaluación, con su intento ya abierto (lo retoma)`,
      requests: pairs.map((p) => evaluationQuestions(p, token(p.alumno))),
    },
    {
      call: 'alumno/paginado',
      varies: `${searches.length} búsquedas sin acentos × páginas 1-3`,
      requests: searches.flatMap((search) =>
        [1, 2, 3].map((page) => get('alumno/paginado', { search, page, is_active: 1 }, s.admin)),
      ),
    },
    {
      call: UNSEEN_SEARCH,
      varies: `${unseen.length} términos distintos, cada uno buscado una vez (página 1)`,
      requests: unseen.map((search) =>
        get('alumno/paginado', { search, page: 1, is_active: 1 }, s.admin),
      ),
      once: true,
      note:
        'Ningún término se repite, así que ninguna respuesta sale de la caché (decisión 010): ' +
        'nombre y apellido, el comienzo de un nombre o apellido (también de dos letras) y ' +
        'números de cuenta; el primer quinto sirve de calentamiento.',
    },
    {
      call: 'getCalificacionesCurso',
      varies: `${gradebookQueries.length} consultas del curso de ${book ? 'la base' : '(sin curso)'}: 4 órdenes × grupo/búsqueda/nada × páginas 1-3`,
      requests: gradebookQueries.map((q) => get('getCalificacionesCurso', q, s.admin)),
      warmup: untilGenericPlans(gradebookQueries.length),
      note:
        `Calentamiento de ${untilGenericPlans(gradebookQueries.length)} consultas en lugar de un ` +
        'segundo: cada forma planea de nuevo sus cinco primeras ejecuciones en cada conexión ' +
        '(decisión 026); la tabla mide el servidor ya en marcha.',
    },
    {
      call: 'getPagosAlumnoCurso',
      varies: `${members.length} miembros de grupo al azar`,
      requests: members.map((m) => post('getPagosAlumnoCurso', m, s.admin)),
    },
    {
      call: 'getVacantes',
      varies: `${orders.length} órdenes × asc/desc × páginas 1-3`,
      requests: orders.flatMap((orden) =>
        (['asc', 'desc'] as const).flatMap((direccion) =>
          [1, 2, 3].map((page) => get('getVacantes', { page, orden, direccion }, s.admin)),
        ),
      ),
    },
  ];
}

type Pregunta = { id: number; tipo: number; respuestas: { id: number }[] };

/**
 * Attempts opened and then submitted, once each: enough for the measure the other calls get,
 * about a second of warm-up and five seconds timed at the rates this machine reaches. With
 * fewer (1 500 until stop 17) the runs timed the first second of a cold path and of the pool's
 * new connections rather than the call.
 */
const SUBMISSIONS = 9000;
/** Students who sign in only to open and submit: each has about eight evaluations to take. */
const SUBMITTERS = 1200;

/** The submitters' sessions and the evaluations they may still take, each opened once. */
interface Openings {
  tokens: Map<number, string>;
  pairs: EvaluationPair[];
}

/**
 * The openings and then the submissions are measured on students other than those of the read
 * calls, whose requests stay as they were: 1 200 of them sign in, and up to 9 000 of their
 * evaluations with attempts left are opened once each (measured), then answered once each.
 */
async function openings(base: string, db: pg.Client, s: Sessions): Promise<Openings> {
  const submitters = await sample<{ id: number; email: string }>(
    db,
    `select u.id, u.email from users u where u.tipo = 1 and u.is_active and u.id <> all($1)
     and exists (select 1 from alumno_curso ac where ac.alumno = u.id and ac.activo = 1)
     order by random() limit ${SUBMITTERS}`,
    [[...s.students.keys()]],
  );
  const tokens = new Map<number, string>();
  await pool(submitters, 4, async (u) => tokens.set(u.id, await login(base, u.email)));
  const pairs = await openablePairs(db, [...tokens.keys()], `random() limit ${SUBMISSIONS}`);
  return { tokens, pairs };
}

/**
 * Every submission must be real: each opened attempt is resumed through the API, as the
 * student's screen does, and answered with options of its own questions. An attempt can be
 * graded once, so the submit run sends exactly one request per attempt.
 */
async function submissions(base: string, o: Openings): Promise<Req[]> {
  const built = await pool(o.pairs, 8, async (pair) => {
    const token = o.tokens.get(pair.alumno) as string;
    const key = { evaluacion: pair.evaluacion, alumno_curso: pair.alumno_curso };
    const res = await api(base, post('getPreguntasEvaluacionCursoAlumno', key, token));
    if (res.status !== 200) return undefined;
    const content = res.json().content as Pregunta[];
    if (content.length === 0) return undefined;
    const respuestas = content.map((q, i) => {
      const options = q.respuestas.map((r) => r.id);
      const first = options[i % options.length] as number;
      return { pregunta: q.id, respuesta: q.tipo === 2 ? options.slice(0, 2) : first };
    });
    return post('enviarRespueastasEvaluacionAlumno', { ...key, respuestas }, token);
  });
  return built.filter((r): r is Req => r !== undefined);
}

interface Measured {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The value at quantile `q` of sorted `values` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/**
 * Runs one measured load and keeps every 2xx answer's time: autocannon's own percentiles are
 * whole milliseconds, which turns a 1.4 ms against 1.6 ms comparison into 1 against 2. With
 * `warmup`, the first answers warm the server on the same connections and are not timed.
 */
async function timedCannon(
  base: string,
  requests: Req[],
  options: { seconds?: number; amount?: number; warmup?: number },
) {
  const times: number[] = [];
  const warmup = options.warmup ?? 0;
  let answered = 0;
  let timedFrom = performance.now();
  // Without a callback autocannon answers its instance, which is also the result's promise.
  const instance = cannon(base, requests, options) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  instance.on('response', (_client, status, _bytes, ms) => {
    answered += 1;
    if (answered === warmup) timedFrom = performance.now();
    if (answered <= warmup) return;
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  const timedSeconds = (performance.now() - timedFrom) / 1000;
  times.sort((a, b) => a - b);
  return {
    result,
    timed: answered - warmup,
    timedRps: (answered - warmup) / timedSeconds,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}

async function measure(base: string, target: Target): Promise<Measured> {
  if (target.once) {
    // Each request can be sent once, so the warm-up is the first fifth of them, sent on the same
    // 50 connections the measured ones use: fresh connections all opened at once are a start-up
    // burst, which the timed runs of the other calls dilute in 5 s of answers.
    const warmup = Math.floor(target.requests.length / 5);
    if (warmup < CONNECTIONS || target.requests.length - warmup < CONNECTIONS) {
      throw new Error(`${target.call}: solo ${target.requests.length} envíos preparados`);
    }
    const timed = await timedCannon(base, target.requests, {
      amount: target.requests.length,
      warmup,
    });
    return {
      requests: timed.timed,
      rps: timed.timedRps,
      p50: timed.p50,
      p99: timed.p99,
      non2xx: timed.result.non2xx,
      errors: timed.result.errors + timed.result.timeouts,
    };
  }
  await cannon(
    base,
    target.requests,
    target.warmup ? { amount: target.warmup } : { seconds: WARMUP_SECONDS },
  );
  const timed = await timedCannon(base, target.requests, { seconds: SECONDS });
  return {
    requests: timed.result.requests.total,
    rps: timed.result.requests.average,
    p50: timed.p50,
    p99: timed.p99,
    non2xx: timed.result.non2xx,
    errors: timed.result.errors + timed.result.timeouts,
  };
}

/** Loads one generated database: the real server, then the ceiling for the same bytes. */
export async function loadRun(
  dataset: string,
  adminEmail: string,
  port: number,
): Promise<LoadReport> {
  const loadAverage = os.loadavg();
  const db = new pg.Client({ connectionString: serverUrl(dataset) });
  await db.connect();
  let server: Started | undefined;
  const measured: {
    target: Target;
    m: Measured;
    recorded: RecordedResponse;
    statements: number | null;
    firstStatements: number | null;
    status: number;
  }[] = [];
  try {
    server = await startServer(serverUrl(dataset), port);
    const base = server.base;
    const admin = await login(base, adminEmail);
    const picked = await sample<{ id: number; email: string }>(
      db,
      `select u.id, u.email from users u where u.tipo = 1 and u.is_active
       and exists (select 1 from alumno_curso ac where ac.alumno = u.id and ac.activo = 1)
       order by random() limit ${STUDENTS}`,
    );
    const tokens = await pool(picked, 4, (u) => login(base, u.email));
    const sessions: Sessions = {
      admin,
      students: new Map(picked.map((u, i) => [u.id, tokens[i] as string])),
    };
    const targets = await buildTargets(base, db, sessions);
    const run = async (target: Target) => {
      if (target.requests.length === 0) {
        throw new Error(
          `${target.call}: ninguna petición preparada; la base ya se usó (npm run bench la genera de nuevo)`,
        );
      }
      // The first answer may fill caches (and opens an attempt); the second is a request as the
      // load repeats it. A submission can be sent once: its one answer is both.
      const first = await api(base, target.requests[0] as Req);
      const probe = target.once ? first : await api(base, target.requests[0] as Req);
      const slot = measured.length;
      const count = (r: typeof probe) => (r.statements === null ? null : Number(r.statements));
      const statements = count(probe);
      const firstStatements = count(first);
      const m = await measure(
        base,
        target.once ? { ...target, requests: target.requests.slice(1) } : target,
      );
      measured.push({
        target,
        m,
        statements,
        firstStatements,
        status: probe.status,
        recorded: { slot, headers: probe.headers, body: probe.bytes.toString('base64') },
      });
      console.info(
        `  ${dataset} ${target.call}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
          `non-2xx ${m.non2xx}, sentencias ${firstStatements} / ${statements}`,
      );
    };
    for (const target of targets) if (wanted(target.call)) await run(target);
    const opened =
      wanted(OPEN_ATTEMPT) || wanted('enviarRespueastasEvaluacionAlumno')
        ? await openings(base, db, sessions)
        : undefined;
    if (opened && wanted(OPEN_ATTEMPT)) {
      // The first opening is the statement-count probe: its student's session and its
      // evaluation are read beforehand (the history reads and caches both), so on both sizes
      // it counts the opening's own statements, not whatever the cache happened to hold.
      const [probe] = opened.pairs;
      if (probe) {
        const key = { evaluacion: probe.evaluacion, alumno_curso: probe.alumno_curso };
        const token = opened.tokens.get(probe.alumno) as string;
        await api(base, post('getEvaluacionesAlumnoCursoAlumno', key, token));
      }
      await run({
        call: OPEN_ATTEMPT,
        varies: `${opened.pairs.length} pares inscripción × evaluación sin intento abierto, cada uno abierto una vez`,
        requests: opened.pairs.map((p) =>
          evaluationQuestions(p, opened.tokens.get(p.alumno) as string),
        ),
        once: true,
        note:
          'Cada petición abre un intento real (sortea y guarda el orden de las preguntas), de ' +
          'alumnos distintos de los de las lecturas; el primer quinto sirve de calentamiento.',
      });
    }
    if (opened && wanted('enviarRespueastasEvaluacionAlumno')) {
      const submits = await submissions(base, opened);
      await run({
        call: 'enviarRespueastasEvaluacionAlumno',
        varies: `${submits.length} intentos abiertos distintos, cada uno enviado una vez`,
        requests: submits,
        once: true,
        note:
          'Cada petición califica un intento abierto real (una sentencia lo cierra con su ' +
          'calificación y guarda las respuestas y la auditoría), de alumnos distintos de los ' +
          'de las lecturas; el primer quinto sirve de calentamiento.',
      });
    }
  } finally {
    await server?.stop();
    await db.end();
  }

  const recordedFile = path.join(outDir, `responses-${dataset}.json`);
  writeFileSync(recordedFile, JSON.stringify(measured.map((x) => x.recorded)));
  const ceiling = await startCeiling(recordedFile, port + 1);
  const calls: CallResult[] = [];
  try {
    for (const x of measured) {
      // The ceiling receives the call's own requests (method, query, body, headers), so it reads
      // and parses the same bytes in as the server did and only the answering differs.
      const route = `/ceiling/${x.recorded.slot}`;
      const same = x.target.requests.map((r): Req => {
        const query = r.path.includes('?') ? r.path.slice(r.path.indexOf('?')) : '';
        return { ...r, path: route + query };
      });
      await cannon(ceiling.base, same, { seconds: WARMUP_SECONDS });
      const top = await cannon(ceiling.base, same, { seconds: SECONDS });
      calls.push({
        call: x.target.call,
        varies: x.target.varies,
        requests: x.m.requests,
        rps: x.m.rps,
        p50: x.m.p50,
        p99: x.m.p99,
        non2xx: x.m.non2xx,
        errors: x.m.errors,
        statements: x.statements,
        firstStatements: x.firstStatements,
        responseBytes: Buffer.from(x.recorded.body, 'base64').length,
        ceilingRps: top.requests.average,
        note:
          x.status >= 300
            ? `La petición de muestra respondió ${x.status}. ${x.target.note ?? ''}`.trim()
            : x.target.note,
      });
    }
  } finally {
    await ceiling.stop();
  }
  return { dataset, loadAverage, connections: CONNECTIONS, durationSeconds: SECONDS, calls };
}
