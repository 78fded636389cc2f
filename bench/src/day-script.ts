/**
 * The Artillery script of one step of `npm run bench:day`: one scenario whose virtual users are
 * students, administrators and visitors (the processor gives each its role), each looping over
 * what such a person does, with think times, until the step's deadline. Mix and think times:
 * docs/decisions/033-capacity.md.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import { STORM_SIGN_IN } from './day-shape';
import { benchDir, outDir } from './generate-shape';

type Json = Record<string, unknown>;

interface Call {
  /** Activity code the processor chose (see day-processor.ts's pick functions). */
  act: number;
  method: 'get' | 'post';
  call: string;
  /** The name its figures go under, when not the call's. */
  name?: string;
  /** Seconds the person reads or types before sending it. */
  think: number;
  json?: Json;
  qs?: Json;
  headers?: Record<string, string>;
  /** Extra Artillery fields: hooks, captures. */
  extra?: Json;
}

const signedIn = { authorization: 'token {{ token }}' };

function request(c: Call): Json {
  return {
    [c.method]: {
      url: `/api/${c.call}/`,
      name: c.name ?? c.call,
      headers: c.headers ?? signedIn,
      think: c.think,
      ifTrue: `live == 1 and act == ${c.act}`,
      ...(c.json ? { json: c.json } : {}),
      ...(c.qs ? { qs: c.qs } : {}),
      beforeRequest: 'think',
      ...c.extra,
    },
  };
}

const videoSaves: Call[] = Array.from({ length: 6 }, (_, i) => ({
  act: 1,
  method: 'post',
  call: 'guardarPosicionVideo',
  think: 10,
  json: { subtema: '{{ subtema }}', segundos: `{{ seg${i + 1} }}`, duracion: 900 },
}));

