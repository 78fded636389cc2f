import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { zEmail, zStaffPassword } from '@academia/contract/auth/password-rules';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdministrator } from '../modules/auth/index';

const EXIT = { created: 0, failed: 1, usage: 2, refused: 3 } as const;

const HELP = `Crea una cuenta de administrador.

Uso: npm run create-admin -- --email correo@ejemplo.com --password 'contraseña' [--nombre Nombre] [--apellidos Apellidos]

Sin --email o --password, en una terminal se preguntan (la contraseña sin mostrarse).
Usa la misma base de datos que el servidor: DATABASE_URL o, sin ella, la embebida en DATA_DIR
(con la embebida, detén antes el servidor: solo un proceso puede abrirla).

Códigos de salida: 0 creado; 1 error (base de datos, configuración); 2 datos no válidos;
3 rechazado: el correo ya pertenece a una cuenta (no se convierte en administrador).`;

class UsageError extends Error {}

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  // Echo goes through this stream so the password can be typed without showing it.
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  try {
    if (!hidden) return await rl.question(question);
    stdout.write(question);
    muted = true;
    const answer = await rl.question('');
    stdout.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

async function givenOrAsked(
  given: string | undefined,
  flag: string,
  question: string,
  hidden = false,
) {
  if (given !== undefined) return given;
  if (!stdin.isTTY) {
    throw new UsageError(
      `Falta ${flag} (sin una terminal no se puede preguntar). Usa --help para ver el uso.`,
    );
  }
  return ask(question, hidden);
}

async function readInput() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      nombre: { type: 'string' },
      apellidos: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return undefined;
  const email = zEmail.safeParse(
    await givenOrAsked(values.email, '--email', 'Correo electrónico: '),
  );
  if (!email.success) throw new UsageError(email.error.issues[0]?.message ?? 'Correo no válido.');
  let password = values.password;
  if (password === undefined) {
    password = await givenOrAsked(undefined, '--password', 'Contraseña: ', true);
    if ((await ask('Repite la contraseña: ', true)) !== password) {
      throw new UsageError('Las contraseñas no son iguales.');
    }
  }
  const checked = zStaffPassword.safeParse(password);
  if (!checked.success)
    throw new UsageError(checked.error.issues[0]?.message ?? 'Contraseña no válida.');
  return {
    email: email.data,
    password: checked.data,
    first_name: values.nombre?.trim() || 'Administrador',
    last_name: values.apellidos?.trim() ?? '',
  };
}

async function main(): Promise<number> {
  let input: Awaited<ReturnType<typeof readInput>>;
  try {
    input = await readInput();
  } catch (err) {
    // parseArgs throws TypeErrors for unknown or malformed options.
    if (err instanceof UsageError) {
      console.error(err.message);
      return EXIT.usage;
    }
    if (err instanceof TypeError) {
      console.error(`Opción no válida: ${err.message}. Usa --help para ver el uso.`);
      return EXIT.usage;
    }
    throw err;
  }
  if (!input) {
    console.info(HELP);
    return EXIT.created;
  }

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: false,
  });
  try {
    await database.migrate();
    const result = await createAdministrator(database.db, input, { onlyFirst: false });
    if (result.status === 'email-taken') {
      console.error(
        `Ya existe una cuenta con el correo ${input.email}; no se ha cambiado. ` +
          'Usa otro correo, o el restablecimiento de contraseña si es tuya.',
      );
      return EXIT.refused;
    }
    if (result.status === 'weak-password') {
      console.error(result.message);
      return EXIT.usage;
    }
    if (result.status === 'created') {
      console.info(`Administrador creado: ${result.user.email} (id ${result.user.id}).`);
    }
    return EXIT.created;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else
      console.error('No se pudo crear el administrador:', err instanceof Error ? err.message : err);
    process.exit(EXIT.failed);
  },
);
