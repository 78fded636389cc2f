import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.json, proved on probe files (lint-fixtures/, a miniature of the
 * repository's layout): each probe must be refused by its rule, and the legal imports beside
 * them must pass, so a rule that stopped matching fails here instead of going quiet.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let found: Diagnostic[];

function rulesAt(file: string): string[] {
  return found.filter((d) => d.location.path === file).map((d) => d.category);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lint-boundaries-'));
  await cp(path.join(root, 'lint-fixtures/apps'), path.join(dir, 'apps'), { recursive: true });
  // The repository's own configuration, less what ties it to the repository's files.
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  await writeFile(path.join(dir, 'biome.json'), JSON.stringify(config));
  const run = await promisify(execFile)(
    process.execPath,
    [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  found = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('server modules', () => {
  it("refuse another module's repository", () => {
    expect(rulesAt('apps/server/src/modules/alpha/reaches-into-repository.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it("let a module use another's index, the platform and its own files", () => {
    expect(rulesAt('apps/server/src/modules/alpha/legal.ts')).toEqual([]);
  });

  it('are registered through their index files only', () => {
    const refused = found.filter((d) => d.location.path === 'apps/server/src/modules/routes.ts');
    expect(refused.map((d) => [d.category, d.location.start.line])).toEqual([
      ['lint/style/noRestrictedImports', 1],
    ]);
  });
});

describe('import cycles', () => {
  it('are refused when every import in them is type-only', () => {
    expect(rulesAt('apps/server/src/platform/probe/cycle-a.ts')).toContain(
      'lint/suspicious/noImportCycles',
    );
    expect(rulesAt('apps/server/src/platform/probe/cycle-b.ts')).toContain(
      'lint/suspicious/noImportCycles',
    );
  });
});

describe('web features', () => {
  it('refuse another feature reached by a relative path, from any depth', () => {
    expect(rulesAt('apps/web/src/features/alpha/screens/reaches-into-feature.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
    expect(rulesAt('apps/web/src/features/alpha/top-level.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('let a feature use its own files and lib/', () => {
    expect(rulesAt('apps/web/src/features/alpha/screens/legal.ts')).toEqual([]);
  });
});
