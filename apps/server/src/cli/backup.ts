import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { EmbeddedDatabaseBusyError } from '../db/embedded-lock';
import { createBackup, defaultBackupName } from '../platform/backup/create-backup';
import { BackupError } from '../platform/backup/manifest';

const EXIT = { done: 0, failed: 1, usage: 2, refused: 3 } as const;

const HELP = `Crea una copia de seguridad: la base de datos y los archivos (DATA_DIR/uploads y DATA_DIR/private).

Uso: npm run backup -- [archivo.tar.gz | carpeta]

Sin argumento, la copia se guarda en BACKUP_DIR (por omisión ./backups) con el nombre
academia-backup-AAAAMMDD-HHMMSS.tar.gz (hora UTC). Con una carpeta, se guarda ahí con ese nombre.
Usa la misma base de datos que el servidor: DATABASE_URL o, sin ella, la embebida en DATA_DIR.
Con la embebida, detén antes el servidor (solo un proceso puede abrirla). Con PostgreSQL la copia
se toma en una sola transacción (una foto coherente) y el servidor puede seguir en marcha.

Códigos de salida: 0 copia creada; 1 error; 2 uso incorrecto; 3 rechazado (la base de datos
embebida está en uso o el archivo ya existe).`;

function targetFile(given: string | undefined, now: Date): string {
  if (given?.endsWith('.tar.gz')) return path.resolve(given);
  const dir = given ?? process.env.BACKUP_DIR ?? 'backups';
  return path.resolve(dir, defaultBackupName(now));
}

async function main(): Promise<number> {
  let parsed: { values: { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`Opción no válida: ${(err as Error).message}. Usa --help para ver el uso.`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    console.info(HELP);
    return EXIT.done;
  }
  if (parsed.positionals.length > 1) {
    console.error('Indica como mucho un archivo o una carpeta. Usa --help para ver el uso.');
    return EXIT.usage;
  }

  const config = loadConfig();
  const now = new Date();
  const file = targetFile(parsed.positionals[0], now);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: false,
    });
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusyError) {
      console.error(
        `${err.message} Para copiar la base de datos embebida, detén antes el servidor.`,
      );
      return EXIT.refused;
    }
    throw err;
  }
  try {
    await database.migrate();
    const manifest = await createBackup({ database, dataDir: config.dataDir, file, now });
    const rows = manifest.tablas.reduce((sum, t) => sum + t.filas, 0);
    console.info(
      `Copia creada: ${file}\n` +
        `  ${manifest.tablas.length} tablas, ${rows} filas (${manifest.motor}); ` +
        `${manifest.archivos.length} archivos.`,
    );
    return EXIT.done;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      return EXIT.refused;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error('No se pudo crear la copia:', err instanceof Error ? err.message : err);
    process.exit(EXIT.failed);
  },
);
