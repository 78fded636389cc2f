/** What the generator builds, the figures it reports, and where the benchmark keeps them. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(benchDir, '..');
export const outDir = path.join(benchDir, 'out');

/** Every generated account (students, teachers, the administrator) has this password. */
export const BENCH_PASSWORD = 'Bench-Academia-2026';

const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function serverUrl(database: string): string {
  return `${PG_BASE}/${database}`;
}

export interface Dataset {
  name: string;
  scale: number;
  students: number;
  teachers: number;
  courses: number;
  completions: number;
  attempts: number;
  forumAnswers: number;
  payments: number;
  articles: number;
  jobs: number;
  /** Managed skills (issue 26). */
  skills: number;
  applicants: number;
  vacancies: number;
}

export interface GenerationReport {
  dataset: Dataset;
  timings: { label: string; seconds: number }[];
  totalSeconds: number;
  rows: Record<string, number>;
  databaseSize: string;
  adminEmail: string;
}

export interface CallResult {
  call: string;
  /** What the requests vary over, for the report. */
  varies: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Statements of a request as the load repeats it (caches warm). */
  statements: number | null;
  /** Statements of the very first request (caches possibly cold). */
  firstStatements: number | null;
  responseBytes: number;
  ceilingRps: number;
  note?: string;
}

export interface LoadReport {
  dataset: string;
  /** The machine's 1, 5 and 15 minute load averages when the run started (2 cores here). */
  loadAverage: number[];
  connections: number;
  durationSeconds: number;
  calls: CallResult[];
}

/** One recorded answer of a call: what the ceiling serves back in its place. */
export interface RecordedResponse {
  /** The ceiling's route, `/ceiling/<slot>`. */
  slot: number;
  /** The server's headers but those Node writes per connection (date, length, keep-alive). */
  headers: Record<string, string>;
  /** Base64, so the exact bytes survive the JSON file. */
  body: string;
}

/** The row of getPreguntasEvaluacionCursoAlumno's first call on an evaluation: it opens the attempt. */
export const OPEN_ATTEMPT = 'getPreguntasEvaluacionCursoAlumno (abre)';
/** The student search with terms sent once each, so the cache never answers (decision 034). */
export const UNSEEN_SEARCH = 'alumno/paginado (términos nuevos)';

/** The gradebook's course of 5 000 enrolments (issue 24): its slug, which the load finds it by. */
export const GRADEBOOK_SLUG = 'curso-libro-de-calificaciones';
