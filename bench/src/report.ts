import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DAY_RESULTS_LINK } from './day-shape';
import {
  benchDir,
  type CallResult,
  type GenerationReport,
  type LoadReport,
  OPEN_ATTEMPT,
  outDir,
  UNSEEN_SEARCH,
} from './generate-shape';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  postgres: string;
  date: string;
}

export function machineNow(postgres: string): Machine {
  return {
    cpu: os.cpus()[0]?.model ?? 'desconocida',
    cores: os.cpus().length,
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres,
    date: new Date().toISOString(),
  };
}

interface Lighthouse {
  date: string;
  chromium: string;
  pages: {
    name: string;
    path: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    jsKbCompressed: number;
  }[];
}

interface Memory {
  date: string;
  uploadBytes: number;
  rssBeforeMb: number;
  rssPeakUploadMb: number;
  rssPeakRangeMb: number;
  uploadSeconds: number;
}

export const PUBLIC_READS = [
  'getArticulos',
  'getDetalleArticulo',
  'getJobs',
  'getDatosCertificadoAlumno',
];
export const STUDENT_CALLS = [
  'getCursosAlumno',
  'getTemasCurso',
  'getSubtema',
  'getPreguntasEvaluacionCursoAlumno',
  OPEN_ATTEMPT,
  'enviarRespueastasEvaluacionAlumno',
];
export const ADMIN_LISTS = [
  'alumno/paginado',
  UNSEEN_SEARCH,
  'getPagosAlumnoCurso',
  'getVacantes',
  // The gradebook of a course of 5 000 enrolments (issue 24).
  'getCalificacionesCurso',
];
/** Student reads with the 100 ms budget of their issue: 'Oportunidades' ranks every open vacancy. */
export const STUDENT_RANKINGS = ['getOportunidadesAlumno'];

