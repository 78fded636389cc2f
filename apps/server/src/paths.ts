import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's package folder, found from this module's own location, so that the same code
 * finds its migrations and the web build whether it runs from `src/` (tests, tsx) or from the
 * bundle in `dist/`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@academia/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('No se encontró la carpeta del servidor (@academia/server)');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const defaultWebBuildDir = path.resolve(serverRoot, '../web/build');
