// `npm start` runs this before the server: it builds only when a build input is newer than the
// build, so a restart takes seconds instead of the full build's minute and more. `npm run build`
// still always builds. Its own outputs are the stamp: the web build is written first and the
// server bundle last, so the web's server bundle is the older of the two.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** What the build reads: the three workspaces it bundles, their configuration and the installs. */
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  // npm rewrites it on every install, so a changed dependency counts even with the same lockfile.
  'node_modules/.package-lock.json',
  'packages/contract',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-tools',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
];
const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];

// Tests are not bundled: editing one is no reason to rebuild.
const notBuilt = /\.test\.tsx?$|^node_modules$|^\.react-router$/;

function newestMtime(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (notBuilt.test(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function oldestOutput() {
  let oldest = Number.POSITIVE_INFINITY;
  for (const file of outputs) {
    try {
      oldest = Math.min(oldest, statSync(path.join(root, file)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

const built = oldestOutput();
const stale = built === 0 || inputs.some((input) => newestMtime(path.join(root, input)) > built);
if (stale) {
  console.info('Compilando la aplicación (solo cuando cambió algo desde la última compilación)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