interface Budget {
  budget: string;
  measured: string;
  met: boolean;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const yes = (met: boolean) => (met ? 'cumplido' : '**no cumplido**');
/** A change with its sign: +9, or −41 when the memory went down. */
const signed = (n: number) => `${Math.round(n) < 0 ? '−' : '+'}${Math.abs(Math.round(n))}`;

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function loadTable(load: LoadReport): string {
  const rows = load.calls.map((c) =>
    [
      c.call,
      fmt(c.rps),
      fmt(c.p50, 1),
      fmt(c.p99, 1),
      `${c.non2xx} / ${c.errors}`,
      String(c.requests),
      c.statements ?? '—',
      String(c.responseBytes),
      fmt(c.ceilingRps),
      `${fmt((100 * c.rps) / c.ceilingRps)} %`,
      c.varies,
    ].join(' | '),
  );
  return [
    '| llamada | req/s | p50 ms | p99 ms | no-2xx / errores | peticiones | sentencias SQL | bytes de respuesta | techo req/s | % del techo | peticiones variadas |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

function byCall(load: LoadReport | undefined): Map<string, CallResult> {
  return new Map((load?.calls ?? []).map((c) => [c.call, c]));
}

function scaleTable(full: LoadReport, small: LoadReport): string {
  const s = byCall(small);
  const rows = full.calls.map((f) => {
    const sm = s.get(f.call);
    const ratio = sm && sm.p50 > 0 ? f.p50 / sm.p50 : Number.NaN;
    const counts = (c: CallResult | undefined) =>
      `${c?.firstStatements ?? '—'} / ${c?.statements ?? '—'}`;
    return `| ${f.call} | ${fmt(sm?.p50 ?? Number.NaN, 1)} | ${fmt(f.p50, 1)} | ${fmt(ratio, 2)} | ${counts(sm)} | ${counts(f)} |`;
  });
  return [
    'Sentencias: la primera petición (cachés quizá frías) / una petición repetida, como las de la carga.',
    '',
    '| llamada | p50 1 % (ms) | p50 completa (ms) | completa / 1 % | sentencias 1 % | sentencias completa |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function serverBudgets(full: LoadReport, small: LoadReport): Budget[] {
  const f = byCall(full);
  const s = byCall(small);
  const budgets: Budget[] = [];
  for (const call of PUBLIC_READS) {
    const c = f.get(call);
    if (!c) continue;
    const share = c.rps / c.ceilingRps;
    budgets.push({
      budget: `${call}: ≥ 50 % del techo a 50 conexiones (base completa)`,
      measured: `${fmt(100 * share)} % (${fmt(c.rps)} de ${fmt(c.ceilingRps)} req/s)`,
      met: share >= 0.5 && c.non2xx === 0 && c.errors === 0,
    });
  }
  for (const [calls, limit] of [
    [STUDENT_CALLS, 50],
    [ADMIN_LISTS, 100],
    [STUDENT_RANKINGS, 100],
  ] as const) {
    for (const call of calls) {
      const c = f.get(call);
      if (!c) continue;
      budgets.push({
        budget: `${call}: p99 < ${limit} ms a 50 conexiones (base completa)`,
        measured: `${fmt(c.p99, 1)} ms${c.non2xx + c.errors > 0 ? `, ${c.non2xx + c.errors} fallidas` : ''}`,
        met: c.p99 < limit && c.non2xx === 0 && c.errors === 0,
      });
    }
  }
  for (const c of full.calls) {
    const sm = s.get(c.call);
    if (!sm) continue;
    const answered = c.requests > 0 && sm.requests > 0;
    const ratio = answered ? c.p50 / sm.p50 : Number.NaN;
    budgets.push({
      budget: `${c.call}: p50 completa / 1 % ≤ 1.5`,
      measured: answered
        ? `${fmt(ratio, 2)} (${fmt(c.p50, 1)} / ${fmt(sm.p50, 1)} ms)`
        : 'sin respuestas completas en el tiempo medido',
      met: answered && ratio <= 1.5,
    });
    budgets.push({
      budget: `${c.call}: mismas sentencias SQL en ambas bases`,
      measured: `${sm.statements ?? '—'} y ${c.statements ?? '—'}`,
      met: c.statements !== null && c.statements === sm.statements,
    });
  }
  return budgets;
}

function memorySection(m: Memory): { text: string; budgets: Budget[] } {
  const upload = m.rssPeakUploadMb - m.rssBeforeMb;
  const range = m.rssPeakRangeMb - m.rssBeforeMb;
  return {
    text: [
      `## Memoria (subida de ${fmt(m.uploadBytes / 1024 ** 3, 1)} GB)`,
      '',
      `Medido el ${m.date}. RSS antes: ${fmt(m.rssBeforeMb)} MB; pico durante la subida: ${fmt(m.rssPeakUploadMb)} MB ` +
        `(${fmt(m.uploadSeconds, 1)} s); pico sirviéndolo con Range: ${fmt(m.rssPeakRangeMb)} MB.`,
    ].join('\n'),
    budgets: [
      {
        budget: 'Subir un video de 2 GB sube la RSS < 100 MB',
        measured: `${signed(upload)} MB`,
        met: upload < 100,
      },
      {
        budget: 'Servirlo con Range sube la RSS < 100 MB',
        measured: `${signed(range)} MB`,
        met: range < 100,
      },
    ],
  };
}

function lighthouseSection(l: Lighthouse): { text: string; budgets: Budget[] } {
  const budgets: Budget[] = [];
  const rows = l.pages.map((p) => {
    const scores = [p.performance, p.accessibility, p.bestPractices, p.seo];
    budgets.push({
      budget: `${p.name}: JavaScript inicial ≤ 120 kB (120 000 bytes) comprimido`,
      measured: `${fmt(p.jsKbCompressed, 1)} kB`,
      met: p.jsKbCompressed <= 120,
    });
    budgets.push({
      budget: `${p.name}: Lighthouse ≥ 95 en las cuatro categorías`,
      measured: scores.join(' / '),
      met: scores.every((x) => x >= 95),
    });
    return `| ${p.name} | ${p.path} | ${scores.join(' | ')} | ${fmt(p.jsKbCompressed, 1)} |`;
  });
  return {
    text: [
      '## Web (Lighthouse)',
      '',
      `Medido el ${l.date} con ${l.chromium}.`,
      '',
      '| página | ruta | rendimiento | accesibilidad | buenas prácticas | SEO | JS kB (comprimido) |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
    budgets,
  };
}

function generationSection(g: GenerationReport): string {
  const d = g.dataset;
  return [
    `### ${d.name} (escala ${d.scale})`,
    '',
    `Generada en ${fmt(g.totalSeconds, 1)} s; tamaño ${g.databaseSize}.`,
    '',
    '| paso | segundos |',
    '|---|---:|',
    ...g.timings.map((t) => `| ${t.label} | ${fmt(t.seconds, 1)} |`),
    '',
    '| tabla | filas |',
    '|---|---:|',
    ...Object.entries(g.rows).map(([t, n]) => `| ${t} | ${n.toLocaleString('es-MX')} |`),
  ].join('\n');
}

export function writeReport(input: {
  machine: Machine;
  generation: GenerationReport[];
  loads: { small: LoadReport; full: LoadReport };
}): string {
  const { machine, generation, loads } = input;
  const budgets = serverBudgets(loads.full, loads.small);
  const extra: string[] = [];
  const memory = readJson<Memory>(path.join(outDir, 'memory.json'));
  if (memory) {
    const m = memorySection(memory);
    extra.push(m.text);
    budgets.push(...m.budgets);
  }
  const lighthouse = readJson<Lighthouse>(path.join(outDir, 'lighthouse.json'));
  if (lighthouse) {
    const l = lighthouseSection(lighthouse);
    extra.push(l.text);
    budgets.push(...l.budgets);
  }
  const missed = budgets.filter((b) => !b.met).length;
  const text = [
    '# Resultados del benchmark',
    '',
    'Escrito por `npm run bench` (bench/src/run.ts); no editar a mano.',
    '',
    DAY_RESULTS_LINK,
    '',
    '## Máquina',
    '',
    `- Fecha: ${machine.date}`,
    `- CPU: ${machine.cpu}, ${machine.cores} núcleos; RAM ${machine.ramGb} GB`,
    `- Node ${machine.node}; ${machine.postgres}`,
    `- Carga media de la máquina (1/5/15 min) al empezar: 1 % ${loads.small.loadAverage.map((x) => fmt(x, 1)).join(' / ')}; ` +
      `completa ${loads.full.loadAverage.map((x) => fmt(x, 1)).join(' / ')} (con ${machine.cores} núcleos, más de ${machine.cores} significa que otros procesos competían por la CPU)`,
    `- Carga: autocannon, ${loads.full.connections} conexiones, ${loads.full.durationSeconds} s por llamada tras 1 s de calentamiento; ` +
      'el servidor compilado (`apps/server/dist/main.js`) con SQL_STATEMENT_COUNT=true, y autocannon, en la misma máquina.',
    '',
    `## Presupuestos: ${budgets.length - missed} cumplidos, ${missed} no cumplidos`,
    '',
    '| presupuesto | medido | estado |',
    '|---|---|---|',
    ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${yes(b.met)} |`),
    '',
    '## Base completa',
    '',
    loadTable(loads.full),
    '',
    '## Base al 1 %',
    '',
    loadTable(loads.small),
    '',
    '## Escala y consultas (completa frente a 1 %)',
    '',
    'La latencia de autocannon tiene resolución de 1 ms: con p50 de 1-2 ms la razón salta de 1 a 2 por redondeo.',
    '',
    scaleTable(loads.full, loads.small),
    '',
    ...extra.flatMap((e) => [e, '']),
    '## Notas por llamada',
    '',
    ...loads.full.calls.filter((c) => c.note).map((c) => `- ${c.call}: ${c.note}`),
    '',
    '## Generación de datos',
    '',
    'Todas las cuentas comparten un hash argon2id calculado una vez. Los intentos cerrados se ' +
      'generan con calificación y resultado pero sin filas de respuestas por pregunta (ninguna ' +
      'llamada medida las lee).',
    '',
    ...generation.flatMap((g) => [generationSection(g), '']),
  ].join('\n');
  writeFileSync(path.join(benchDir, 'RESULTS.md'), text);
  return text;
}
