// Adds up the test reports of this CI run into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

for (const [label, file] of [
  ['vitest (PGlite)', '.ci/out/vitest.json'],
  ['vitest (PostgreSQL)', '.ci/out/vitest-postgres.json'],
  ['vitest (process suites)', '.ci/out/vitest-slow.json'],
]) {
  const report = read(file);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  parts.push(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const e2e = read('.ci/out/playwright.json');
if (e2e) {
  const { expected, unexpected, skipped: s, flaky } = e2e.stats;
  passed += expected + flaky;
  failed += unexpected;
  skipped += s;
  parts.push(`playwright (Chromium): ${expected + flaky} passed, ${unexpected} failed`);
}
for (const part of parts) console.info(`  ${part}`);
console.info(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
