import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importVacanciesCsv } from '../modules/job-market/index';
import { AppError } from '../platform/errors';

const EXIT = { imported: 0, failed: 1, usage: 2, refused: 3 } as const;

const HELP = `Importa vacantes analizadas desde un archivo CSV al tablero de vacantes.

Uso: npm run import-vacancies -- archivo.csv [--reemplazar]

Columnas (en la primera línea, en cualquier orden): puesto, empresa, sueldoMinimo, moneda,
ciudadActual, modalidadActual, ultima_actualizacion. Separadas por comas o por punto y coma.
Todo el archivo se importa en una transacción: si una fila no es válida se indica su número
de línea y no se importa nada. Con --reemplazar, las vacantes anteriores se borran primero.

Usa la misma base de datos que el servidor: DATABASE_URL o, sin ella, la embebida en DATA_DIR
(con la embebida, detén antes el servidor: solo un proceso puede abrirla).

Códigos de salida: 0 importado; 1 error (base de datos, configuración); 2 uso incorrecto;
3 el archivo no es válido (no se importó nada).`;

async function main(): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { reemplazar: { type: 'boolean' }; help: { type: 'boolean'; short: 'h' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      options: { reemplazar: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`Opción no válida: ${(err as Error).message}. Usa --help para ver el uso.`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    console.info(HELP);
    return EXIT.imported;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    console.error('Indica un solo archivo CSV. Usa --help para ver el uso.');
    return EXIT.usage;
  }
  const absolute = path.resolve(file);
  if (!existsSync(absolute)) {
    console.error(`No existe el archivo ${absolute}.`);
    return EXIT.usage;
  }

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: false,
  });
  try {
    await database.migrate();
    const count = await importVacanciesCsv(database.db, absolute, {
      reemplazar: parsed.values.reemplazar ?? false,
    });
    console.info(
      count === 1
        ? `Se importó 1 vacante analizada desde ${absolute}.`
        : `Se importaron ${count} vacantes analizadas desde ${absolute}.`,
    );
    return EXIT.imported;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      for (const f of err.fields ?? []) console.error(`  ${f.path}: ${f.message}`);
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
    else
      console.error(
        'No se pudieron importar las vacantes:',
        err instanceof Error ? err.message : err,
      );
    process.exit(EXIT.failed);
  },
);
