import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedsDemoData } from './demo/demo-password';
import { DEMO_PASSWORD, presentDemoLogins, seedDemoData } from './demo/seed-demo-data';
import { bootstrapAdminFromEnv } from './modules/auth/index';
import { defaultWebBuildDir } from './paths';

/** env → config → database → migrations → app → first admin → demo data → listen. */
export async function startServer(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (existsSync(defaultWebBuildDir)) config.webBuildDir = defaultWebBuildDir;

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: false,
  });
  await database.migrate();
  const app = await buildApp(config, { database, runWorkers: true });

  await bootstrapAdminFromEnv(app.ctx);
  if (seedsDemoData(config, database.wasEmpty)) await seedDemoData(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embebida en ${config.dataDir}` : 'PostgreSQL';
  // Fastify has logged the address for machines; this is for the person who ran `npm start`.
  const logins = await presentDemoLogins(app.ctx);
  const demoLines = logins.length
    ? [
        '',
        `  Cuentas de demostración (contraseña para todas: ${DEMO_PASSWORD}):`,
        ...logins.map((l) => `    ${l.rol.padEnd(14)} ${l.email}`),
      ]
    : [];
  console.info(
    [
      '',
      `  ${config.academyName} lista en ${config.publicUrl}`,
      `  Base de datos: ${where}`,
      ...demoLines,
      '',
    ].join('\n'),
  );
}
