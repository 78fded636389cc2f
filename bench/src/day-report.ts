/** Writes bench/RESULTS-DAY.md from a `npm run bench:day` run, and links it from RESULTS.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { P99_LIMIT_MS, type StepTiming } from './day-run';
import { DAY_RESULTS_LINK, type DayCall, type DayStep, STORM_SIGN_IN } from './day-shape';
import { benchDir } from './generate-shape';
import type { Machine } from './report';

export interface DayRun {
  machine: Machine;
  /** The machine's 1, 5 and 15 minute load averages when the run started. */
  loadAtStart: number[];
  database: 'reutilizada' | 'generada';
  timing: StepTiming;
  steps: number[];
  storm: { readers: number; count: number; seconds: number; windowSeconds: number; step: DayStep };
  one: DayStep[];
  two?: DayStep[];
  twoSkipped?: string;
}

/** The students' reads the storm's budget is about (p99 < 100 ms while 500 sign in). */
export const STUDENT_READS = [
  'getCursosAlumno',
  'getTemasCurso',
  'getSubtema',
  'getPosicionVideo',
  'getAvisosCurso',
  'getNotificaciones',
  'getForosDiscusionAlumnoCurso',
  'getEvaluacionesAlumnoCursoAlumno',
];
const STORM_READ_LIMIT_MS = 100;
const SEARCH_LIMIT_MS = 100;
/** Moodle's planning figure: about 50 concurrent users per GB of the server's memory. */
const MOODLE_PER_GB = 50;

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const fixed = (n: number) => n.toFixed(1);
const held = (s: DayStep) => s.failures.length === 0;
const studentsHeld = (s: DayStep) => s.studentFailures.length === 0;

/** The largest step that held by `rule` (every call, by default). */
function capacityOf(steps: DayStep[], rule = held): DayStep | undefined {
  return steps.filter(rule).sort((a, b) => b.students - a.students)[0];
}

function worst(step: DayStep): DayCall | undefined {
  return [...step.calls].sort((a, b) => b.p99 - a.p99)[0];
}

function callTable(calls: DayCall[]): string[] {
  return [
    '| llamada | peticiones | p50 ms | p95 ms | p99 ms | máx ms | respuestas no 2xx |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...calls.map(
      (c) =>
        `| ${c.call} | ${c.count} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${ms(c.max)} | ${
          Object.entries(c.refused)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ') || '—'
        } |`,
    ),
  ];
}

function stepsSection(title: string, steps: DayStep[]): string[] {
  const lines = [
    `## ${title}`,
    '',
    '| alumnos activos | administradores | visitantes | req/s | peor p99 | RSS del servidor (MB) | carga 1 min (inicio → fin) | resultado |',
    '|---:|---:|---:|---:|---|---:|---|---|',
  ];
  for (const s of [...steps].sort((a, b) => a.students - b.students)) {
    const w = worst(s);
    lines.push(
      `| ${s.students} | ${s.admins} | ${s.visitors} | ${s.rps.toFixed(0)} | ${w ? `${w.call} ${ms(w.p99)} ms` : '—'} | ${s.serverRssMb.toFixed(0)} | ${fixed(s.loadAverage[0])} → ${fixed(s.loadAverage[1])} | ${held(s) ? 'se sostuvo' : `${studentsHeld(s) ? 'solo las llamadas de los alumnos; ' : ''}no: ${s.failures.join('; ')}`} |`,
    );
  }
  const top = capacityOf(steps);
  const firstFailed = [...steps].filter((s) => !held(s)).sort((a, b) => a.students - b.students)[0];
  if (top) {
    lines.push(
      '',
      `### Cada llamada con ${top.students} alumnos activos (el mayor escalón sostenido)`,
      '',
    );
    lines.push(...callTable(top.calls));
  }
  if (firstFailed) {
    lines.push(
      '',
      `### Cada llamada con ${firstFailed.students} alumnos activos (no se sostuvo)`,
      '',
    );
    lines.push(...callTable(firstFailed.calls));
  }
  lines.push('');
  return lines;
}

