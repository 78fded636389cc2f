import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/helper';
import { type Database, openDatabase } from '../db/client';
import { seedDemoData } from '../demo/seed-demo-data';
import { createBackup } from '../platform/backup/create-backup';
import { listFiles, sha256File } from '../platform/backup/data-files';
import { BackupError, type Manifest } from '../platform/backup/manifest';
import { restoreBackup } from '../platform/backup/restore-backup';
import { listTables, readTable, useStableOutput } from '../platform/backup/table-dump';

const t = useTestApp();
const serverUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(os.tmpdir(), 'academia-backup-test-'));
const createdDatabases: string[] = [];

type TableState = Record<string, { filas: number; contenido: string }>;

/** Every table's row count and content hash, read the same way the backup reads them. */
async function tableState(database: Database): Promise<TableState> {
  return database.withConnection(async (run) => {
    await run('begin');
    await useStableOutput(run);
    const state: TableState = {};
    for (const table of await listTables(run)) state[table] = await readTable(run, table, () => {});
    await run('rollback');
    return state;
  });
}

/**
 * The gradebook's figures (decision 026), which a backup leaves out: a restore must rebuild the
 * same ones from the restored rows.
 */
async function figuresState(database: Database): Promise<TableState> {
  return database.withConnection(async (run) => {
    await run('begin');
    await useStableOutput(run);
    const state: TableState = {};
    for (const table of [
      'calificaciones_cifras',
      'calificaciones_conteos',
      'calificaciones_evaluaciones',
    ])
      state[table] = await readTable(run, table, () => {});
    await run('rollback');
    return state;
  });
}

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function fileState(dataDir: string): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const ruta of await listFiles(dataDir)) {
    state[ruta] = await sha256File(path.join(dataDir, ruta));
  }
  return state;
}

/** Rows for the tables the demo leaves empty, so that every table goes through the backup. */
async function fillRemainingTables(database: Database): Promise<void> {
  const run = database.executeSql;
  const { rows } = await run("select id from users where email = 'admin@academia.test'");
  const admin = Number(rows[0]?.id);
  await run(
    `insert into auditoria (actor, actor_nombre, accion, entidad, entidad_id, detalles)
     values ($1, 'Administración', 'crear', 'pagos', '1', '{"monto": "1500.00"}')`,
    [admin],
  );
  await run(
    `insert into tokens (user_id, key_hash, expires_at) values ($1, repeat('a', 64), now() + interval '1 day')`,
    [admin],
  );
  await run(
    `insert into password_resets (user_id, token_hash, expires_at)
     values ($1, repeat('b', 64), now() + interval '1 hour')`,
    [admin],
  );
  await run("insert into rate_limits (key, count, reset_at) values ('login:1.2.3.4', 2, now())");
  await run(
    `insert into articulo_archivos (articulo, nombre, archivo)
     select id, 'Guía.pdf', 'blog/guia.pdf' from articulos order by id limit 1`,
  );
  await run(
    `insert into articulo_slugs_anteriores (slug, articulo)
     select 'direccion-anterior', id from articulos order by id limit 1`,
  );
  await run(
    `insert into video_posiciones (alumno, subtema, segundos, duracion)
     select a.alumno, s.id, 42, 300 from alumno_curso a
     join temas t on t.curso = a.curso join subtemas s on s.tema = t.id
     order by a.id, s.id limit 1`,
  );
  await run(
    `insert into mail_outbox (destinatario, asunto, texto, html, estado)
     values ('ana@academia.test', 'Bienvenida', 'Hola', '<p>Hola</p>', 'enviado')`,
  );
  await run(
    `insert into preferencias_carrera (alumno, emparejar, cv_visible)
     select id, false, true from users where tipo = 1 order by id limit 1
     on conflict (alumno) do nothing`,
  );
}

