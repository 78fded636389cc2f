/**
 * Artillery's processor for `npm run bench:day` (bundled by Artillery itself): it hands each
 * virtual user its account and ids, chooses what the person does next, waits their think time
 * and times every answer inside the step's measured window. The scenarios are in day-script.ts.
 */
import { readFileSync } from 'node:fs';
import { type DayAdmin, type DayPayload, type DayStudent, STORM_SIGN_IN } from './day-shape';

interface Context {
  vars: Record<string, unknown>;
}
interface Events {
  emit(kind: 'counter' | 'histogram', name: string, value: number): void;
}
interface RequestParams {
  name?: string;
  json?: unknown;
  /** Seconds the person reads or types before this request (our own field of the script). */
  think?: number;
}
interface Response {
  statusCode: number;
  body: unknown;
  timings?: { phases?: { total?: number; firstByte?: number } };
}
type Done = (error?: Error) => void;

const payload = JSON.parse(readFileSync(process.env.DAY_PAYLOAD ?? '', 'utf8')) as DayPayload;
/** When the first virtual user started: the window and the deadline count from it. */
let startedAt = 0;
/** Arrivals so far: the n-th virtual user takes the n-th role. */
let arrived = 0;
let nextStudent = 0;
let nextAdmin = 0;
let nextSignIn = 0;

type Role = 'student' | 'admin' | 'visitor' | 'signIn';

/**
 * The roles of the step's arrivals: administrators and visitors spread evenly among the
 * students, so every moment of the ramp has the same mix; the storm's sign-ins come after.
 */
const roles: Role[] = (() => {
  const { students, admins } = payload;
  const total = students.length + admins.length + payload.visitors.count;
  const out: Role[] = new Array(total).fill('student');
  const place = (role: Role, count: number) => {
    for (let k = 0; k < count; k++) {
      let i = Math.floor(((k + 0.5) * total) / count);
      while (out[i % total] !== 'student') i++;
      out[i % total] = role;
    }
  };
  place('admin', admins.length);
  place('visitor', payload.visitors.count);
  return out;
})();

const deadline = () => startedAt + payload.durationMs;
const measuring = (now: number) =>
  now >= startedAt + payload.warmupMs && now < startedAt + payload.durationMs;