function capacityRows(name: string, steps: DayStep[] | undefined, skipped?: string): string[] {
  if (!steps) return [`| ${name} | — | no medida: ${skipped ?? ''} | — | — |`];
  return (
    [
      ['todas las llamadas', held],
      ['solo las de los alumnos', studentsHeld],
    ] as const
  ).map(([rule, test]) => {
    const top = capacityOf(steps, test);
    if (!top) return `| ${name} | ${rule} | ninguno de los escalones se sostuvo | — | — |`;
    const gb = top.serverRssMb / 1024;
    return `| ${name} | ${rule} | ${top.students} | ${top.serverRssMb.toFixed(0)} MB | ${(top.students / gb).toFixed(0)} |`;
  });
}

function searchSection(run: DayRun): string[] {
  const lines = [
    '## Búsqueda de alumnos sin caché (alumno/paginado)',
    '',
    `Cada búsqueda de los administradores usa un término que nadie escribió antes en esos servidores (1 500 términos: nombre y apellido, el comienzo de un apellido, un número de cuenta), así que ninguna sale de la caché. Presupuesto: p99 < ${SEARCH_LIMIT_MS} ms en 100 000 alumnos.`,
    '',
    '| configuración | alumnos activos | búsquedas | p50 ms | p99 ms | presupuesto |',
    '|---|---:|---:|---:|---:|---|',
  ];
  const rows = (name: string, steps: DayStep[]) => {
    for (const s of [...steps].sort((a, b) => a.students - b.students)) {
      const c = s.calls.find((x) => x.call === 'alumno/paginado');
      if (!c) continue;
      lines.push(
        `| ${name} | ${s.students} | ${c.count} | ${ms(c.p50)} | ${ms(c.p99)} | ${c.p99 < SEARCH_LIMIT_MS ? 'cumplido' : 'no cumplido'} |`,
      );
    }
  };
  rows('una instancia', run.one);
  if (run.two) rows('dos instancias', run.two);
  lines.push('');
  return lines;
}

function stormSection(run: DayRun): string[] {
  const { step } = run.storm;
  const signIn = step.calls.find((c) => c.call === STORM_SIGN_IN);
  const reads = step.calls.filter((c) => STUDENT_READS.includes(c.call));
  const over = reads.filter((c) => c.p99 >= STORM_READ_LIMIT_MS);
  const lines = [
    '## Tormenta de inicios de sesión',
    '',
    `${run.storm.count} inicios de sesión en ${run.storm.seconds} s (cuentas distintas, desde direcciones distintas) mientras ${step.students} alumnos activos siguen leyendo y guardando su video, con ${step.admins} administradores y ${step.visitors} visitantes; una instancia. Se miden las lecturas de los alumnos desde que empieza la tormenta y durante ${run.storm.windowSeconds} s; los inicios de sesión, todos, hasta que responden. Presupuesto: las lecturas de los alumnos con p99 < ${STORM_READ_LIMIT_MS} ms.`,
    '',
    signIn
      ? `- Inicios de sesión: ${signIn.count} respondidos, p50 ${ms(signIn.p50)} ms, p99 ${ms(signIn.p99)} ms, máx ${ms(signIn.max)} ms; no 2xx: ${JSON.stringify(signIn.refused)}.`
      : '- Inicios de sesión: ninguno respondió.',
    `- Lecturas de los alumnos: ${over.length === 0 ? 'todas con p99 < 100 ms (cumplido)' : `no cumplido en ${over.map((c) => `${c.call} (${ms(c.p99)} ms)`).join(', ')}`}.`,
    `- Errores de transporte: ${Object.keys(step.errors).length === 0 ? 'ninguno' : JSON.stringify(step.errors)}; RSS pico ${step.serverRssMb.toFixed(0)} MB; carga 1 min ${fixed(step.loadAverage[0])} → ${fixed(step.loadAverage[1])}.`,
    '',
    ...callTable(step.calls),
    '',
  ];
  return lines;
}

/** The closing note's figure: every call, and the students' calls alone when it differs. */
function figure(steps: DayStep[]): string {
  const all = capacityOf(steps)?.students ?? 0;
  const students = capacityOf(steps, studentsHeld)?.students ?? 0;
  const text = all > 0 ? `sostuvo ${all} alumnos activos a la vez` : 'no sostuvo ningún escalón';
  return students === all
    ? text
    : `${text} (${students} contando solo las llamadas de los alumnos)`;
}

