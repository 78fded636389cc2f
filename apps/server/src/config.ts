import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { OWASP_PASSWORD_HASHING, type PasswordHashing } from './platform/auth/passwords';

const zBool = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1');

const zEmptyAsUndefined = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const ZEnv = z.object({
  PORT: z.coerce
    .number({ error: 'debe ser un número de puerto' })
    .int({ error: 'debe ser un número entero' })
    .min(1, { error: 'debe estar entre 1 y 65535' })
    .max(65535, { error: 'debe estar entre 1 y 65535' })
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: zEmptyAsUndefined.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar por postgres:// o postgresql://' })
      .optional(),
  ),
  DEMO_DATA: zBool.optional(),
  PUBLIC_URL: zEmptyAsUndefined.pipe(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s) absoluta' }).optional(),
  ),
  SMTP_URL: zEmptyAsUndefined.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'debe empezar por smtp:// o smtps://' })
      .optional(),
  ),
  MAIL_FROM: zEmptyAsUndefined,
  ACADEMY_NAME: z
    .string()
    .trim()
    .min(1, { error: 'no puede estar vacío' })
    .default('Conecta Academia'),
  ADMIN_EMAIL: zEmptyAsUndefined.pipe(z.email({ error: 'debe ser un correo válido' }).optional()),
  ADMIN_PASSWORD: zEmptyAsUndefined.pipe(
    z.string().min(10, { error: 'debe tener al menos 10 caracteres' }).optional(),
  ),
  CONTACT_PHONE: zEmptyAsUndefined.pipe(
    z
      .string()
      .regex(/^\+?[\d\s-]{8,20}$/, {
        error: 'debe ser un número de teléfono, p. ej. +52 55 1234 5678',
      })
      .optional(),
  ),
  CONTACT_EMAIL: zEmptyAsUndefined.pipe(z.email({ error: 'debe ser un correo válido' }).optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, {
      error:
        'debe ser true, false o una lista de direcciones o redes (10.0.0.5, 10.0.0.0/8, loopback)',
    })
    .default('loopback'),
  SQL_STATEMENT_COUNT: zBool.default(false),
  PUBLIC_CACHE_MB: z.coerce
    .number({ error: 'debe ser un número de megabytes' })
    .int({ error: 'debe ser un número entero' })
    .min(0, { error: 'no puede ser negativo' })
    .max(4096, { error: 'debe ser como mucho 4096' })
    .default(64),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'debe ser un número de segundos' })
    .int({ error: 'debe ser un número entero' })
    .min(10, { error: 'debe ser al menos 10' })
    .max(86_400, { error: 'debe ser como mucho 86400' })
    .default(3600),
  HEADERS_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'debe ser un número de segundos' })
    .int({ error: 'debe ser un número entero' })
    .min(1, { error: 'debe ser al menos 1' })
    .max(600, { error: 'debe ser como mucho 600' })
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds `db/` (the embedded database) and `uploads/`. */
  dataDir: string;
  /** A PostgreSQL server; absent means the embedded PGlite in `dataDir`, or in memory for tests. */
  databaseUrl: string | undefined;
  /** Undefined: decided at start (true on a new embedded database, false otherwise). */
  demoData: boolean | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  academyName: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Shown on the public site (chat button) and on certificates for validation. */
  contactPhone: string | undefined;
  contactEmail: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Tests use an in-memory database: nothing is written to `dataDir/db`. */
  inMemoryDatabase: boolean;
  /** Where the built web app lives; absent in API tests, which serve no pages. */
  webBuildDir: string | undefined;
  /** Mail delivery retries: production backs off over hours, tests over seconds. */
  mailRetry: { limit: number; delaySeconds: number; backoff: boolean };
  /** How often an idle job-queue worker looks for new jobs (pg-boss allows 0.5 s at least). */
  queuePollingSeconds: number;
  /**
   * Which peers may name the client's address in `X-Forwarded-For` (Fastify's `trustProxy`):
   * `true`, `false`, or addresses, networks and proxy-addr names (`loopback`).
   * The default trusts a reverse proxy on the same machine only, so a client that reaches the
   * server directly cannot pick the address the login rate limit counts.
   */
  trustProxy: boolean | string;
  /** Validate every answer against its contract schema (tests turn it on). */
  checkResponses: boolean;
  /**
   * Send each call's SQL statement count in the `x-sql-statements` header (the benchmark and
   * the CI query-count check read it); off in production, where it would only leak internals.
   */
  exposeStatementCount: boolean;
  /** Byte limit of the public read cache (LRU); 0 turns the cache off. */
  publicCacheBytes: number;
  /** Cost of new password hashes: OWASP's in production, a cheap one in tests. */
  passwordHashing: PasswordHashing;
  /**
   * How long a client may take to send a whole request, and its headers (Node's
   * `requestTimeout` and `headersTimeout`), so that a body sent a byte every few seconds is cut
   * off instead of holding a connection forever. The request deadline leaves room for a 5 GB
   * video streamed through the proxy; any other body (JSON) must arrive within `bodyMs`.
   */
  timeouts: { requestMs: number; headersMs: number; bodyMs: number };
}

export class ConfigError extends Error {}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`, `false`, or a comma-separated list of addresses, `address/prefix` and proxy-addr names. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((part) => {
    const entry = part.trim();
    if (PROXY_ADDR_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    return (
      isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
    );
  });
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Reads the runtime interface from the environment; a bad value throws one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const name = String(first?.path[0] ?? 'entorno');
    const received = env[name];
    throw new ConfigError(
      `Configuración no válida: ${name} ${first?.message ?? 'no es válido'}` +
        (received === undefined ? '' : ` (valor recibido: "${received}")`),
    );
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Configuración no válida: ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos o ninguno de los dos',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.ACADEMY_NAME}" <no-reply@${new URL(publicUrl).hostname}>`,
    academyName: e.ACADEMY_NAME,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    contactPhone: e.CONTACT_PHONE,
    contactEmail: e.CONTACT_EMAIL ?? `contacto@${new URL(publicUrl).hostname}`,
    logLevel: e.LOG_LEVEL,
    inMemoryDatabase: false,
    webBuildDir: undefined,
    mailRetry: { limit: 8, delaySeconds: 60, backoff: true },
    queuePollingSeconds: 2,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    checkResponses: false,
    exposeStatementCount: e.SQL_STATEMENT_COUNT,
    publicCacheBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
    passwordHashing: OWASP_PASSWORD_HASHING,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node requires headers to arrive within the request's own deadline.
      headersMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      bodyMs: 30_000,
    },
  };
}
