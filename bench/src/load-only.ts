import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outDir } from './generate-shape';
import { loadRun } from './load';

/**
 * `npm run bench:load -w @academia/bench -- <database> <admin e-mail>`: the load run alone, on
 * a database `npm run bench` generated before, for working on one call (with BENCH_CALLS).
 * It writes out/load-only.json and leaves RESULTS.md alone.
 */
mkdirSync(outDir, { recursive: true });
const [dataset = 'academia_bench_full', admin] = process.argv.slice(2);
if (!admin) {
  console.error('Uso: load-only.ts <base> <correo del administrador>');
  process.exit(2);
}
const report = await loadRun(dataset, admin, Number(process.env.BENCH_PORT ?? 3950));
writeFileSync(path.join(outDir, 'load-only.json'), `${JSON.stringify(report, null, 2)}\n`);
