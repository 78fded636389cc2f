/**
 * `npm run bench:day` (after the root script built the app): the busiest hour of an academy of
 * 100 000 students (issue 25). Concurrent active students are stepped up, with administrators
 * and visitors in proportion, until a call's p99 passes 200 ms or an error appears; with one
 * server instance and with two behind nginx, on the same PostgreSQL. Then a sign-in storm while
 * students read. Writes bench/out/day.json and bench/RESULTS-DAY.md. Decision 033.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DAY_DATABASE, ensureDatabase, type StepPeople, searchTerms } from './day-data';
import { type DayRun, writeDayReport } from './day-report';
import { ensureArtillery, runStep, type StepTiming } from './day-run';
import { nginxPath, startServers } from './day-servers';
import type { DayStep } from './day-shape';
import { outDir, serverUrl } from './generate-shape';
import { machineNow } from './report';

const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3960);
/** Concurrent active students per step, in order; the run stops at the first that fails. */
const STEPS = (env.BENCH_DAY_STEPS ?? '250,500,1000,1500,2000,3000,4000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const TIMING: StepTiming = {
  rampSeconds: Number(env.BENCH_DAY_RAMP ?? 30),
  settleSeconds: Number(env.BENCH_DAY_SETTLE ?? 10),
  measureSeconds: Number(env.BENCH_DAY_SECONDS ?? 60),
};
const STORM = {
  readers: Number(env.BENCH_DAY_STORM_READERS ?? 500),
  count: 500,
  seconds: 10,
  windowSeconds: Number(env.BENCH_DAY_STORM_WINDOW ?? 40),
};
/** 1: only one instance (no nginx), for a quicker run. */
const ONE_ONLY = env.BENCH_DAY_ONE_ONLY === '1';

/** Administrators and visitors beside `students` active students (decision 033). */
function peopleFor(students: number): StepPeople {
  return {
    students,
    admins: Math.max(2, Math.round(students / 100)),
    visitors: Math.round(students / 5),
    signIns: 0,
  };
}

/** Students used so far in the run: each step takes new ones. */
let offset = 0;
function take(people: StepPeople): number {
  const at = offset;
  offset += people.students + people.signIns;
  return at;
}

/** Search terms for a step: about six per administrator, none typed before on these servers. */
function termsFor(all: string[], cursor: { at: number }, admins: number): string[] {
  const n = admins * 6;
  const out = Array.from({ length: n }, (_, i) => all[(cursor.at + i) % all.length] as string);
  cursor.at += n;
  return out;
}

function summary(step: DayStep): string {
  const worst = [...step.calls].sort((a, b) => b.p99 - a.p99)[0];
  return (
    `${step.students} alumnos: ${step.rps.toFixed(0)} req/s, peor p99 ${worst?.call} ` +
    `${worst?.p99.toFixed(0)} ms, RSS ${step.serverRssMb.toFixed(0)} MB, carga ` +
    `${step.loadAverage.map((l) => l.toFixed(1)).join(' → ')}` +
    (step.failures.length > 0 ? `; NO SE SOSTUVO: ${step.failures.join('; ')}` : '; se sostuvo') +
    (step.studentFailures.length > 0 ? ' (tampoco las de los alumnos)' : '')
  );
}

/**
 * Steps up the active students on `instances` while the students' own calls hold (so both
 * figures, every call and the students' calls, are found); one bisection after the first
 * step where they do not.
 */
async function capacity(instances: 1 | 2, terms: string[]): Promise<DayStep[]> {
  const servers = await startServers(serverUrl(DAY_DATABASE), PORT, instances);
  const cursor = { at: 0 };
  const steps: DayStep[] = [];
  try {
    const run = async (students: number) => {
      const people = peopleFor(students);
      const step = await runStep({
        servers,
        people,
        offset: take(people),
        terms: termsFor(terms, cursor, people.admins),
        timing: TIMING,
        label: `${instances}-${students}`,
      });
      console.info(`  ${instances} instancia(s), ${summary(step)}`);
      steps.push(step);
      return step.studentFailures.length === 0;
    };
    let held = 0;
    for (const n of STEPS) {
      if (await run(n)) {
        held = n;
        continue;
      }
      const grain = Math.max(5, 10 ** Math.floor(Math.log10(n)) / 4);
      const middle = Math.round((held + n) / 2 / grain) * grain;
      if (middle > held && middle < n) await run(middle);
      break;
    }
  } finally {
    await servers.stop();
  }
  return steps;
}

async function storm(terms: string[]): Promise<DayStep> {
  const servers = await startServers(serverUrl(DAY_DATABASE), PORT, 1);
  try {
    const people = { ...peopleFor(STORM.readers), signIns: STORM.count };
    const step = await runStep({
      servers,
      people,
      offset: take(people),
      terms: termsFor(terms, { at: 0 }, people.admins),
      timing: TIMING,
      storm: STORM,
      label: 'tormenta',
    });
    console.info(`  tormenta: ${summary(step)}`);
    return step;
  } finally {
    await servers.stop();
  }
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('select version() as v');
    return (rows[0]?.v ?? '').split(' on ')[0] ?? '';
  } finally {
    await client.end();
  }
}

mkdirSync(outDir, { recursive: true });
ensureArtillery();
const loadAtStart = os.loadavg();
const database = await ensureDatabase(env.BENCH_DAY_FRESH === '1');
console.info(`Base ${DAY_DATABASE} ${database}.`);
const terms = await searchTerms();
console.info('Una instancia...');
const one = await capacity(1, terms);
let two: DayStep[] | undefined;
let twoSkipped: string | undefined;
if (ONE_ONLY) twoSkipped = 'BENCH_DAY_ONE_ONLY=1';
else if (!nginxPath()) twoSkipped = 'nginx no está instalado (apt-get install -y nginx)';
else {
  console.info('Dos instancias detrás de nginx...');
  two = await capacity(2, terms);
}
console.info('Tormenta de inicios de sesión...');
const stormStep = await storm(terms);
const run: DayRun = {
  machine: machineNow(await postgresVersion()),
  loadAtStart,
  database,
  timing: TIMING,
  steps: STEPS,
  storm: { ...STORM, step: stormStep },
  one,
  two,
  twoSkipped,
};
writeFileSync(path.join(outDir, 'day.json'), `${JSON.stringify(run, null, 2)}\n`);
const written = writeDayReport(run);
console.info(`Escrito ${written}`);
