import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsDir, serverRoot } from '../../paths';

/** Raised when a backup or restore must stop with a message for the person running it. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = 1;

const zSha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ZManifest = z.object({
  formato: z.literal(BACKUP_FORMAT),
  fecha: z.iso.datetime({ offset: true }),
  version_app: z.string(),
  /** A hash of the migrations: the schema the dump was taken from. */
  esquema: z.string(),
  motor: z.enum(['pglite', 'postgres']),
  tablas: z.array(
    z.object({
      nombre: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      filas: z.number().int().nonnegative(),
      /** Order-independent hash of the rows' JSON text (see table-dump.ts). */
      contenido: zSha256,
      /** The dump file's own checksum, `db/<nombre>.ndjson`. */
      sha256: zSha256,
    }),
  ),
  archivos: z.array(
    z.object({
      /** Relative to DATA_DIR, forward slashes: `uploads/cursos/a.jpg`, `private/claves/...`. */
      ruta: z.string().regex(/^(uploads|private)\/(?!.*(^|\/)\.\.(\/|$)).+$/),
      bytes: z.number().int().nonnegative(),
      sha256: zSha256,
    }),
  ),
});
export type Manifest = z.infer<typeof ZManifest>;

export function schemaVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function appVersion(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(serverRoot, '../../package.json'), 'utf8'),
  ) as {
    version?: string;
  };
  return manifest.version ?? 'sin versión';
}