const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Chooses by weight: `[[weight, value], …]`. */
function weighted(choices: readonly (readonly [number, number])[]): number {
  const total = choices.reduce((sum, [w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [w, value] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]?.[1] ?? 0;
}

/** Gives the arriving virtual user its role and, for a student or an administrator, its account. */
export function init(context: Context, _events: Events, done: Done): void {
  if (startedAt === 0) startedAt = Date.now();
  const role: Role = roles[arrived++] ?? 'signIn';
  const v = context.vars;
  Object.assign(v, { role, live: 1, password: payload.password });
  if (role === 'student') {
    const s = payload.students[nextStudent++ % payload.students.length] as DayStudent;
    Object.assign(v, {
      email: s.email,
      token: s.token,
      ip: s.ip,
      curso: s.curso,
      ac: s.alumno_curso,
      foro: s.foro,
      evaluacion: s.evaluacion,
      lessons: s.subtemas,
      lesson: Math.floor(Math.random() * s.subtemas.length),
    });
  } else if (role === 'admin') {
    const a = payload.admins[nextAdmin++ % payload.admins.length] as DayAdmin;
    Object.assign(v, { token: a.token, admin: a, term: 0 });
  } else if (role === 'signIn') {
    const s = payload.signIns[nextSignIn++ % payload.signIns.length];
    Object.assign(v, { email: s?.email, ip: s?.ip });
  }
  done();
}

/** The loop of every virtual user runs until the step's deadline; a storm's sign-in runs once. */
export function live(context: Context, next: (go: boolean) => void): void {
  const v = context.vars;
  const go = Date.now() < deadline() && !(v.role === 'signIn' && v.act === 30);
  v.live = go ? 1 : 0;
  next(go);
}

/** What the virtual user does next, by its role. */
export function pick(context: Context, _events: Events, done: Done): void {
  const role = context.vars.role as Role;
  if (role === 'student') pickStudent(context);
  else if (role === 'admin') pickAdmin(context);
  else if (role === 'visitor') pickVisitor(context);
  else context.vars.act = 30;
  done();
}

/**
 * What a student does next (decision 033): a lesson with its video (1), the course list and
 * the bell (2), the announcements (3), a forum answer (4), an evaluation (5), signing out and
 * in again (6). An evaluation is taken once per student; without one left it is the course list.
 */
function pickStudent(context: Context): void {
  const v = context.vars;
  let act = weighted([
    [50, 1],
    [15, 2],
    [10, 3],
    [8, 4],
    [7, 5],
    [2, 6],
  ]);
  if (act === 5 && !v.evaluacion) act = 2;
  if (act === 1) {
    const lessons = v.lessons as number[];
    const lesson = (Number(v.lesson) + 1) % lessons.length;
    v.lesson = lesson;
    v.subtema = lessons[lesson];
    // Where the video resumes: the six saves that follow are ten seconds apart.
    const from = Math.floor(Math.random() * 600);
    for (let i = 1; i <= 6; i++) v[`seg${i}`] = from + 10 * i;
  }
  v.act = act;
}

/** An administrator: a student search (11), a roster (12), payments (13), a gradebook (14). */
function pickAdmin(context: Context): void {
  const v = context.vars;
  const admin = v.admin as DayAdmin;
  const act = weighted([
    [40, 11],
    [20, 12],
    [20, 13],
    [20, 14],
  ]);
  if (act === 11) {
    // Terms are never repeated within a run: every search is a miss of the server's cache.
    v.search = admin.terms[Number(v.term) % admin.terms.length];
    v.term = Number(v.term) + 1;
  }
  const pago = random(admin.pagos);
  Object.assign(v, {
    act,
    cursoAdmin: random(admin.cursos),
    alumno: pago.alumno,
    grupo: pago.grupo,
  });
}

/** A visitor: the catalogue and a course (21), the blog and an article (22), jobs (23), a certificate (24). */
function pickVisitor(context: Context): void {
  const v = context.vars;
  const act = weighted([
    [25, 21],
    [35, 22],
    [25, 23],
    [15, 24],
  ]);
  Object.assign(v, {
    act,
    slugCurso: random(payload.visitors.cursos),
    slugArticulo: random(payload.visitors.articulos),
    certificado: random(payload.visitors.certificados),
    categoria: Math.floor(Math.random() * 13),
  });
}

/** Waits the request's think time (±50 %), never past the step's deadline. */
export function think(params: RequestParams, context: Context, _events: Events, next: Done): void {
  const seconds = params.think ?? 0;
  const wait = Math.min(seconds * 1000 * (0.5 + Math.random()), deadline() - Date.now());
  if (wait <= 0) {
    context.vars.live = Date.now() < deadline() ? 1 : 0;
    next();
    return;
  }
  setTimeout(() => {
    context.vars.live = Date.now() < deadline() ? 1 : 0;
    next();
  }, wait);
}

/** Times every answer inside the measured window, by call, and counts refusals by status. */
export function record(
  params: RequestParams,
  response: Response,
  _context: Context,
  events: Events,
  next: Done,
): void {
  const now = Date.now();
  // The storm's sign-ins are timed whenever they answer: a queued one may end after the window.
  if (params.name && (measuring(now) || params.name === STORM_SIGN_IN)) {
    const phases = response.timings?.phases;
    const ms = phases?.total ?? phases?.firstByte;
    if (ms !== undefined) events.emit('histogram', `dia.${params.name}`, ms);
    const status = response.statusCode;
    if (status < 200 || status >= 300) events.emit('counter', `dia.${params.name}.${status}`, 1);
  }
  next();
}

type Pregunta = { id: number; tipo: number; respuestas: { id: number }[] };

/** The opened attempt's questions, answered as a student would (any options of their own). */
export function answers(
  _params: RequestParams,
  response: Response,
  context: Context,
  _events: Events,
  next: Done,
): void {
  const v = context.vars;
  // Taken once: a second attempt could find the first one passed.
  v.evaluacionAbierta = v.evaluacion;
  v.evaluacion = 0;
  if (response.statusCode !== 200) {
    v.act = 0;
    next();
    return;
  }
  const body = typeof response.body === 'string' ? JSON.parse(response.body) : response.body;
  const content = (body as { content: Pregunta[] }).content;
  v.respuestas = content.map((q, i) => {
    const options = q.respuestas.map((r) => r.id);
    const first = options[i % options.length] as number;
    return { pregunta: q.id, respuesta: q.tipo === 2 ? options.slice(0, 2) : first };
  });
  next();
}

/** The submission's body: the answers built from the opened attempt. */
export function submission(
  params: RequestParams,
  context: Context,
  events: Events,
  next: Done,
): void {
  const v = context.vars;
  params.json = { evaluacion: v.evaluacionAbierta, alumno_curso: v.ac, respuestas: v.respuestas };
  think(params, context, events, next);
}
