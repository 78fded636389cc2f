import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's files: a second process opening them (a second
 * `npm start`, or `create-admin` while the server runs) would corrupt them. The lock file names
 * the owner's pid; a lock left by a process that died is taken over.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = path.join(dir, 'academia.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new EmbeddedDatabaseBusyError(
          `La base de datos embebida en ${dir} ya está abierta por otro proceso (pid ${owner}). ` +
            'Detén ese proceso antes de abrirla, o usa un servidor PostgreSQL con DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`No se pudo bloquear la base de datos embebida en ${dir}.`);
}