/** Every request a virtual user may send, gated by the activity its pick function chose. */
const CALLS: Call[] = [
  // Students: a lesson with its video, position saved every 10 s, then marked finished.
  {
    act: 1,
    method: 'post',
    call: 'getTemasCurso',
    think: 8,
    json: { curso: '{{ curso }}', alumno_curso: '{{ ac }}' },
  },
  {
    act: 1,
    method: 'post',
    call: 'getSubtema',
    think: 4,
    json: { subtema: '{{ subtema }}', curso: '{{ curso }}' },
  },
  { act: 1, method: 'get', call: 'getPosicionVideo', think: 0, qs: { subtema: '{{ subtema }}' } },
  ...videoSaves,
  {
    act: 1,
    method: 'post',
    call: 'marcarComoCompletado',
    think: 5,
    json: { subtema: '{{ subtema }}', alumno_curso: '{{ ac }}' },
  },
  // The course list and the bell.
  { act: 2, method: 'get', call: 'getCursosAlumno', think: 8 },
  { act: 2, method: 'get', call: 'getNotificaciones', think: 1, qs: { page: 1 } },
  // The course's announcements.
  {
    act: 3,
    method: 'get',
    call: 'getAvisosCurso',
    think: 8,
    qs: { alumno_curso: '{{ ac }}', page: 1 },
  },
  // A forum answer, typed for 40 s.
  {
    act: 4,
    method: 'post',
    call: 'getForosDiscusionAlumnoCurso',
    think: 8,
    json: { curso: '{{ curso }}' },
  },
  {
    act: 4,
    method: 'post',
    call: 'agregarRespuestaForoUsuario',
    think: 40,
    json: {
      foro_discusion: '{{ foro }}',
      alumno_curso: '{{ ac }}',
      respuesta: 'Lo aplicaría en mi trabajo revisando cada semana los indicadores del equipo.',
    },
  },
  // An evaluation: its attempts, opened, answered for a minute, sent.
  {
    act: 5,
    method: 'post',
    call: 'getEvaluacionesAlumnoCursoAlumno',
    think: 8,
    json: { alumno_curso: '{{ ac }}', evaluacion: '{{ evaluacion }}' },
  },
  {
    act: 5,
    method: 'post',
    call: 'getPreguntasEvaluacionCursoAlumno',
    think: 5,
    json: { evaluacion: '{{ evaluacion }}', alumno_curso: '{{ ac }}' },
    extra: { afterResponse: 'answers' },
  },
  {
    act: 5,
    method: 'post',
    call: 'enviarRespueastasEvaluacionAlumno',
    think: 60,
    extra: { beforeRequest: 'submission', json: {} },
  },
  // Signing out and in again (a new session).
  { act: 6, method: 'post', call: 'logout', think: 10, json: {} },
  {
    act: 6,
    method: 'post',
    call: 'auth',
    think: 30,
    headers: { 'x-forwarded-for': '{{ ip }}' },
    json: { username: '{{ email }}', password: '{{ password }}' },
    extra: { capture: { json: '$.token', as: 'token' } },
  },
  { act: 6, method: 'get', call: 'getCursosAlumno', think: 2 },
  // Administrators.
  {
    act: 11,
    method: 'get',
    call: 'alumno/paginado',
    think: 10,
    qs: { search: '{{ search }}', page: 1, is_active: 1 },
  },
  {
    act: 12,
    method: 'post',
    call: 'getAlumnosCurso',
    think: 12,
    json: { curso: '{{ cursoAdmin }}', page: 1 },
  },
  {
    act: 13,
    method: 'post',
    call: 'getPagosAlumnoCurso',
    think: 15,
    json: { alumno: '{{ alumno }}', grupo: '{{ grupo }}' },
  },
  {
    act: 14,
    method: 'get',
    call: 'getCalificacionesCurso',
    think: 15,
    qs: { curso: '{{ cursoAdmin }}', page: 1, orden: 'alumno' },
  },
  // Visitors.
  { act: 21, method: 'get', call: 'getCatalogoCursos', think: 8, headers: {}, qs: { page: 1 } },
  {
    act: 21,
    method: 'get',
    call: 'getCursoPublico',
    think: 10,
    headers: {},
    qs: { slug: '{{ slugCurso }}' },
  },
  {
    act: 22,
    method: 'post',
    call: 'getArticulos',
    think: 8,
    headers: {},
    json: { categoria: '{{ categoria }}', page: 1 },
  },
  {
    act: 22,
    method: 'post',
    call: 'getDetalleArticulo',
    think: 15,
    headers: {},
    json: { slug: '{{ slugArticulo }}' },
  },
  { act: 23, method: 'get', call: 'getJobs', think: 10, headers: {} },
  {
    act: 24,
    method: 'post',
    call: 'getDatosCertificadoAlumno',
    think: 10,
    headers: {},
    json: { unique_id: '{{ certificado }}' },
  },
  // The storm: one sign-in per virtual user, sent as it arrives.
  {
    act: 30,
    method: 'post',
    call: 'auth',
    name: STORM_SIGN_IN,
    think: 0,
    headers: { 'x-forwarded-for': '{{ ip }}' },
    json: { username: '{{ email }}', password: '{{ password }}' },
  },
];

export interface Arrivals {
  /** Seconds over which the step's people arrive. */
  rampSeconds: number;
  /** People who arrive over the ramp (the processor gives each a role). */
  people: number;
  /** The storm, after the ramp: seconds to wait, then `count` sign-ins over `seconds`. */
  storm?: { afterSeconds: number; count: number; seconds: number };
}

/**
 * The processor bundled as CommonJS into bench/out: Artillery's own TypeScript bundling writes
 * a `.js` beside the source, which this `"type": "module"` package would load as ESM.
 */
export function bundleProcessor(): string {
  const outfile = path.join(outDir, 'day-processor.cjs');
  buildSync({
    entryPoints: [path.join(benchDir, 'src/day-processor.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/** The script Artillery runs against `target`, with the processor `bundleProcessor` wrote. */
export function dayScript(target: string, processor: string, a: Arrivals): Json {
  const phases: Json[] = [{ duration: a.rampSeconds, arrivalCount: a.people }];
  if (a.storm) {
    phases.push({ pause: a.storm.afterSeconds });
    phases.push({ duration: a.storm.seconds, arrivalCount: a.storm.count });
  }
  return {
    config: {
      target,
      processor,
      // A sign-in queued behind a storm may take long; it is measured, not cut off.
      http: { timeout: 120 },
      phases,
    },
    scenarios: [
      {
        name: 'persona',
        afterResponse: 'record',
        flow: [
          { function: 'init' },
          { loop: [{ function: 'pick' }, ...CALLS.map(request)], whileTrue: 'live' },
        ],
      },
    ],
  };
}
