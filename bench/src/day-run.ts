/** Runs one step of `npm run bench:day` with Artillery and reads its figures. */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StepPeople, stepPayload } from './day-data';
import { type Arrivals, bundleProcessor, dayScript } from './day-script';
import { type Servers, sampleMemory } from './day-servers';
import { type DayCall, type DayStep, STORM_SIGN_IN, STUDENT_CALLS } from './day-shape';
import { outDir, repoDir } from './generate-shape';

/** The capacity rule of issue 25: a step holds while every call's p99 is within this. */
export const P99_LIMIT_MS = 200;

export interface StepTiming {
  rampSeconds: number;
  settleSeconds: number;
  measureSeconds: number;
}

interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
interface ArtilleryReport {
  aggregate: { counters: Record<string, number>; summaries: Record<string, Summary> };
}

// Artillery has a lockfile of its own (bench/load-tool): its 900 packages stay out of `npm ci`.
const toolDir = path.join(repoDir, 'bench/load-tool');
const artilleryBin = path.join(toolDir, 'node_modules/artillery/bin/run');

/** Installs the pinned Artillery on the first run of a clone. */
export function ensureArtillery(): void {
  if (existsSync(artilleryBin)) return;
  console.info('Instalando Artillery (bench/load-tool, solo la primera vez)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
}

function artillery(scriptFile: string, reportFile: string, payloadFile: string): Promise<void> {
  const log = createWriteStream(path.join(outDir, 'day-artillery.log'), { flags: 'a' });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [artilleryBin, 'run', '--output', reportFile, scriptFile],
      {
        cwd: outDir,
        env: { ...process.env, DAY_PAYLOAD: payloadFile, ARTILLERY_DISABLE_TELEMETRY: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Artillery terminó con ${code} (bench/out/day-artillery.log)`)),
    );
  });
}

/** The per-call figures of the measured window, from the processor's `dia.*` metrics. */
function readCalls(report: ArtilleryReport): DayCall[] {
  const { counters, summaries } = report.aggregate;
  const calls = new Map<string, DayCall>();
  for (const [key, s] of Object.entries(summaries)) {
    if (!key.startsWith('dia.')) continue;
    const call = key.slice(4);
    // Artillery's quantiles are sketches; with n answers the nearest-rank p99 is the slowest
    // while n ≤ 100 (and p95 while n ≤ 20), which the sketch underestimates.
    const nearest = (q: number, sketch: number) => (s.count <= 1 / (1 - q) ? s.max : sketch);
    calls.set(call, {
      call,
      count: s.count,
      p50: s.p50,
      p95: nearest(0.95, s.p95),
      p99: nearest(0.99, s.p99),
      max: s.max,
      refused: {},
    });
  }
  for (const [key, n] of Object.entries(counters)) {
    if (!key.startsWith('dia.')) continue;
    const dot = key.lastIndexOf('.');
    const call = key.slice(4, dot);
    const entry = calls.get(call) ?? {
      call,
      count: 0,
      p50: 0,
      p95: 0,
      p99: 0,
      max: 0,
      refused: {},
    };
    entry.refused[key.slice(dot + 1)] = n;
    calls.set(call, entry);
  }
  return [...calls.values()].sort((a, b) => b.count - a.count);
}

export interface StepOptions {
  servers: Servers;
  people: StepPeople;
  /** Students of earlier steps to skip. */
  offset: number;
  terms: string[];
  timing: StepTiming;
  /** The sign-in storm, after the ramp and the settling. */
  storm?: { count: number; seconds: number; windowSeconds: number };
  /** A name for the step's files in bench/out. */
  label: string;
}

export async function runStep(o: StepOptions): Promise<DayStep> {
  const { rampSeconds, settleSeconds, measureSeconds } = o.timing;
  const warmupMs = (rampSeconds + settleSeconds) * 1000;
  const durationMs = warmupMs + (o.storm ? o.storm.windowSeconds : measureSeconds) * 1000;
  const payload = await stepPayload(o.people, o.offset, o.terms, { warmupMs, durationMs });
  const payloadFile = path.join(outDir, `day-payload-${o.label}.json`);
  writeFileSync(payloadFile, JSON.stringify(payload));
  const arrivals: Arrivals = {
    rampSeconds,
    people: o.people.students + o.people.admins + o.people.visitors,
    ...(o.storm
      ? { storm: { afterSeconds: settleSeconds, count: o.storm.count, seconds: o.storm.seconds } }
      : {}),
  };
  const scriptFile = path.join(outDir, `day-script-${o.label}.json`);
  writeFileSync(
    scriptFile,
    JSON.stringify(dayScript(o.servers.base, bundleProcessor(), arrivals), null, 2),
  );
  const reportFile = path.join(outDir, `day-artillery-${o.label}.json`);
  const loadBefore = os.loadavg()[0] ?? 0;
  const stopSampling = sampleMemory(o.servers.instances);
  let serverRssMb = 0;
  try {
    await artillery(scriptFile, reportFile, payloadFile);
  } finally {
    serverRssMb = stopSampling();
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ArtilleryReport;
  const calls = readCalls(report);
  const errors = Object.fromEntries(
    Object.entries(report.aggregate.counters).filter(
      ([k, n]) => (k.startsWith('errors.') || k === 'vusers.failed') && n > 0,
    ),
  );
  const timed = calls.filter((c) => c.call !== STORM_SIGN_IN);
  const windowSeconds = (durationMs - warmupMs) / 1000;
  const failuresOf = (counted: DayCall[]) => [
    ...counted
      .filter((c) => c.p99 > P99_LIMIT_MS && c.call !== STORM_SIGN_IN)
      .map((c) => `${c.call}: p99 ${c.p99.toFixed(0)} ms`),
    ...counted
      .filter((c) => Object.keys(c.refused).length > 0)
      .map((c) => `${c.call}: ${JSON.stringify(c.refused)}`),
    ...Object.entries(errors).map(([k, n]) => `${k}: ${n}`),
  ];
  return {
    students: o.people.students,
    admins: o.people.admins,
    visitors: o.people.visitors,
    rps: timed.reduce((sum, c) => sum + c.count, 0) / windowSeconds,
    calls,
    errors,
    serverRssMb,
    loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
    failures: failuresOf(calls),
    studentFailures: failuresOf(calls.filter((c) => STUDENT_CALLS.includes(c.call))),
  };
}