export function writeDayReport(run: DayRun): string {
  const m = run.machine;
  const busy = (run.loadAtStart[0] ?? 0) > m.cores;
  const t = run.timing;
  const lines = [
    '# Un día de la academia: capacidad (issue 25)',
    '',
    'Escrito por `npm run bench:day` (bench/src/day.ts); no editar a mano. Cómo mide, la mezcla y los tiempos de reflexión: `docs/decisions/033-capacity.md`.',
    '',
    '## Máquina',
    '',
    `- Fecha: ${m.date}`,
    `- CPU: ${m.cpu}, ${m.cores} núcleos; RAM ${m.ramGb} GB`,
    `- Node ${m.node}; ${m.postgres}`,
    `- Carga media de la máquina (1/5/15 min) al empezar: ${run.loadAtStart.map(fixed).join(' / ')}; cada escalón da la suya.${busy ? ` **Máquina ocupada** (más de ${m.cores} con ${m.cores} núcleos): otros procesos competían por la CPU, así que estas cifras miden también esa contención y quedan por debajo de lo que da la máquina sola.` : ''}`,
    `- Base \`academia_bench_day\` (${run.database}): 100 000 alumnos, 1 000 cursos, 2 000 000 lecciones terminadas, 5 avisos por curso y 5 notificaciones por alumno, en PostgreSQL.`,
    `- Carga: Artillery 2.0.21, usuarios virtuales en bucle cerrado con tiempos de reflexión, en la misma máquina. Cada escalón: llegan en ${t.rampSeconds} s, ${t.settleSeconds} s de asentamiento, ${t.measureSeconds} s medidos. Alumnos nuevos en cada escalón, con su sesión ya abierta; 1 administrador por cada 100 alumnos (al menos 2) y 1 visitante por cada 5.`,
    `- Servidor: \`apps/server/dist/main.js\` (20 conexiones a PostgreSQL por instancia); dos instancias detrás de nginx (paquete de Debian, \`least_conn\`, keepalive) en la misma máquina.`,
    `- Regla: un escalón se sostiene si ninguna llamada pasa de p99 ${P99_LIMIT_MS} ms y no hay ningún error ni respuesta no 2xx. Una segunda cifra cuenta solo las llamadas de los alumnos. Escalones: ${run.steps.join(', ')} alumnos activos, mientras se sostienen las llamadas de los alumnos, y uno a medio camino tras el primero que no.`,
    '',
    '## Capacidad',
    '',
    '| configuración | llamadas que cuentan (p99 ≤ 200 ms, sin errores) | alumnos activos a la vez (mayor escalón sostenido) | RSS pico del servidor en ese escalón | alumnos activos por GB |',
    '|---|---|---:|---:|---:|',
    ...capacityRows('una instancia', run.one),
    ...capacityRows('dos instancias detrás de nginx', run.two, run.twoSkipped),
    `| Moodle (cifra de planificación publicada) | — | — | — | ~${MOODLE_PER_GB} usuarios concurrentes |`,
    '',
    stepsSection('Escalones: una instancia', run.one).join('\n'),
    run.two ? stepsSection('Escalones: dos instancias detrás de nginx', run.two).join('\n') : '',
    searchSection(run).join('\n'),
    stormSection(run).join('\n'),
    '## Nota final',
    '',
    `Con una instancia, el servidor ${figure(run.one)}${run.two ? `; con dos instancias detrás de nginx, ${figure(run.two)}` : ''}, en esta máquina de ${m.cores} núcleos que también corre PostgreSQL y la herramienta de carga${busy ? ', ocupada por otros procesos durante la medición' : ''}.`,
    '',
  ];
  const file = path.join(benchDir, 'RESULTS-DAY.md');
  writeFileSync(file, lines.join('\n'));
  linkFromResults();
  return file;
}

/** RESULTS.md (written by `npm run bench`) names the day's file under its first paragraph. */
function linkFromResults(): void {
  const file = path.join(benchDir, 'RESULTS.md');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.includes('RESULTS-DAY.md')) return;
  const marker = '\n## ';
  const at = text.indexOf(marker);
  writeFileSync(
    file,
    at < 0
      ? `${text}\n${DAY_RESULTS_LINK}\n`
      : `${text.slice(0, at)}\n${DAY_RESULTS_LINK}\n${text.slice(at)}`,
  );
}
