import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { datasetAt, generate, sharedPasswordHash } from './generate';
import { benchDir, type GenerationReport, outDir, serverUrl } from './generate-shape';
import { loadRun } from './load';
import { machineNow, writeReport } from './report';

/**
 * `npm run bench` (after the root script built the app): generate both academies, load the
 * real server on each, run the other engineers' memory and Lighthouse scripts when present,
 * and write bench/RESULTS.md.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3950);

mkdirSync(outDir, { recursive: true });
const save = (name: string, data: unknown) =>
  writeFileSync(path.join(outDir, name), `${JSON.stringify(data, null, 2)}\n`);

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

const hash = await sharedPasswordHash();
const generation: GenerationReport[] = [];
for (const d of [datasetAt('academia_bench_small', 0.01), datasetAt('academia_bench_full', 1)]) {
  console.info(`Generando ${d.name}...`);
  const report = await generate(d, hash);
  save(`generate-${d.name}.json`, report);
  generation.push(report);
}

const [small, full] = generation as [GenerationReport, GenerationReport];
console.info('Carga sobre la base al 1 %...');
const smallLoad = await loadRun(small.dataset.name, small.adminEmail, PORT);
save('load-small.json', smallLoad);
console.info('Carga sobre la base completa...');
const fullLoad = await loadRun(full.dataset.name, full.adminEmail, PORT);
save('load-full.json', fullLoad);

for (const script of ['memory.ts', 'lighthouse.ts']) {
  if (!existsSync(path.join(benchDir, 'src', script))) continue;
  console.info(`Ejecutando src/${script}...`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `src/${script}`], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (r.status !== 0) console.error(`src/${script} terminó con ${r.status}`);
}

writeReport({
  machine: machineNow(await postgresVersion()),
  generation,
  loads: { small: smallLoad, full: fullLoad },
});
console.info(`Escrito ${path.join(benchDir, 'RESULTS.md')}`);