async function freshPostgres(url: string): Promise<string> {
  const name = `academia_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function target(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(work, `${kind}-`));
  return {
    dataDir,
    open: async () => {
      const database = await openDatabase({ databaseUrl, dataDir, inMemory: false });
      await database.migrate();
      return database;
    },
  };
}

/**
 * A target whose database is an in-memory PGlite kept open across the restore's open and close,
 * for the refusal cases, where a fresh on-disk database would only cost time.
 */
function memoryTarget() {
  const dataDir = mkdtempSync(path.join(work, 'memoria-'));
  let database: Database | undefined;
  const opened: Database[] = [];
  return {
    dataDir,
    open: async (): Promise<Database> => {
      if (!database) {
        database = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: true });
        await database.migrate();
        opened.push(database);
      }
      return { ...database, close: async () => {} };
    },
    dispose: () => Promise.all(opened.map((d) => d.close())),
  };
}

let archive: string;
let manifest: Manifest;
let source: { tables: TableState; figures: TableState; files: Record<string, string> };

beforeAll(async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    await seedDemoData(t.app.ctx);
  } finally {
    info.mockRestore();
  }
  await fillRemainingTables(t.database);
  await t.app.ctx.storage.writeFile('cursos/portada.jpg', randomBytes(2048));
  await fs.mkdir(path.join(t.config.dataDir, 'private/cv'), { recursive: true });
  await fs.writeFile(path.join(t.config.dataDir, 'private/cv/ana.pdf'), '%PDF-1.4 CV de Ana');
  await fs.mkdir(path.join(t.config.dataDir, 'private/claves'), { recursive: true });
  await fs.writeFile(
    path.join(t.config.dataDir, 'private/claves/emisor-ed25519.json'),
    '{"kid":"k"}',
  );
  source = {
    tables: await tableState(t.database),
    figures: await figuresState(t.database),
    files: await fileState(t.config.dataDir),
  };
  archive = path.join(work, 'copias', 'academia-backup.tar.gz');
  manifest = await createBackup({ database: t.database, dataDir: t.config.dataDir, file: archive });
}, 60_000);

afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of createdDatabases)
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('backup and restore', () => {
  it('records every table, with rows in each, and every file in the manifest', () => {
    const empty = manifest.tablas.filter((table) => table.filas === 0).map((table) => table.nombre);
    expect(empty).toEqual([]);
    expect(manifest.tablas.map((x) => x.nombre)).not.toContain('calificaciones_cifras');
    expect(source.figures.calificaciones_cifras?.filas).toBeGreaterThan(0);
    expect(
      Object.fromEntries(
        manifest.tablas.map((x) => [x.nombre, { filas: x.filas, contenido: x.contenido }]),
      ),
    ).toEqual(source.tables);
    expect(Object.fromEntries(manifest.archivos.map((a) => [a.ruta, a.sha256]))).toEqual(
      source.files,
    );
    expect(manifest.archivos.map((a) => a.ruta)).toEqual(
      expect.arrayContaining([
        'private/claves/emisor-ed25519.json',
        'private/cv/ana.pdf',
        'uploads/cursos/portada.jpg',
      ]),
    );
    expect(manifest.motor).toBe(t.database.kind);
  });

  const engines: ('pglite' | 'postgres')[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];
  it.each(engines)(
    'restores into a fresh %s database every record and every file',
    async (kind) => {
      const into = target(
        kind,
        kind === 'postgres' && serverUrl ? await freshPostgres(serverUrl) : undefined,
      );
      await restoreBackup({
        file: archive,
        dataDir: into.dataDir,
        force: false,
        openTarget: into.open,
      });
      expect(await fileState(into.dataDir)).toEqual(source.files);
      expect((await fs.readdir(into.dataDir)).filter((f) => f.startsWith('.'))).toEqual([]);

      // And back: a backup of the restored copy restores on the other engine too.
      const again = path.join(work, `${kind}-again.tar.gz`);
      const restored = await into.open();
      try {
        expect(await tableState(restored)).toEqual(source.tables);
        expect(await figuresState(restored)).toEqual(source.figures);
        await createBackup({ database: restored, dataDir: into.dataDir, file: again });
        // The sequences moved past the restored rows: a new row takes the next id.
        const before = await restored.executeSql('select max(id)::int as id from categorias_blog');
        const { rows } = await restored.executeSql(
          "insert into categorias_blog (nombre) values ('Nueva tras restaurar') returning id",
        );
        expect(rows[0]?.id).toBe(Number(before.rows[0]?.id) + 1);
      } finally {
        await restored.close();
      }
      const other =
        kind === 'pglite' && serverUrl
          ? target('postgres', await freshPostgres(serverUrl))
          : target('pglite', undefined);
      await restoreBackup({
        file: again,
        dataDir: other.dataDir,
        force: false,
        openTarget: other.open,
      });
      const final = await other.open();
      try {
        expect(await tableState(final)).toEqual(source.tables);
        expect(await figuresState(final)).toEqual(source.figures);
      } finally {
        await final.close();
      }
    },
    // Three databases opened and migrated, two restores and a backup: 30-40 s alone, past a
    // minute with the PostgreSQL pass beside it on two cores.
    180_000,
  );

  it('refuses a target that already has data unless forced, and then replaces it', async () => {
    const filesOnly = memoryTarget();
    await fs.mkdir(path.join(filesOnly.dataDir, 'uploads'));
    await fs.writeFile(path.join(filesOnly.dataDir, 'uploads/otro.txt'), 'otro');
    await expect(
      restoreBackup({
        file: archive,
        dataDir: filesOnly.dataDir,
        force: false,
        openTarget: filesOnly.open,
      }),
    ).rejects.toThrow(BackupError);

    const dbOnly = memoryTarget();
    const database = await dbOnly.open();
    await database.executeSql("insert into categorias_blog (nombre) values ('Otra')");
    await expect(
      restoreBackup({
        file: archive,
        dataDir: dbOnly.dataDir,
        force: false,
        openTarget: dbOnly.open,
      }),
    ).rejects.toThrow(/base de datos de destino ya tiene datos/);
    expect(existsSync(path.join(dbOnly.dataDir, 'uploads'))).toBe(false);

    await restoreBackup({
      file: archive,
      dataDir: dbOnly.dataDir,
      force: true,
      openTarget: dbOnly.open,
    });
    expect(await tableState(await dbOnly.open())).toEqual(source.tables);
    expect(await fileState(dbOnly.dataDir)).toEqual(source.files);
    await Promise.all([filesOnly.dispose(), dbOnly.dispose()]);
  }, 60_000);

  it('refuses a damaged archive and writes nothing', async () => {
    const truncated = path.join(work, 'truncada.tar.gz');
    const bytes = await fs.readFile(archive);
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const into = memoryTarget();
    await expect(
      restoreBackup({
        file: truncated,
        dataDir: into.dataDir,
        force: false,
        openTarget: into.open,
      }),
    ).rejects.toThrow(/dañado/);

    // A well-formed archive whose content no longer matches its manifest.
    const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
    await tar.extract({ file: archive, cwd: unpacked });
    await fs.appendFile(path.join(unpacked, 'files/private/cv/ana.pdf'), 'cambiado');
    const tampered = path.join(work, 'alterada.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [
      'manifest.json',
      'db',
      'files',
    ]);
    await expect(
      restoreBackup({ file: tampered, dataDir: into.dataDir, force: false, openTarget: into.open }),
    ).rejects.toThrow(/private\/cv\/ana\.pdf no coincide/);

    // Rows changed and their checksum updated too: the content check after loading catches it
    // and the whole load is rolled back.
    await fs.writeFile(path.join(unpacked, 'files/private/cv/ana.pdf'), '%PDF-1.4 CV de Ana');
    const rows = path.join(unpacked, 'db', 'pagos.ndjson');
    await fs.writeFile(
      rows,
      (await fs.readFile(rows, 'utf8')).replace(/"monto": (\d)/, '"monto": 9$1'),
    );
    const edited: Manifest = {
      ...manifest,
      tablas: manifest.tablas.map((table) =>
        table.nombre === 'pagos' ? { ...table, sha256: hashOf(readFileSync(rows)) } : table,
      ),
    };
    await fs.writeFile(path.join(unpacked, 'manifest.json'), JSON.stringify(edited));
    const tamperedRows = path.join(work, 'alterada-filas.tar.gz');
    await tar.create({ gzip: true, file: tamperedRows, cwd: unpacked }, [
      'manifest.json',
      'db',
      'files',
    ]);
    await expect(
      restoreBackup({
        file: tamperedRows,
        dataDir: into.dataDir,
        force: false,
        openTarget: into.open,
      }),
    ).rejects.toThrow(/La tabla pagos no quedó igual/);

    expect(await listFiles(into.dataDir)).toEqual([]);
    const state = await tableState(await into.open());
    expect(Object.values(state).every((table) => table.filas === 0)).toBe(true);
    await into.dispose();
  }, 60_000);
});
