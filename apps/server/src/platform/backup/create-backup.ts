import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import * as tar from 'tar';
import type { Database } from '../../db/client';
import { FILE_AREAS, listFiles, sha256File } from './data-files';
import { appVersion, BACKUP_FORMAT, BackupError, type Manifest, schemaVersion } from './manifest';
import { listTables, readTable, useStableOutput } from './table-dump';

export interface BackupOptions {
  database: Database;
  dataDir: string;
  /** The archive to write; it must not exist yet. */
  file: string;
  now?: Date;
}

/** `academia-backup-20261123-185909.tar.gz`, in UTC so names sort by time on any machine. */
export function defaultBackupName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `academia-backup-${stamp}.tar.gz`;
}

/** Dumps every table as JSON lines in one repeatable-read snapshot, with its row count and hash. */
async function dumpDatabase(database: Database, dir: string): Promise<Manifest['tablas']> {
  await fs.mkdir(dir);
  return database.withConnection(async (run) => {
    await run('begin isolation level repeatable read read only');
    try {
      await useStableOutput(run);
      const tables: Manifest['tablas'] = [];
      for (const nombre of await listTables(run)) {
        const file = path.join(dir, `${nombre}.ndjson`);
        const out = createWriteStream(file);
        const { filas, contenido } = await readTable(run, nombre, async (lines) => {
          if (!out.write(`${lines.join('\n')}\n`)) {
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          }
        });
        out.end();
        await finished(out);
        tables.push({ nombre, filas, contenido, sha256: await sha256File(file) });
      }
      await run('commit');
      return tables;
    } catch (err) {
      await run('rollback').catch(() => {});
      throw err;
    }
  });
}

/**
 * Writes one archive: `manifest.json`, `db/<table>.ndjson` (a logical dump that loads into either
 * engine) and `files/uploads/...`, `files/private/...` from DATA_DIR.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const file = path.resolve(options.file);
  if (existsSync(file)) throw new BackupError(`Ya existe el archivo ${file}; no se sobrescribe.`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(file), '.academia-backup-'));
  try {
    const tablas = await dumpDatabase(options.database, path.join(staging, 'db'));
    const rutas = await listFiles(options.dataDir);
    const archivos: Manifest['archivos'] = [];
    for (const ruta of rutas) {
      const absolute = path.join(options.dataDir, ruta);
      archivos.push({
        ruta,
        bytes: (await fs.stat(absolute)).size,
        sha256: await sha256File(absolute),
      });
    }
    const manifest: Manifest = {
      formato: BACKUP_FORMAT,
      fecha: (options.now ?? new Date()).toISOString(),
      version_app: appVersion(),
      esquema: schemaVersion(),
      motor: options.database.kind,
      tablas,
      archivos,
    };
    await fs.writeFile(
      path.join(staging, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );

    // The data folders enter the archive through links under files/, followed when packing;
    // only the files listed (and hashed) above are packed, so the manifest matches the archive.
    const entries = ['manifest.json', 'db'];
    await fs.mkdir(path.join(staging, 'files'));
    for (const area of FILE_AREAS) {
      if (!existsSync(path.join(options.dataDir, area))) continue;
      await fs.symlink(path.join(options.dataDir, area), path.join(staging, 'files', area));
    }
    entries.push('files');
    const listed = new Set(rutas.map((ruta) => `files/${ruta}`));
    const partial = path.join(staging, 'archivo.tar.gz');
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry, stat) =>
          !entry.startsWith('files/') ||
          ('isDirectory' in stat && stat.isDirectory()) ||
          listed.has(entry),
      },
      entries,
    );
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
