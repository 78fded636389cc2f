import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import type { Database, SqlRunner } from '../../db/client';
import { FILE_AREAS, listFiles, sha256File } from './data-files';
import { BackupError, type Manifest, schemaVersion, ZManifest } from './manifest';
import { ident, listTables, REBUILD_DERIVED, readTable, useStableOutput } from './table-dump';

const INSERT_ROWS = 500;

export interface RestoreOptions {
  /** Opens (and migrates) the target database; called once the archive has been checked. */
  openTarget(): Promise<Database>;
  dataDir: string;
  file: string;
  /** Replace whatever the target holds instead of refusing. */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Set when the backup was taken with other migrations than this version's. */
  otherSchema: boolean;
}

async function readManifest(dir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError('La copia no tiene un manifest.json legible: no es una copia válida.');
  }
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      'El manifest.json de la copia no es válido (¿otro formato o una copia dañada?).',
    );
  }
  return parsed.data;
}

/** Unpacks the archive and checks every dump and file against the manifest's checksums. */
async function unpackAndVerify(file: string, dir: string): Promise<Manifest> {
  try {
    // The whole gzip stream is checked first (its CRC and length): a truncated or damaged
    // archive is refused before a single file is unpacked.
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_c, _e, done) => done() }),
    );
    await tar.extract({ file, cwd: dir, strict: true });
  } catch (err) {
    throw new BackupError(
      `No se pudo leer la copia ${file}: el archivo está dañado o no es una copia ` +
        `(${(err as Error).message}).`,
    );
  }
  const manifest = await readManifest(dir);
  for (const table of manifest.tablas) {
    const dump = path.join(dir, 'db', `${table.nombre}.ndjson`);
    if (!existsSync(dump) || (await sha256File(dump)) !== table.sha256) {
      throw new BackupError(
        `La copia está dañada: los datos de la tabla ${table.nombre} no coinciden con su suma de verificación.`,
      );
    }
  }
  const files = path.join(dir, 'files');
  const present = existsSync(files) ? await listFiles(files) : [];
  const expected = manifest.archivos.map((a) => a.ruta);
  if (present.join('\n') !== [...expected].sort().join('\n')) {
    throw new BackupError(
      'La copia está dañada: sus archivos no son los que indica el manifiesto.',
    );
  }
  for (const archivo of manifest.archivos) {
    if ((await sha256File(path.join(files, archivo.ruta))) !== archivo.sha256) {
      throw new BackupError(
        `La copia está dañada: el archivo ${archivo.ruta} no coincide con su suma de verificación.`,
      );
    }
  }
  return manifest;
}

