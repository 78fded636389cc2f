/** What `npm run bench:day` hands the load tool's processor, and what each step measured. */

/** The line of RESULTS.md (written by `npm run bench`) that names the day's results. */
export const DAY_RESULTS_LINK =
  'Las cifras de capacidad (un día de la academia, `npm run bench:day`) están en [RESULTS-DAY.md](RESULTS-DAY.md).';

/** What students send: the second capacity figure counts only these calls. */
export const STUDENT_CALLS = [
  'getTemasCurso',
  'getSubtema',
  'getPosicionVideo',
  'guardarPosicionVideo',
  'marcarComoCompletado',
  'getCursosAlumno',
  'getNotificaciones',
  'getAvisosCurso',
  'getForosDiscusionAlumnoCurso',
  'agregarRespuestaForoUsuario',
  'getEvaluacionesAlumnoCursoAlumno',
  'getPreguntasEvaluacionCursoAlumno',
  'enviarRespueastasEvaluacionAlumno',
  'logout',
  'auth',
];

/** The storm's sign-ins: timed whenever they answer, not only inside the step's window. */
export const STORM_SIGN_IN = 'auth (tormenta)';

/** A student who is signed in when the step starts, with the ids their screens name. */
export interface DayStudent {
  email: string;
  token: string;
  /** The address the sign-in comes from (`X-Forwarded-For`), one per student as in real life. */
  ip: string;
  curso: number;
  alumno_curso: number;
  /** Lessons of the course, in the order the student opens them. */
  subtemas: number[];
  foro: number;
  /** An evaluation the student may still open (none open, not passed, attempts left), or 0. */
  evaluacion: number;
}

export interface DayAdmin {
  token: string;
  /** Search terms this administrator types, none typed before in the run. */
  terms: string[];
  /** Courses whose roster and gradebook they open. */
  cursos: number[];
  /** Group members whose payments they open. */
  pagos: { alumno: number; grupo: number }[];
}

export interface DayVisitors {
  /** Visitors of the step: each browses public pages until the end. */
  count: number;
  cursos: string[];
  articulos: string[];
  certificados: string[];
}

/** One step's payload: the virtual users and when the measured window opens and closes. */
export interface DayPayload {
  /** Milliseconds from the first virtual user's start: answers before it are not timed. */
  warmupMs: number;
  /** Milliseconds from the first virtual user's start to the step's end. */
  durationMs: number;
  /** Every generated account's password, for the sign-ins. */
  password: string;
  students: DayStudent[];
  admins: DayAdmin[];
  visitors: DayVisitors;
  /** Accounts that only sign in (the storm): e-mail and the address they come from. */
  signIns: { email: string; ip: string }[];
}

/** One call's figures over a step's measured window. */
export interface DayCall {
  call: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers by status outside 2xx: `{ "429": 3 }`. */
  refused: Record<string, number>;
}

export interface DayStep {
  /** Concurrent active students (virtual users), admins and visitors of this step. */
  students: number;
  admins: number;
  visitors: number;
  /** Requests per second in the measured window, every call. */
  rps: number;
  calls: DayCall[];
  /** Transport errors of the whole step (timeouts, resets), by code. */
  errors: Record<string, number>;
  /** Peak resident memory of the server processes during the step, MB (summed). */
  serverRssMb: number;
  /** The machine's 1-minute load average at the step's start and end. */
  loadAverage: [number, number];
  /** Why the step did not hold, if it did not: the calls over 200 ms at p99, errors. */
  failures: string[];
  /** The same, counting only the students' calls (and transport errors). */
  studentFailures: string[];
}
