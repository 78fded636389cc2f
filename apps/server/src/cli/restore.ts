import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { EmbeddedDatabaseBusyError } from '../db/embedded-lock';
import { BackupError } from '../platform/backup/manifest';
import { restoreBackup } from '../platform/backup/restore-backup';

const EXIT = { done: 0, failed: 1, usage: 2, refused: 3 } as const;

const HELP = `Restaura una copia de seguridad creada con npm run backup.

Uso: npm run restore -- academia-backup-AAAAMMDD-HHMMSS.tar.gz [--force]

Restaura en la base de datos del servidor (DATABASE_URL o, sin ella, la embebida en DATA_DIR)
y en DATA_DIR/uploads y DATA_DIR/private. Una copia de la base embebida se puede restaurar en
PostgreSQL y al revés. Detén antes el servidor.
Antes de escribir nada se comprueban las sumas de verificación del manifiesto; después, el
número de filas y el contenido de cada tabla. Si algo no coincide no se restaura nada.
El destino debe estar vacío; con --force se reemplaza lo que haya (se pierde).

Códigos de salida: 0 restaurada; 1 error; 2 uso incorrecto; 3 rechazado (destino con datos,
copia dañada, base de datos embebida en uso).`;

async function main(): Promise<number> {
  let parsed: { values: { help?: boolean; force?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
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
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    console.error('Indica un solo archivo de copia (.tar.gz). Usa --help para ver el uso.');
    return EXIT.usage;
  }

  const config = loadConfig();
  try {
    const { manifest, otherSchema } = await restoreBackup({
      file,
      dataDir: config.dataDir,
      force: parsed.values.force ?? false,
      async openTarget() {
        const database = await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          inMemory: false,
        });
        await database.migrate();
        return database;
      },
    });
    const rows = manifest.tablas.reduce((sum, t) => sum + t.filas, 0);
    console.info(
      `Copia del ${manifest.fecha} restaurada y comprobada: ${manifest.tablas.length} tablas, ` +
        `${rows} filas, ${manifest.archivos.length} archivos.`,
    );
    if (otherSchema) {
      console.info(
        'Aviso: la copia se hizo con otra versión del esquema; revisa que la aplicación funcione.',
      );
    }
    return EXIT.done;
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusyError) {
      console.error(
        `${err.message} Para restaurar en la base de datos embebida, detén antes el servidor.`,
      );
      return EXIT.refused;
    }
    if (err instanceof BackupError) {
      console.error(err.message);
      return EXIT.refused;
    }
    throw err;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error('No se pudo restaurar la copia:', err instanceof Error ? err.message : err);
    process.exit(EXIT.failed);
  },
);