async function countAllRows(run: SqlRunner): Promise<number> {
  let total = 0;
  for (const table of await listTables(run)) {
    const { rows } = await run(`select count(*)::int as n from public.${ident(table)}`);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

async function foreignKeys(run: SqlRunner) {
  const { rows } = await run(
    `select conrelid::regclass::text as tabla, conname as nombre, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  return rows.map((r) => ({
    tabla: String(r.tabla),
    nombre: String(r.nombre),
    def: String(r.def),
  }));
}

/**
 * The columns a restore writes: generated columns (users.busqueda) are left out, since
 * PostgreSQL computes them and refuses a value for them.
 */
async function storedColumns(run: SqlRunner, table: string): Promise<string> {
  const { rows } = await run(
    `select attname as name from pg_attribute
     where attrelid = to_regclass($1) and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((r) => ident(String(r.name))).join(', ');
}

async function loadTable(run: SqlRunner, dump: string, table: string): Promise<void> {
  const columns = await storedColumns(run, table);
  const insert = `insert into public.${ident(table)} (${columns})
    select ${columns} from jsonb_populate_recordset(null::public.${ident(table)}, $1::jsonb)`;
  let batch: string[] = [];
  const lines = createInterface({
    input: createReadStream(dump),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === INSERT_ROWS) {
      await run(insert, [`[${batch.join(',')}]`]);
      batch = [];
    }
  }
  if (batch.length > 0) await run(insert, [`[${batch.join(',')}]`]);
}

/** Moves each serial or identity sequence past the restored rows, so new inserts do not collide. */
async function resetSequences(run: SqlRunner): Promise<void> {
  const { rows } = await run(
    `select table_name as tabla, column_name as columna,
       pg_get_serial_sequence(format('public.%I', table_name), column_name) as secuencia
     from information_schema.columns where table_schema = 'public'`,
  );
  for (const r of rows) {
    if (r.secuencia === null) continue;
    const column = ident(String(r.columna));
    await run(
      `select setval($1, coalesce((select max(${column}) from public.${ident(String(r.tabla))}), 0) + 1, false)`,
      [r.secuencia],
    );
  }
}

/**
 * Loads the dumps in one transaction: the foreign keys are dropped and added again around the
 * load (so tables and self-references load in any order, and are all checked at the end), then
 * every table's row count and content hash must equal the manifest's, or nothing is kept.
 */
async function loadDatabase(
  database: Database,
  dir: string,
  manifest: Manifest,
  force: boolean,
): Promise<void> {
  await database.withConnection(async (run) => {
    await run('begin');
    try {
      await useStableOutput(run);
      const targetTables = new Set(await listTables(run));
      const missing = manifest.tablas.filter((t) => !targetTables.has(t.nombre));
      if (missing.length > 0) {
        throw new BackupError(
          `La copia tiene tablas que esta versión no conoce (${missing.map((t) => t.nombre).join(', ')}): ` +
            'restáurala con la versión de la aplicación que la creó.',
        );
      }
      if ((await countAllRows(run)) > 0) {
        if (!force) throw notEmpty('La base de datos de destino ya tiene datos.');
        await run(
          `truncate ${[...targetTables].map((t) => `public.${ident(t)}`).join(', ')} restart identity cascade`,
        );
      }
      const keys = await foreignKeys(run);
      for (const key of keys)
        await run(`alter table ${key.tabla} drop constraint ${ident(key.nombre)}`);
      for (const table of manifest.tablas) {
        await loadTable(run, path.join(dir, 'db', `${table.nombre}.ndjson`), table.nombre);
      }
      for (const key of keys) {
        await run(`alter table ${key.tabla} add constraint ${ident(key.nombre)} ${key.def}`);
      }
      await resetSequences(run);
      await run(REBUILD_DERIVED);
      for (const table of manifest.tablas) {
        const found = await readTable(run, table.nombre, () => {});
        if (found.filas !== table.filas || found.contenido !== table.contenido) {
          throw new BackupError(
            `La tabla ${table.nombre} no quedó igual que en la copia (${found.filas} filas de ${table.filas}); no se restauró nada.`,
          );
        }
      }
      await run('commit');
    } catch (err) {
      await run('rollback').catch(() => {});
      throw err;
    }
  });
}

function notEmpty(what: string): BackupError {
  return new BackupError(
    `${what} La restauración solo escribe en un destino vacío; usa --force para reemplazar su contenido.`,
  );
}

/**
 * Restores an archive made by `createBackup` into DATA_DIR and the target database (either
 * engine). The archive is checked before anything is written; the database load is one
 * transaction; the files are moved in only after it committed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const existingFiles = await listFiles(options.dataDir);
  if (existingFiles.length > 0 && !options.force) {
    throw notEmpty(`La carpeta de datos ${options.dataDir} ya tiene archivos.`);
  }
  await fs.mkdir(options.dataDir, { recursive: true });
  // Inside DATA_DIR, so the verified files reach their place by rename, on the same disk.
  const staging = await fs.mkdtemp(path.join(options.dataDir, '.restauracion-'));
  try {
    const manifest = await unpackAndVerify(file, staging);
    const database = await options.openTarget();
    try {
      await loadDatabase(database, staging, manifest, options.force);
    } finally {
      await database.close();
    }
    for (const area of FILE_AREAS) {
      const target = path.join(options.dataDir, area);
      await fs.rm(target, { recursive: true, force: true });
      const unpacked = path.join(staging, 'files', area);
      if (existsSync(unpacked)) await fs.rename(unpacked, target);
    }
    return { manifest, otherSchema: manifest.esquema !== schemaVersion() };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}
